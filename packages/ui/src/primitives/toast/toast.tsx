import { cva } from 'class-variance-authority';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  CloseIcon,
  InfoCircleIcon,
  type IconComponent,
} from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { lastInputModality, watchInputModality } from '../../lib/input-modality.js';
import { Button } from '../button/index.js';
import { IconButton } from '../icon-button/index.js';
import type { ToastRecord, ToastTone } from './toast-store.js';

/**
 * The area: a landmark fixed to the bottom of the screen, toasts centred on phones and at the
 * right from `bp744`. It lets clicks through; only the toasts themselves take the pointer.
 */
export const toastAreaVariants = cva(
  'shop:pointer-events-none shop:fixed shop:inset-x-0 shop:bottom-0 shop:z-[60] shop:flex shop:flex-col shop:items-center shop:gap-2 shop:p-4 shop:bp744:items-end shop:print:hidden!',
);

/**
 * One toast: 720 px wide (SPEC §9, `PANEL_WIDTH.toast`), the full width on narrower screens, so
 * stacked toasts line up. `animated` slides it in, only when the user allows motion.
 */
export const toastVariants = cva(
  'shop:pointer-events-auto shop:flex shop:w-full shop:max-w-[720px] shop:items-start shop:gap-3 shop:rounded-lg shop:border shop:border-l-4 shop:border-black/10 shop:bg-white shop:py-2 shop:pr-2 shop:pl-3 shop:text-sm shop:text-ink shop:shadow-lg',
  {
    variants: {
      tone: {
        success: 'shop:border-l-success',
        info: 'shop:border-l-info',
        error: 'shop:border-l-danger',
      },
      animated: {
        true: 'shop:motion-safe:transition-[translate,opacity] shop:motion-safe:duration-200 shop:motion-safe:ease-out shop:motion-safe:starting:translate-y-2 shop:motion-safe:starting:opacity-0',
        false: '',
      },
    },
    defaultVariants: { tone: 'info', animated: true },
  },
);

/** The tone's icon colour (non-text contrast at least 3:1 on white). */
export const toastIconVariants = cva('shop:mt-1.5 shop:size-5 shop:shrink-0', {
  variants: {
    tone: {
      success: 'shop:text-success',
      info: 'shop:text-info',
      error: 'shop:text-danger',
    },
  },
  defaultVariants: { tone: 'info' },
});

/** The tone's icon: a tick, an i, an exclamation mark, each in a circle. */
const TONE_ICONS: Readonly<Record<ToastTone, IconComponent>> = {
  success: CheckCircleIcon,
  info: InfoCircleIcon,
  error: AlertCircleIcon,
};

interface ToastItemProps {
  toast: ToastRecord;
  animated: boolean;
  onDismiss: (id: string) => void;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
}

