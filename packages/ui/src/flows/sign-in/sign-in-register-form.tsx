import { isValidationMessageKey, showsUnderPassword } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { isApiDetail, useT, type Translator } from '../../i18n/index.js';
import { fieldErrorText, formSubmitHandler } from '../../lib/form.js';
import { AgreementCheckbox } from '../../primitives/agreement-checkbox/index.js';
import { formFailureVariants } from '../../primitives/form-failure/index.js';
import { Input } from '../../primitives/input/index.js';
import { PasswordInput } from '../../primitives/password-input/index.js';
import { PhoneInput } from '../../primitives/phone-input/index.js';
import { SignInSubmitButton, useFocusOnOpen } from './sign-in-form.shared.js';
import type {
  RegisterErrors,
  RegisterFailure,
  RegisterType,
  RegisterValues,
  SignInChange,
} from './sign-in.types.js';

/**
 * One half of the physical / juridical switch; `active` is the chosen one. A long label (ru at
 * 360 px) wraps onto a second line; the grid keeps both halves the same height.
 */
export const signInSegmentVariants = cva(
  'shop:min-h-9 shop:cursor-pointer shop:rounded shop:px-2 shop:py-1 shop:text-sm shop:leading-tight shop:font-medium shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main',
  {
    variants: {
      active: {
        true: 'shop:bg-white shop:text-settings-main shop:shadow-sm',
        false: 'shop:bg-transparent shop:text-ink-soft shop:hover:text-ink',
      },
    },
    defaultVariants: { active: false },
  },
);

/**
 * The text of a registration failure: a message key of @shop/core or an API detail code is
 * translated; any other text is the server's own message (a Django-style body, written in the
 * language of the request's Accept-Language) and is shown as it came.
 */
export function registrationFailureText(translator: Translator, failure: RegisterFailure): string {
  if (failure.type === 'detail') return translator.apiDetail(failure.detail);
  const { message } = failure;
  if (isValidationMessageKey(message)) return translator.fieldError({ key: message });
  if (isApiDetail(message)) return translator.apiDetail(message);
  return message;
}

/** The label of the field a registration failure names, for a message above the form. */
function failureFieldLabel(translator: Translator, failure: RegisterFailure): string | null {
  switch (failure.type) {
    case 'username':
      return translator.t('signIn.phone');
    case 'email':
      return translator.t('signIn.email');
    case 'person_type':
      return translator.t('signIn.personType');
    default:
      return null;
  }
}

/** Marks the agreement link's place in the translated sentence ('Sunt de acord cu {link}'). */
export interface SignInRegisterFormProps {
  /** Which form shows: a physical or a juridical person's. */
  registerType: RegisterType;
  values: RegisterValues;
  errors: RegisterErrors;
  /** Why the last registration failed: above the form, or under the password field. */
  failure: RegisterFailure | null;
  busy: boolean;
  animated: boolean;
  onRegisterTypeChange: (registerType: RegisterType) => void;
  onChange: (change: SignInChange) => void;
  onSubmit: () => void;
}

const REGISTER_TYPES: readonly RegisterType[] = ['physical', 'juridical'];

/**
 * The registration form (SPEC §4 "Sign-in modal", §8): the physical / juridical switch, the
 * e-mail, the phone, a company's details, the password twice and the agreement; a failure shows
 * above the form, a password one under its field. Its first field takes focus when it opens.
 */
