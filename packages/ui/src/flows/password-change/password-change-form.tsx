import { MIN_LENGTH, type FieldError } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useT, type ApiDetail } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { focusFirstInvalid } from '../../lib/focus-first-invalid.js';
import { Button } from '../../primitives/button/index.js';
import { PasswordInput } from '../../primitives/password-input/index.js';
import type { PasswordChangeErrors, PasswordChangeField } from './password-change.machine.js';

export const passwordChangeFormVariants = cva(
  'shop:flex shop:max-w-xl shop:flex-col shop:gap-4 shop:text-ink shop:bp768:gap-6',
);

/** The framed block of the fields. */
export const passwordChangeCardVariants = cva(
  'shop:flex shop:flex-col shop:gap-4 shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:p-4 shop:bp768:p-6',
);

export interface PasswordChangeFormProps {
  /** The three fields as typed. */
  values: Readonly<Record<PasswordChangeField, string>>;
  /** The errors to show (none before a submit attempt). @default {} */
  errors?: PasswordChangeErrors;
  /**
   * Why the last request was refused: 'invalid_credentials' is said under the current password,
   * any other code under the form.
   */
  failure?: ApiDetail | null;
  /** The request runs: the button says so, the fields hold still. @default false */
  busy?: boolean;
  onFieldChange?: (field: PasswordChangeField, value: string) => void;
  onSubmit?: () => void;
  /** The spinner turns. @default true */
  animated?: boolean;
  className?: string;
}

/**
 * The profile's security tab (SPEC §2 "Profile"): the current password, the new one and its
 * confirmation, each with a show/hide toggle, and the change button. Errors show after a submit
 * attempt (§5) and focus moves to the first invalid field; a wrong current password is said
 * under its field, any other refusal under the form.
 *
 * @example
 * ```tsx
 * <PasswordChangeForm values={values} errors={errors} onFieldChange={change} onSubmit={submit} />
 * ```
 */
export function PasswordChangeForm({
  values,
  errors = {},
  failure = null,
  busy = false,
  onFieldChange,
  onSubmit,
  animated = true,
  className,
}: PasswordChangeFormProps): ReactNode {
  const { t, fieldError, apiDetail } = useT();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const errorText = (error: FieldError | undefined) =>
    error === undefined ? undefined : fieldError(error);
  const wrongCurrent = failure === 'invalid_credentials';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onSubmit?.();
    focusFirstInvalid(formRef.current);
  };
  const change = (field: PasswordChangeField) => (value: string) => onFieldChange?.(field, value);

  return (
    <section
      data-slot="password-change"
      data-state={busy ? 'busy' : 'idle'}
      aria-labelledby={headingId}
      className={cn(passwordChangeFormVariants(), className)}
    >
      <div className="shop:flex shop:flex-col shop:gap-1">
        <h1 id={headingId} className="shop:text-2xl shop:font-bold shop:bp768:text-3xl">
          {t('pageTitle.profileSecurity')}
        </h1>
        <p className="shop:text-muted">{t('passwordChange.lead')}</p>
      </div>
      <form
        ref={formRef}
        noValidate
        aria-busy={busy || undefined}
        onSubmit={submit}
        className="shop:flex shop:flex-col shop:gap-4"
      >
        <div className={passwordChangeCardVariants()}>
          <PasswordInput
            label={t('passwordChange.current')}
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            readOnly={busy}
            error={
              wrongCurrent ? t('passwordChange.wrongCurrent') : errorText(errors.currentPassword)
            }
            onValueChange={change('currentPassword')}
          />
          <PasswordInput
            label={t('passwordChange.new')}
            hint={t('passwordChange.newHint', { min: MIN_LENGTH.password })}
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            readOnly={busy}
            error={errorText(errors.newPassword)}
            onValueChange={change('newPassword')}
          />
          <PasswordInput
            label={t('passwordChange.confirm')}
            name="newPasswordConfirm"
            autoComplete="new-password"
            value={values.newPasswordConfirm}
            readOnly={busy}
            error={errorText(errors.newPasswordConfirm)}
            onValueChange={change('newPasswordConfirm')}
          />
        </div>
        {failure !== null && !wrongCurrent && !busy ? (
          <p
            role="alert"
            data-slot="password-change-error"
            className="shop:text-sm shop:text-danger"
          >
            {apiDetail(failure)}
          </p>
        ) : null}
        <div>
          <Button
            type="submit"
            size="lg"
            busy={busy}
            busyLabel={t('passwordChange.submitting')}
            animated={animated}
          >
            {t('passwordChange.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