function ToastItem({ toast, animated, onDismiss, onPause, onResume }: ToastItemProps) {
  const { t } = useT();
  const { id, tone, message, action } = toast;
  const ToneIcon = TONE_ICONS[tone];
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const ref = useRef<HTMLDivElement>(null);

  // Effect events: the parent may pass new callbacks on every render, and re-running the effects
  // for them would resume and pause again on each change of the store.
  const pause = useEffectEvent(() => onPause(id));
  const resume = useEffectEvent(() => onResume(id));
  const dismiss = useEffectEvent(() => onDismiss(id));

  useEffect(() => {
    if (!held) return;
    pause();
    return () => resume();
  }, [held]);

  // Hover, focus and Escape are watched on the toast (they bubble from its buttons and from any
  // link in the message), with plain listeners: the toast itself is a live region, not a control.
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && node.contains(event.relatedTarget))) {
        setFocused(false);
      }
    };
    const keyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    node.addEventListener('mouseenter', enter);
    node.addEventListener('mouseleave', leave);
    node.addEventListener('focusin', focusIn);
    node.addEventListener('focusout', focusOut);
    node.addEventListener('keydown', keyDown);
    return () => {
      node.removeEventListener('mouseenter', enter);
      node.removeEventListener('mouseleave', leave);
      node.removeEventListener('focusin', focusIn);
      node.removeEventListener('focusout', focusOut);
      node.removeEventListener('keydown', keyDown);
    };
  }, []);

  // A toast with a button raised by a keyboard action (Enter on "Add to cart") takes focus into
  // its button, which also holds its timer: a keyboard user reaches it at once rather than after
  // the whole page, and Escape or the buttons give focus back where it was. A pointer user is not
  // interrupted. Runs once, when the toast appears, after the listeners above (its focus pauses).
  useEffect(() => {
    const node = ref.current;
    const button = node?.querySelector<HTMLElement>('[data-slot="toast-action"]');
    if (!button || !node || lastInputModality() !== 'keyboard') return;
    const opener = document.activeElement;
    button.focus();
    return () => {
      // Unmounted: the toast closed. Focus goes back unless the shopper already moved it (or the
      // action opened something that took it, such as the cart panel). Kept small: the toast is
      // on every page, the dialogs' fuller focus return (use-focus-return) is not.
      const now = document.activeElement;
      const lost = now === null || now === document.body || !now.isConnected || node.contains(now);
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-slot="toast"
      data-tone={tone}
      data-state={toast.paused ? 'paused' : 'open'}
      className={toastVariants({ tone, animated })}
      ref={ref}
    >
      <ToneIcon data-slot="toast-icon" className={toastIconVariants({ tone })} />
      <div
        data-slot="toast-message"
        className="shop:min-w-0 shop:flex-1 shop:py-1.5 shop:break-words"
      >
        {message}
      </div>
      {action ? (
        <Button
          data-slot="toast-action"
          variant="secondary"
          size="sm"
          className="shop:shrink-0"
          onClick={() => {
            action.onAction();
            onDismiss(id);
          }}
        >
          {action.label}
        </Button>
      ) : null}
      <IconButton
        data-slot="toast-close"
        size="sm"
        label={t('toast.dismiss')}
        onClick={() => onDismiss(id)}
      >
        <CloseIcon />
      </IconButton>
    </div>
  );
}

export interface ToastViewProps {
  /** The toasts to show, oldest first (the newest sits nearest the screen edge). */
  toasts: readonly ToastRecord[];
  /** Closes a toast: its close button, its action, Escape inside it. */
  onDismiss: (id: string) => void;
  /** The pointer entered a toast or focus moved into it: stop its timer (WCAG 2.2.1). */
  onPause: (id: string) => void;
  /** The pointer left and focus is gone: its timer counts down what was left. */
  onResume: (id: string) => void;
  /**
   * Slide toasts in (never when the user prefers reduced motion). Stories turn it off so
   * screenshots never catch a toast mid-way.
   * @default true
   */
  animated?: boolean;
  /** Extra classes for the area. */
  className?: string;
}

/**
 * The toast area drawn from props alone: a labelled landmark holding the toasts. Each toast is a
 * polite live region (`role="status"`; an error is `role="alert"`) with an icon, its message, an
 * optional action button and a close button. Pointer over it or focus inside it pauses its timer;
 * Escape inside it closes it; its action runs and then closes it. The landmark stays in the page
 * when empty so that assistive technology already knows it when a toast arrives.
 *
 * @example
 * <ToastView toasts={store.getSnapshot()} onDismiss={store.dismiss} onPause={store.pause} onResume={store.resume} />
 */
export function ToastView({
  toasts,
  onDismiss,
  onPause,
  onResume,
  animated = true,
  className,
}: ToastViewProps): ReactNode {
  const { t } = useT();
  useEffect(watchInputModality, []);
  return (
    <section
      aria-label={t('toast.region')}
      data-slot="toast-area"
      className={cn(toastAreaVariants(), className)}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.key}
          toast={toast}
          animated={animated}
          onDismiss={onDismiss}
          onPause={onPause}
          onResume={onResume}
        />
      ))}
    </section>
  );
}
