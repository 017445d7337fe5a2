import {
  isValidationMessageKey,
  PATHS,
  showsUnderPassword,
  type FieldError,
} from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { isApiDetail, useT, type ApiDetail, type Translator } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { Button } from '../../primitives/button/index.js';
import { Checkbox } from '../../primitives/checkbox/index.js';
import { Input } from '../../primitives/input/index.js';
import { Modal } from '../../primitives/modal/index.js';
import { PasswordInput } from '../../primitives/password-input/index.js';
import { PhoneInput } from '../../primitives/phone-input/index.js';
import { Tabs } from '../../primitives/tabs/index.js';
import type {
  LoginErrors,
  LoginMode,
  LoginValues,
  RegisterErrors,
  RegisterFailure,
  RegisterType,
  RegisterValues,
  SignInChange,
  SignInTab,
  SocialProvider,
} from './sign-in.types.js';

/** A link-looking button: the login mode switch and "forgot password?". */
export const signInLinkVariants = cva(
  'cursor-pointer self-start rounded-sm text-sm font-medium text-settings-main underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main',
);

/**
 * One half of the physical / juridical switch; `active` is the chosen one. A long label (ru at
 * 360 px) wraps onto a second line; the grid keeps both halves the same height.
 */
export const signInSegmentVariants = cva(
  'min-h-9 cursor-pointer rounded px-2 py-1 text-sm leading-tight font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main',
  {
    variants: {
      active: {
        true: 'bg-white text-settings-main shadow-sm',
        false: 'bg-transparent text-ink-soft hover:text-ink',
      },
    },
    defaultVariants: { active: false },
  },
);

/**
 * A social sign-in button: the whole width on phones, 208 px from 480 px on (SPEC §9).
 * `aria-disabled` while a request runs (not `disabled`: focus stays on the button).
 */
export const signInSocialButtonVariants = cva(
  'inline-flex h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-line bg-white px-4 text-base font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main aria-disabled:cursor-not-allowed aria-disabled:opacity-60 bp480:w-[208px]',
);

/** A server message above a form or under the login form. */
const failureClassName =
  'rounded-md border border-danger-line bg-danger-surface px-3 py-2 text-sm text-danger-strong';

export interface SignInDialogProps {
  /**
   * Id in the nearest `ModalStackProvider`: the dialog is open while the id is in the stack
   * (SPEC §2: modals form a stack). Without it, `open` controls the dialog.
   * @example modalId="sign-in"
   */
  modalId?: string;
  /** Whether the dialog is open (without a stack id). */
  open?: boolean;
  /**
   * Open at first render (uncontrolled, without a stack id).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void;
  /** The tab shown. */
  tab: SignInTab;
  /** How the login form names the account. */
  loginMode: LoginMode;
  /** Which registration form shows. */
  registerType: RegisterType;
  /** The login form's values (the phone masked). */
  login: LoginValues;
  /** The registration form's values. */
  register: RegisterValues;
  /**
   * The login form's errors to show (none before its first submit, SPEC §4).
   * @default {}
   */
  loginErrors?: LoginErrors;
  /**
   * The registration form's errors to show.
   * @default {}
   */
  registerErrors?: RegisterErrors;
  /**
   * Why the last login failed: an API detail code shown under the form (SPEC §8).
   * @default null
   * @example loginFailure="invalid_credentials"
   */
  loginFailure?: ApiDetail | null;
  /**
   * Why the last registration failed: a 'password' error under the password field, any other
   * above the form (SPEC §8).
   * @default null
   * @example registerFailure={{ type: 'email', message: 'taken' }}
   */
  registerFailure?: RegisterFailure | null;
  /**
   * A request runs: the submit button shows a spinner, fields are read-only, buttons refuse.
   * @default false
   */
  busy?: boolean;
  /**
   * The spinner turns. Stories turn it off for stable screenshots.
   * @default true
   */
  animated?: boolean;
  /** A tab was opened (click, or Enter / Space on it). */
  onTabChange: (tab: SignInTab) => void;
  /** The link under the login field: the other mode. */
  onLoginModeChange: (mode: LoginMode) => void;
  /** The physical / juridical switch. */
  onRegisterTypeChange: (registerType: RegisterType) => void;
  /**
   * A field changed; the phone arrives masked.
   * @example onChange={(change) => actor.send({ type: 'CHANGE', ...change })}
   */
  onChange: (change: SignInChange) => void;
  /** The shown tab's form was submitted (Enter or its button); not called while `busy`. */
  onSubmit: () => void;
  /** A social button was pressed; not called while `busy`. */
  onSocial: (provider: SocialProvider) => void;
  /**
   * The providers the shop is set up for, in this order; none hides the social section.
   * @default ['google', 'facebook']
   */
  socialProviders?: readonly SocialProvider[];
  /** The "forgot password?" link. */
  onForgotPassword: () => void;
  /** Extra classes for the modal box. */
  className?: string;
}

