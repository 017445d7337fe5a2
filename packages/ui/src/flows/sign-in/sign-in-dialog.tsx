import type { ReactNode } from 'react';
import { useT, type ApiDetail } from '../../i18n/index.js';
import { Modal } from '../../primitives/modal/index.js';
import { Tabs } from '../../primitives/tabs/index.js';
import { SignInLoginForm } from './sign-in-login-form.js';
import { SignInRegisterForm } from './sign-in-register-form.js';
import { SignInSocialButtons, SOCIAL_PROVIDERS } from './sign-in-social-buttons.js';
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

export { registrationFailureText } from './sign-in-register-form.js';

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
 * when the tab opens; after a submit with errors the first invalid field does. It composes
 * `SignInLoginForm`, `SignInRegisterForm` and `SignInSocialButtons`.
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
      // The dialog is named after what it does now: signing in, or creating an account.
      title={tab === 'register' ? t('signIn.registerTitle') : t('signIn.title')}
      className={className}
    >
      <div data-slot="sign-in" data-tab={tab} className="shop:flex shop:flex-col shop:gap-6">
        <Tabs.Root
          value={tab}
          onValueChange={(value) => onTabChange(value === 'register' ? 'register' : 'login')}
          // Arrows only move between the tabs; Enter or Space opens one, which then moves focus
          // to its first field (automatic activation would pull focus away mid-arrowing).
          activationMode="manual"
        >
          <Tabs.List aria-label={t('signIn.tabs')} className="shop:w-full">
            <Tabs.Trigger value="login" className="shop:flex-1">
              {t('signIn.loginTab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className="shop:flex-1">
              {t('signIn.registerTab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login">
            <SignInLoginForm
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
            <SignInRegisterForm
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
          <SignInSocialButtons busy={busy} onSocial={onSocial} providers={socialProviders} />
        ) : null}
      </div>
    </Modal>
  );
}
