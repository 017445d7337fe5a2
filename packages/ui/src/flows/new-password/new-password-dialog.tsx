import { maskPhone, MIN_LENGTH, PASSWORD_RESET, type FieldError } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { Button } from '../../primitives/button/index.js';
import { Input } from '../../primitives/input/index.js';
import { Modal } from '../../primitives/modal/index.js';
import { PasswordInput } from '../../primitives/password-input/index.js';
import { Spinner } from '../../primitives/spinner/index.js';
import type {
  NewPasswordErrors,
  NewPasswordField,
  NewPasswordMode,
} from './new-password.machine.js';
import { focusFirstInvalid } from '../../lib/focus-first-invalid.js';

export const newPasswordDialogVariants = cva('shop:flex shop:flex-col shop:gap-4');

const CODE_MINUTES = Math.round(PASSWORD_RESET.phoneCodeMs / 60_000);

export interface NewPasswordDialogProps {
  /**
   * Id in the nearest `ModalStackProvider`: the dialog is open while the id is in the stack
   * (SPEC §2: modals form a stack). Without a stack, `open` decides.
   * @example id="new-password"
   */
  id?: string;
  /** Open (controlled, without a stack id). @default false */
  open?: boolean;
  /** The dialog asks to open or close (close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void;
  /**
   * 'link': the e-mailed link's token is known, the shopper types the new password twice.
   * 'code': the shopper also types the SMS code.
   * @default 'link'
   */
  mode?: NewPasswordMode;
  /**
   * The phone the SMS code went to (code mode), in any form; shown masked in the description.
   * @default null
   * @example phone="+37369123456"
   */
  phone?: string | null;
  /** The new password typed. */
  newPassword: string;
  /** The confirmation typed. */
  newPasswordConfirm: string;
  /** The SMS code typed (code mode). @default '' */
  code?: string;
  /** A field changed. */
  onFieldChange: (field: NewPasswordField, value: string) => void;
  /** Enter in a field, or the submit button (also while busy: the machine ignores it then). */
  onSubmit: () => void;
  /**
   * The errors to show, already filtered to "after a submit attempt" (§5).
   * @default {}
   */
  errors?: NewPasswordErrors;
  /** The request runs: the button says so and the fields hold still. @default false */
  busy?: boolean;
  /** The busy spinner turns; stories turn it off for stable screenshots. @default true */
  animated?: boolean;
  /** Extra classes for the modal box. */
  className?: string;
}

/**
 * The new-password modal (SPEC §2, §3 "New-password form", §4 "New password"), drawn from props
 * alone: in code mode the SMS code field (numeric keyboard, one-time-code autofill), then the new
 * password and its confirmation, each with a show/hide toggle, and the submit button with its
 * busy state. Failures are not shown here: the storefront opens the password-error modal over
 * it. The `NewPassword` container wires it to the machine.
 *
 * @example
 * <NewPasswordDialog open mode="code" phone="+37369123456" newPassword="" newPasswordConfirm=""
 *   code="" onFieldChange={…} onSubmit={…} />
 */
export function NewPasswordDialog({
  id,
  open,
  onOpenChange,
  mode = 'link',
  phone = null,
  newPassword,
  newPasswordConfirm,
  code = '',
  onFieldChange,
  onSubmit,
  errors = {},
  busy = false,
  animated = true,
  className,
}: NewPasswordDialogProps): ReactNode {
  const { t, fieldError } = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const digits = PASSWORD_RESET.phoneCodeDigits;

  const description =
    mode === 'code'
      ? t('newPassword.descriptionCode', { phone: unbreakable(maskPhone(phone ?? '')) })
      : t('newPassword.descriptionLink');

  const codeError = (error: FieldError | undefined): string | undefined => {
    if (error === undefined) return undefined;
    return error.key === 'invalid' ? t('newPassword.codeInvalid', { digits }) : fieldError(error);
  };
  const passwordError = (error: FieldError | undefined): string | undefined =>
    error === undefined ? undefined : fieldError(error);

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
      title={t('newPassword.title')}
      description={description}
      className={className}
    >
      <form
        ref={formRef}
        noValidate
        data-slot="new-password"
        data-mode={mode}
        data-state={busy ? 'busy' : 'idle'}
        aria-busy={busy || undefined}
        className={newPasswordDialogVariants()}
        onSubmit={handleSubmit}
      >
        {mode === 'code' ? (
          <Input
            label={t('newPassword.code')}
            hint={t('newPassword.codeHint', { digits, minutes: CODE_MINUTES })}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            value={code}
            readOnly={busy}
            error={codeError(errors.code)}
            className="shop:tracking-[0.3em] shop:tabular-nums"
            onValueChange={(value) => onFieldChange('code', value)}
          />
        ) : null}
        <PasswordInput
          label={t('newPassword.password')}
          hint={t('newPassword.passwordHint', { min: MIN_LENGTH.password })}
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          readOnly={busy}
          error={passwordError(errors.newPassword)}
          onValueChange={(value) => onFieldChange('newPassword', value)}
        />
        <PasswordInput
          label={t('newPassword.passwordConfirm')}
          name="newPasswordConfirm"
          autoComplete="new-password"
          value={newPasswordConfirm}
          readOnly={busy}
          error={passwordError(errors.newPasswordConfirm)}
          onValueChange={(value) => onFieldChange('newPasswordConfirm', value)}
        />
        <Button type="submit" aria-disabled={busy || undefined} className="shop:w-full">
          {busy ? (
            <>
              <Spinner
                size="sm"
                animated={animated}
                aria-hidden="true"
                className="shop:text-current"
              />
              {t('newPassword.submitting')}
            </>
          ) : (
            t('newPassword.submit')
          )}
        </Button>
      </form>
    </Modal>
  );
}

/**
 * A phone number that never breaks across lines: no-break spaces, and word joiners around the
 * hyphen (invisible, and silent to screen readers).
 */
function unbreakable(text: string): string {
  return text.replaceAll(' ', '\u00a0').replaceAll('-', '\u2060-\u2060');
}