/**
 * The sign-in modal, drawn from props alone (SPEC §4 "Sign-in modal"): tabs Login | Registration;
 * login by phone or e-mail with password, remember-me and "forgot password?"; registration of a
 * physical or juridical person; Google and Facebook buttons. The first field of a tab gets focus
 * when the tab opens; after a submit with errors the first invalid field does.
 *
 * @example
 * <SignInDialog open tab="login" loginMode="phone" registerType="physical"
 *   login={login} register={register} onChange={…} onSubmit={…} … />
 */
export function SignInDialog({
  modalId,
  open,
  defaultOpen,
  onOpenChange,
  tab,
  loginMode,
  registerType,
  login,
  register,
  loginErrors = {},
  registerErrors = {},
  loginFailure = null,
  registerFailure = null,
  busy = false,
  animated = true,
  onTabChange,
  onLoginModeChange,
  onRegisterTypeChange,
  onChange,
  onSubmit,
  onSocial,
  socialProviders = SOCIAL_PROVIDERS,
  onForgotPassword,
  className,
}: SignInDialogProps): ReactNode {
  const { t } = useT();
  return (
    <Modal
      id={modalId}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      title={t('signIn.title')}
      className={className}
    >
      <div data-slot="sign-in" data-tab={tab} className="flex flex-col gap-6">
        <Tabs.Root
          value={tab}
          onValueChange={(value) => onTabChange(value === 'register' ? 'register' : 'login')}
          // Arrows only move between the tabs; Enter or Space opens one, which then moves focus
          // to its first field (automatic activation would pull focus away mid-arrowing).
          activationMode="manual"
        >
          <Tabs.List aria-label={t('signIn.tabs')} className="w-full">
            <Tabs.Trigger value="login" className="flex-1">
              {t('signIn.loginTab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className="flex-1">
              {t('signIn.registerTab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login">
            <LoginForm
              mode={loginMode}
              values={login}
              errors={loginErrors}
              failure={loginFailure}
              busy={busy}
              animated={animated}
              onModeChange={onLoginModeChange}
              onChange={onChange}
              onSubmit={onSubmit}
              onForgotPassword={onForgotPassword}
            />
          </Tabs.Content>
          <Tabs.Content value="register">
            <RegisterForm
              registerType={registerType}
              values={register}
              errors={registerErrors}
              failure={registerFailure}
              busy={busy}
              animated={animated}
              onRegisterTypeChange={onRegisterTypeChange}
              onChange={onChange}
              onSubmit={onSubmit}
            />
          </Tabs.Content>
        </Tabs.Root>
        {socialProviders.length > 0 ? (
          <SocialButtons busy={busy} onSocial={onSocial} providers={socialProviders} />
        ) : null}
      </div>
    </Modal>
  );
}

// ---------------------------------------------------------------------------------------------
// Parts
// ---------------------------------------------------------------------------------------------

/**
 * Submits without the browser's own validation (the §5 rules and their messages are core's),
 * then, once the new errors are drawn, moves focus to the first invalid field so that its
 * message is read out.
 */
function submitHandler(busy: boolean, onSubmit: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    onSubmit();
    setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
}

/**
 * Focuses the referenced field at mount and whenever `key` changes (a tab or mode opened).
 *
 * A task later, not in the effect: the key or press that opened the tab is still being
 * dispatched. Moved at once, focus would let that Enter's keypress submit the new form, and the
 * mousedown's default action would pull focus back to the tab.
 */
function useFocusOnOpen(key: string) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [key]);
  return ref;
}

function errorText(translator: Translator, error: FieldError | undefined): string | undefined {
  return error ? translator.fieldError(error) : undefined;
}

function SubmitButton({
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
      className="w-full text-base"
      busy={busy}
      busyLabel={t('signIn.sending')}
      animated={animated}
    >
      {children}
    </Button>
  );
}

interface LoginFormProps {
  mode: LoginMode;
  values: LoginValues;
  errors: LoginErrors;
  failure: ApiDetail | null;
  busy: boolean;
  animated: boolean;
  onModeChange: (mode: LoginMode) => void;
  onChange: (change: SignInChange) => void;
  onSubmit: () => void;
  onForgotPassword: () => void;
}

function LoginForm({
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
}: LoginFormProps) {
  const translator = useT();
  const { t } = translator;
  const firstField = useFocusOnOpen(mode);
  const handleSubmit = submitHandler(busy, onSubmit);

  return (
    <form
      noValidate
      data-slot="sign-in-login"
      data-mode={mode}
      aria-busy={busy || undefined}
      className="flex flex-col gap-4"
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
          error={errorText(translator, errors.phone)}
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
          error={errorText(translator, errors.email)}
          onValueChange={(value) => onChange({ form: 'login', field: 'email', value })}
        />
      )}
      <button
        type="button"
        data-slot="sign-in-mode-switch"
        className={cn(signInLinkVariants(), '-mt-2')}
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
        error={errorText(translator, errors.password)}
        onValueChange={(value) => onChange({ form: 'login', field: 'password', value })}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
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
      <SubmitButton busy={busy} animated={animated}>
        {t('signIn.submitLogin')}
      </SubmitButton>
      {/* Always in the page, so the message is announced when it appears (SPEC §8: under the form). */}
      <div
        role="alert"
        data-slot="sign-in-login-failure"
        className={failure === null ? '-mt-4' : undefined}
      >
        {failure === null ? null : (
          <p className={failureClassName}>{translator.apiDetail(failure)}</p>
        )}
      </div>
    </form>
  );
}

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
const LINK_MARK = '\uE000';

