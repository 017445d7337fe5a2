import { PASSWORD_RESET, PHONE_NATIONAL_DIGITS, type FieldError } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useT, type Translator } from '../../i18n/index.js';
import { Button } from '../../primitives/button/index.js';
import { Input } from '../../primitives/input/index.js';
import { Modal } from '../../primitives/modal/index.js';
import { PhoneInput } from '../../primitives/phone-input/index.js';
import { RadioGroup, type RadioOption } from '../../primitives/radio-group/index.js';
import { Spinner } from '../../primitives/spinner/index.js';
import type { RestoreMessage } from './password-reset.errors.js';
import type { RestoreErrors, RestoreField, RestoreMethod } from './password-restore.machine.js';
import { focusFirstInvalid } from '../../lib/focus-first-invalid.js';

export const restorePasswordDialogVariants = cva('shop:flex shop:flex-col shop:gap-4');

/**
 * The line under the form after a failed request. Empty, it stays in the accessibility tree (a
 * live region must exist before its text arrives to be announced) but out of the layout.
 */
export const restorePasswordMessageVariants = cva('shop:text-sm', {
  variants: {
    shown: {
      true: 'shop:rounded-md shop:border shop:border-danger-line shop:bg-danger-surface shop:px-3 shop:py-2 shop:text-danger-strong',
      false: 'shop:sr-only',
    },
  },
  defaultVariants: { shown: false },
});

export interface RestorePasswordDialogProps {
  /**
   * Id in the nearest `ModalStackProvider`: the dialog is open while the id is in the stack
   * (SPEC §2: modals form a stack). Without a stack, `open` decides.
   * @example id="password-restore"
   */
  id?: string;
  /** Open (controlled, without a stack id). @default false */
  open?: boolean;
  /** The dialog asks to open or close (close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void;
  /** The chosen method: a link by e-mail or a code by SMS. */
  method: RestoreMethod;
  /** The shopper chose another method. */
  onMethodChange: (method: RestoreMethod) => void;
  /** The e-mail typed. */
  email: string;
  /** The phone, masked ('+373 (69) 123-456'); the phone input masks whatever it gets. */
  phone: string;
  /** A field changed: the e-mail, or the phone as the masked input gives it. */
  onFieldChange: (field: RestoreField, value: string) => void;
  /** Enter in a field, or the submit button (also while busy: the machine ignores it then). */
  onSubmit: () => void;
  /**
   * The errors to show, already filtered to "after the first submit" (§5).
   * @default {}
   */
  errors?: RestoreErrors;
  /**
   * The line after a failed request: a rate limit or no connection. Other failures show
   * nothing (§4, §8).
   * @default null
   */
  message?: RestoreMessage | null;
  /** The request runs: the button says so and the fields hold still. @default false */
  busy?: boolean;
  /** The busy spinner turns; stories turn it off for stable screenshots. @default true */
  animated?: boolean;
  /** Extra classes for the modal box. */
  className?: string;
}

/**
 * The restore-password modal (SPEC §2, §4 "Password restore"), drawn from props alone: the
 * method choice (radios), the e-mail field or the masked phone field, the submit button with its
 * busy state, and an alert region for the two failures the shopper is told about. Its labels
 * and messages are its own (§5: "the restore modal has hard-coded labels"), from the
 * `passwordRestore` catalogue group. The `RestorePassword` container wires it to the machine.
 *
 * @example
 * <RestorePasswordDialog open method="email" email="" phone="+373" onMethodChange={…}
 *   onFieldChange={…} onSubmit={…} />
 */
export function RestorePasswordDialog({
  id,
  open,
  onOpenChange,
  method,
  onMethodChange,
  email,
  phone,
  onFieldChange,
  onSubmit,
  errors = {},
  message = null,
  busy = false,
  animated = true,
  className,
}: RestorePasswordDialogProps): ReactNode {
  const translator = useT();
  const { t, apiDetail } = translator;
  const formRef = useRef<HTMLFormElement>(null);

  const options: readonly RadioOption<RestoreMethod>[] = [
    { value: 'email', label: t('passwordRestore.methodEmail') },
    { value: 'phone', label: t('passwordRestore.methodPhone') },
  ];
  const messageText = message === null ? '' : apiDetail(message);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
    focusFirstInvalid(formRef.current);
  };

  return (
    <Modal
      id={id}
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('passwordRestore.title')}
      description={t('passwordRestore.description')}
      className={className}
    >
      <form
        ref={formRef}
        noValidate
        data-slot="restore-password"
        data-state={busy ? 'busy' : 'idle'}
        aria-busy={busy || undefined}
        className={restorePasswordDialogVariants()}
        onSubmit={handleSubmit}
      >
        <RadioGroup
          label={t('passwordRestore.method')}
          options={options}
          value={method}
          onValueChange={onMethodChange}
          orientation="horizontal"
          variant="card"
          className="shop:[&_[data-slot=radio-group-item]]:flex-1"
        />
        {method === 'email' ? (
          <Input
            key="email"
            label={t('passwordRestore.email')}
            hint={t('passwordRestore.emailHint')}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            value={email}
            readOnly={busy}
            error={restoreFieldError(translator, 'email', errors.email)}
            onValueChange={(value) => onFieldChange('email', value)}
          />
        ) : (
          <PhoneInput
            key="phone"
            label={t('passwordRestore.phone')}
            hint={t('passwordRestore.phoneHint', { digits: PASSWORD_RESET.phoneCodeDigits })}
            name="phone"
            value={phone}
            readOnly={busy}
            error={restoreFieldError(translator, 'phone', errors.phone)}
            onValueChange={(value) => onFieldChange('phone', value)}
          />
        )}
        <div
          role="alert"
          data-slot="restore-password-message"
          className={restorePasswordMessageVariants({ shown: messageText !== '' })}
        >
          {messageText}
        </div>
        <Button type="submit" aria-disabled={busy || undefined} className="shop:w-full">
          {busy ? (
            <>
              <Spinner
                size="sm"
                animated={animated}
                aria-hidden="true"
                className="shop:text-current"
              />
              {t('passwordRestore.submitting')}
            </>
          ) : (
            t('passwordRestore.submit')
          )}
        </Button>
      </form>
    </Modal>
  );
}

/**
 * The restore modal's own error texts (§5): 'required', 'email' and 'phone' read from the
 * `passwordRestore` group; anything else (a too long e-mail) from the generic messages.
 */
function restoreFieldError(
  { t, fieldError }: Translator,
  field: RestoreField,
  error: FieldError | undefined,
): string | undefined {
  if (error === undefined) return undefined;
  switch (error.key) {
    case 'required':
      return t(
        field === 'email' ? 'passwordRestore.emailRequired' : 'passwordRestore.phoneRequired',
      );
    case 'email':
      return t('passwordRestore.emailInvalid');
    case 'phone':
      return t('passwordRestore.phoneInvalid', { digits: PHONE_NATIONAL_DIGITS });
    default:
      return fieldError(error);
  }
}
