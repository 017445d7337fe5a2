import { PATHS } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { ShopLink } from '../../lib/link.js';
import { Checkbox } from '../checkbox/index.js';
import { RequiredMark } from '../input/input.js';

/** Marks the link's place in the translated sentence ('Sunt de acord cu {link}'). */
const LINK_MARK = '\uE000';

export interface AgreementCheckboxProps {
  /** Ticked. */
  checked: boolean;
  /** Ticked or unticked (not called while `busy`). */
  onCheckedChange: (checked: boolean) => void;
  /** Show the 'must accept' error (after a submit without the tick, SPEC §5). @default false */
  invalid?: boolean;
  /** The form is being sent: the tick holds still. @default false */
  busy?: boolean;
  /** The field's name in the form. @default 'agreement' */
  name?: string;
  className?: string;
}

/**
 * The agreement of a form (SPEC §5: it must be ticked before the form is sent): 'I agree to the
 * shop regulations', the regulations opening in a new tab, required, with its error when a submit
 * found it unticked.
 *
 * @example <AgreementCheckbox checked={values.agreement} invalid={!!errors.agreement} onCheckedChange={(v) => set('agreement', v)} />
 */
export function AgreementCheckbox({
  checked,
  onCheckedChange,
  invalid = false,
  busy = false,
  name = 'agreement',
  className,
}: AgreementCheckboxProps): ReactNode {
  const { t } = useT();
  const [before = '', after = ''] = t('formFields.agreement', { link: LINK_MARK }).split(LINK_MARK);
  return (
    <Checkbox
      name={name}
      rootClassName={className}
      label={
        <>
          {before}
          <ShopLink
            href={PATHS.regulations}
            target="_blank"
            rel="noopener noreferrer"
            className="shop:font-medium shop:text-ink shop:underline shop:decoration-settings-main shop:decoration-2 shop:underline-offset-2 shop:hover:no-underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
          >
            {t('formFields.agreementLink')}
            <span className="shop:sr-only"> {t('formFields.newTab')}</span>
          </ShopLink>
          {after}
          <RequiredMark />
        </>
      }
      checked={checked}
      required
      error={invalid ? t('agreement.required') : undefined}
      onCheckedChange={(next) => {
        if (!busy) onCheckedChange(next);
      }}
    />
  );
}
