import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useT, type ApiDetail } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { fieldErrorText, formSubmitHandler } from '../../lib/form.js';
import { Checkbox } from '../../primitives/checkbox/index.js';
import { FormFailure } from '../../primitives/form-failure/index.js';
import { Input } from '../../primitives/input/index.js';
import { PasswordInput } from '../../primitives/password-input/index.js';
import { PhoneInput } from '../../primitives/phone-input/index.js';
import { SignInSubmitButton, useFocusOnOpen } from './sign-in-form.shared.js';
import type { LoginErrors, LoginMode, LoginValues, SignInChange } from './sign-in.types.js';

/** A link-looking button: the login mode switch and "forgot password?". */
export const signInLinkVariants = cva(
  'shop:cursor-pointer shop:self-start shop:rounded-sm shop:text-sm shop:font-medium shop:text-settings-main shop:underline shop:underline-offset-2 shop:hover:no-underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main',
);

export interface SignInLoginFormProps {
  /** How the form names the account: by phone or by e-mail. */
  mode: LoginMode;
  values: LoginValues;
  errors: LoginErrors;
  /** Why the last login failed, shown under the form. */
  failure: ApiDetail | null;
  busy: boolean;
  animated: boolean;
  onModeChange: (mode: LoginMode) => void;
  onChange: (change: SignInChange) => void;
  onSubmit: () => void;
  onForgotPassword: () => void;
}

/**
 * The login form (SPEC §4 "Sign-in modal"): the phone or the e-mail with a link to the other,
 * the password, remember-me and "forgot password?", the submit button, and the failure under it.
 * Its first field takes focus when it opens and when the mode changes.
 */
export function SignInLoginForm({
  mode,
  values,
  errors,
  failure,
  busy,
  animated,
  onModeChange,
  onChange,
  onSubmit,
  onForgotPassword,
}: SignInLoginFormProps): ReactNode {
  const translator = useT();
  const { t } = translator;
  const firstField = useFocusOnOpen(mode);
  const handleSubmit = formSubmitHandler(busy, onSubmit);

  return (
    <form
      noValidate
      data-slot="sign-in-login"
      data-mode={mode}
      aria-busy={busy || undefined}
      className="shop:flex shop:flex-col shop:gap-4"
      onSubmit={handleSubmit}
    >
      {mode === 'phone' ? (
        <PhoneInput
          ref={firstField}
          name="phone"
          label={t('signIn.phone')}
          autoComplete="username"
          readOnly={busy}
          value={values.phone}
          error={fieldErrorText(translator, errors.phone)}
          onValueChange={(value) => onChange({ form: 'login', field: 'phone', value })}
        />
      ) : (
        <Input
          ref={firstField}
          name="email"
          type="email"
          label={t('signIn.email')}
          autoComplete="username"
          readOnly={busy}
          value={values.email}
          error={fieldErrorText(translator, errors.email)}
          onValueChange={(value) => onChange({ form: 'login', field: 'email', value })}
        />
      )}
      <button
        type="button"
        data-slot="sign-in-mode-switch"
        className={cn(signInLinkVariants(), 'shop:-mt-2')}
        onClick={() => onModeChange(mode === 'phone' ? 'email' : 'phone')}
      >
        {mode === 'phone' ? t('signIn.useEmail') : t('signIn.usePhone')}
      </button>
      <PasswordInput
        name="password"
        label={t('signIn.password')}
        autoComplete="current-password"
        readOnly={busy}
        value={values.password}
        error={fieldErrorText(translator, errors.password)}
        onValueChange={(value) => onChange({ form: 'login', field: 'password', value })}
      />
      <div className="shop:flex shop:flex-wrap shop:items-center shop:justify-between shop:gap-x-4 shop:gap-y-2">
        <Checkbox
          name="remember"
          label={t('signIn.remember')}
          checked={values.remember}
          onCheckedChange={(value) => {
            if (!busy) onChange({ form: 'login', field: 'remember', value });
          }}
        />
        <button
          type="button"
          data-slot="sign-in-forgot"
          className={signInLinkVariants()}
          onClick={onForgotPassword}
        >
          {t('signIn.forgotPassword')}
        </button>
      </div>
      <SignInSubmitButton busy={busy} animated={animated}>
        {t('signIn.submitLogin')}
      </SignInSubmitButton>
      {/* SPEC §8: under the form. */}
      <FormFailure data-slot="sign-in-login-failure">
        {failure === null ? null : translator.apiDetail(failure)}
      </FormFailure>
    </form>
  );
}
