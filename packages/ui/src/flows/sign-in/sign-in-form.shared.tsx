import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { Button } from '../../primitives/button/index.js';

/**
 * Focuses the referenced field at mount and whenever `key` changes (a tab or mode opened).
 *
 * A task later, not in the effect: the key or press that opened the tab is still being
 * dispatched. Moved at once, focus would let that Enter's keypress submit the new form, and the
 * mousedown's default action would pull focus back to the tab.
 */
export function useFocusOnOpen(key: string) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [key]);
  return ref;
}

/** The submit button of both forms: busy with a spinner while a request runs. */
export function SignInSubmitButton({
  busy,
  animated,
  children,
}: {
  busy: boolean;
  animated: boolean;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Button
      type="submit"
      size="lg"
      className="shop:w-full shop:text-base"
      busy={busy}
      busyLabel={t('signIn.sending')}
      animated={animated}
    >
      {children}
    </Button>
  );
}