export function SignInRegisterForm({
  registerType,
  values,
  errors,
  failure,
  busy,
  animated,
  onRegisterTypeChange,
  onChange,
  onSubmit,
}: SignInRegisterFormProps): ReactNode {
  const translator = useT();
  const { t } = translator;
  const firstField = useFocusOnOpen('register');
  const handleSubmit = formSubmitHandler(busy, onSubmit);
  const underPassword =
    failure !== null && failure.type !== 'detail' && showsUnderPassword(failure);
  const failureText = failure === null ? null : registrationFailureText(translator, failure);
  const failureLabel = failure === null ? null : failureFieldLabel(translator, failure);
  const aboveForm =
    failureText === null || underPassword
      ? null
      : failureLabel === null
        ? failureText
        : t('signIn.fieldMessage', { field: failureLabel, message: failureText });

  /** A text field of the registration form, wired to its value, error and change event. */
  const text = (field: 'companyName' | 'idno' | 'tva' | 'iban' | 'bic', autoComplete: string) => (
    <Input
      name={field}
      label={t(`signIn.${field}`)}
      autoComplete={autoComplete}
      readOnly={busy}
      value={values[field]}
      error={fieldErrorText(translator, errors[field])}
      onValueChange={(value) => onChange({ form: 'register', field, value })}
    />
  );

  return (
    <form
      noValidate
      data-slot="sign-in-register"
      data-type={registerType}
      aria-busy={busy || undefined}
      className="shop:flex shop:flex-col shop:gap-4"
      onSubmit={handleSubmit}
    >
      <div
        role="group"
        aria-label={t('signIn.personType')}
        data-slot="sign-in-person-type"
        className="shop:grid shop:grid-cols-2 shop:gap-1 shop:rounded-md shop:bg-surface-muted shop:p-1"
      >
        {REGISTER_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={registerType === type}
            data-state={registerType === type ? 'on' : 'off'}
            className={signInSegmentVariants({ active: registerType === type })}
            onClick={() => onRegisterTypeChange(type)}
          >
            {t(`signIn.${type}`)}
          </button>
        ))}
      </div>
      {/* SPEC §8: a registration error shows above the form, a password one under the field. */}
      <div
        role="alert"
        data-slot="sign-in-register-failure"
        className={aboveForm === null ? 'shop:-mt-4' : undefined}
      >
        {aboveForm === null ? (
          underPassword && failureText !== null ? (
            // Read out at once; the visible text is the password field's error.
            <span className="shop:sr-only">{failureText}</span>
          ) : null
        ) : (
          <p className={formFailureVariants()}>{aboveForm}</p>
        )}
      </div>
      <Input
        ref={firstField}
        name="email"
        type="email"
        label={t('signIn.email')}
        autoComplete="email"
        readOnly={busy}
        value={values.email}
        error={fieldErrorText(translator, errors.email)}
        onValueChange={(value) => onChange({ form: 'register', field: 'email', value })}
      />
      <PhoneInput
        name="phone"
        label={t('signIn.phone')}
        autoComplete="tel"
        readOnly={busy}
        value={values.phone}
        error={fieldErrorText(translator, errors.phone)}
        onValueChange={(value) => onChange({ form: 'register', field: 'phone', value })}
      />
      {registerType === 'juridical' ? (
        <>
          {text('companyName', 'organization')}
          {text('idno', 'off')}
          {text('tva', 'off')}
          {text('iban', 'off')}
          {text('bic', 'off')}
        </>
      ) : null}
      <PasswordInput
        name="password"
        label={t('signIn.password')}
        autoComplete="new-password"
        readOnly={busy}
        value={values.password}
        error={
          fieldErrorText(translator, errors.password) ??
          (underPassword && failureText !== null ? failureText : undefined)
        }
        onValueChange={(value) => onChange({ form: 'register', field: 'password', value })}
      />
      <PasswordInput
        name="passwordConfirm"
        label={t('signIn.passwordConfirm')}
        autoComplete="new-password"
        readOnly={busy}
        value={values.passwordConfirm}
        error={fieldErrorText(translator, errors.passwordConfirm)}
        onValueChange={(value) => onChange({ form: 'register', field: 'passwordConfirm', value })}
      />
      <AgreementCheckbox
        checked={values.agreement}
        invalid={errors.agreement !== undefined}
        busy={busy}
        onCheckedChange={(value) => onChange({ form: 'register', field: 'agreement', value })}
      />
      <SignInSubmitButton busy={busy} animated={animated}>
        {t('signIn.submitRegister')}
      </SignInSubmitButton>
    </form>
  );
}