function AgreementLabel() {
  const { t } = useT();
  const [before = '', after = ''] = t('signIn.agreement', { link: LINK_MARK }).split(LINK_MARK);
  return (
    <>
      {before}
      <ShopLink
        href={PATHS.regulations}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-settings-main underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main"
      >
        {t('signIn.agreementLink')}
        <span className="sr-only"> {t('signIn.newTab')}</span>
      </ShopLink>
      {after}
    </>
  );
}

interface RegisterFormProps {
  registerType: RegisterType;
  values: RegisterValues;
  errors: RegisterErrors;
  failure: RegisterFailure | null;
  busy: boolean;
  animated: boolean;
  onRegisterTypeChange: (registerType: RegisterType) => void;
  onChange: (change: SignInChange) => void;
  onSubmit: () => void;
}

const REGISTER_TYPES: readonly RegisterType[] = ['physical', 'juridical'];

function RegisterForm({
  registerType,
  values,
  errors,
  failure,
  busy,
  animated,
  onRegisterTypeChange,
  onChange,
  onSubmit,
}: RegisterFormProps) {
  const translator = useT();
  const { t } = translator;
  const firstField = useFocusOnOpen('register');
  const handleSubmit = submitHandler(busy, onSubmit);
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
      error={errorText(translator, errors[field])}
      onValueChange={(value) => onChange({ form: 'register', field, value })}
    />
  );

  return (
    <form
      noValidate
      data-slot="sign-in-register"
      data-type={registerType}
      aria-busy={busy || undefined}
      className="flex flex-col gap-4"
      onSubmit={handleSubmit}
    >
      <div
        role="group"
        aria-label={t('signIn.personType')}
        data-slot="sign-in-person-type"
        className="grid grid-cols-2 gap-1 rounded-md bg-surface-muted p-1"
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
        className={aboveForm === null ? '-mt-4' : undefined}
      >
        {aboveForm === null ? (
          underPassword && failureText !== null ? (
            // Read out at once; the visible text is the password field's error.
            <span className="sr-only">{failureText}</span>
          ) : null
        ) : (
          <p className={failureClassName}>{aboveForm}</p>
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
        error={errorText(translator, errors.email)}
        onValueChange={(value) => onChange({ form: 'register', field: 'email', value })}
      />
      <PhoneInput
        name="phone"
        label={t('signIn.phone')}
        autoComplete="tel"
        readOnly={busy}
        value={values.phone}
        error={errorText(translator, errors.phone)}
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
          errorText(translator, errors.password) ??
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
        error={errorText(translator, errors.passwordConfirm)}
        onValueChange={(value) => onChange({ form: 'register', field: 'passwordConfirm', value })}
      />
      <Checkbox
        name="agreement"
        label={<AgreementLabel />}
        checked={values.agreement}
        // The schema's key is 'required'; the box says what is required of it.
        error={errors.agreement ? t('agreement.required') : undefined}
        onCheckedChange={(value) => {
          if (!busy) onChange({ form: 'register', field: 'agreement', value });
        }}
      />
      <SubmitButton busy={busy} animated={animated}>
        {t('signIn.submitRegister')}
      </SubmitButton>
    </form>
  );
}

function GoogleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8Z"
      />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#ffffff"
        d="M15.1 15.5 15.6 12h-3.3V9.8c0-1 .5-1.9 2-1.9h1.5v-3s-1.4-.2-2.7-.2c-2.7 0-4.5 1.6-4.5 4.6V12h-3v3.5h3V24h3.7v-8.5h2.8Z"
      />
    </svg>
  );
}

const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];
const PROVIDER_ICONS: Readonly<Record<SocialProvider, () => ReactNode>> = {
  google: GoogleIcon,
  facebook: FacebookIcon,
};

function SocialButtons({
  busy,
  onSocial,
  providers,
}: {
  busy: boolean;
  onSocial: (provider: SocialProvider) => void;
  providers: readonly SocialProvider[];
}) {
  const { t } = useT();
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      data-slot="sign-in-social"
      className="flex flex-col gap-3"
    >
      <p
        id={headingId}
        className="flex items-center gap-3 text-sm text-ink-soft before:h-px before:flex-1 before:bg-surface-strong after:h-px after:flex-1 after:bg-surface-strong"
      >
        {t('signIn.social')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {providers.map((provider) => {
          const Icon = PROVIDER_ICONS[provider];
          return (
            <button
              key={provider}
              type="button"
              data-provider={provider}
              aria-disabled={busy || undefined}
              className={signInSocialButtonVariants()}
              onClick={() => {
                if (!busy) onSocial(provider);
              }}
            >
              <Icon />
              {t(`signIn.${provider}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
