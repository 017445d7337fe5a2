import { visibleErrors } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { LinkProvider, type RenderLink } from '../../../lib/link.js';
import { ModalStackProvider } from '../../../primitives/modal/index.js';
import { SignInDialog, type SignInDialogProps } from '../sign-in-dialog.js';
import { SignIn, type SignInProps } from '../sign-in.container.js';
import { signInMachine, validateLogin, validateRegister } from '../sign-in.machine.js';
import {
  EMPTY_LOGIN_VALUES,
  EMPTY_REGISTER_VALUES,
  type LoginErrors,
  type LoginMode,
  type LoginValues,
  type RegisterErrors,
  type RegisterType,
  type RegisterValues,
} from '../sign-in.types.js';
import {
  COMMON_PASSWORD,
  fakeLogin,
  fakeRegister,
  SAMPLE_JURIDICAL,
  SAMPLE_LOGIN,
  SAMPLE_REGISTER,
} from './sign-in.samples.js';

/** The visible states of the sign-in modal, each a story and a test. */
export const SIGN_IN_STATES = [
  'loginPhone',
  'loginEmail',
  'loginErrors',
  'loginFailure',
  'loginBusy',
  'registerPhysical',
  'registerJuridical',
  'registerErrors',
  'registerPasswordError',
  'registerFormError',
  'registerBusy',
] as const;
export type SignInState = (typeof SIGN_IN_STATES)[number];

type ViewData = Omit<
  SignInDialogProps,
  | 'onTabChange'
  | 'onLoginModeChange'
  | 'onRegisterTypeChange'
  | 'onChange'
  | 'onSubmit'
  | 'onSocial'
  | 'onForgotPassword'
>;

/** The errors core's rules give a login form after a submit (as the machine shows them). */
function loginErrorsOf(loginMode: LoginMode, login: LoginValues): LoginErrors {
  const result = validateLogin({
    loginMode,
    login,
    registerType: 'physical',
    register: EMPTY_REGISTER_VALUES,
  });
  return result.ok ? {} : visibleErrors(result.errors, true);
}

/** The errors core's rules give a registration form after a submit. */
function registerErrorsOf(registerType: RegisterType, register: RegisterValues): RegisterErrors {
  const result = validateRegister({
    registerType,
    register,
    loginMode: 'phone',
    login: EMPTY_LOGIN_VALUES,
  });
  return result.ok ? {} : visibleErrors(result.errors, true);
}

const BASE: ViewData = {
  open: true,
  tab: 'login',
  loginMode: 'phone',
  registerType: 'physical',
  login: EMPTY_LOGIN_VALUES,
  register: EMPTY_REGISTER_VALUES,
};

const INVALID_LOGIN: LoginValues = { ...EMPTY_LOGIN_VALUES, phone: '+373 (69) 12', password: '' };

const INVALID_REGISTER: RegisterValues = {
  ...EMPTY_REGISTER_VALUES,
  email: 'maria.rusu@',
  phone: '+373 (79) 555',
  password: 'scurta',
  passwordConfirm: 'scurtă',
  companyName: 'CM',
  idno: '10126',
  tva: '021',
  iban: 'MD24AG',
};

/** The view's props for a state (callbacks apart). */
export function signInStateProps(state: SignInState): ViewData {
  switch (state) {
    case 'loginPhone':
      return { ...BASE, login: SAMPLE_LOGIN };
    case 'loginEmail':
      return { ...BASE, loginMode: 'email', login: SAMPLE_LOGIN };
    case 'loginErrors':
      return { ...BASE, login: INVALID_LOGIN, loginErrors: loginErrorsOf('phone', INVALID_LOGIN) };
    case 'loginFailure':
      return {
        ...BASE,
        login: { ...SAMPLE_LOGIN, password: 'parola-gresita' },
        loginFailure: 'invalid_credentials',
      };
    case 'loginBusy':
      return { ...BASE, login: SAMPLE_LOGIN, busy: true };
    case 'registerPhysical':
      return { ...BASE, tab: 'register', register: SAMPLE_REGISTER };
    case 'registerJuridical':
      return { ...BASE, tab: 'register', registerType: 'juridical', register: SAMPLE_JURIDICAL };
    case 'registerErrors':
      return {
        ...BASE,
        tab: 'register',
        registerType: 'juridical',
        register: INVALID_REGISTER,
        registerErrors: registerErrorsOf('juridical', INVALID_REGISTER),
      };
    case 'registerPasswordError':
      return {
        ...BASE,
        tab: 'register',
        register: {
          ...SAMPLE_REGISTER,
          password: COMMON_PASSWORD,
          passwordConfirm: COMMON_PASSWORD,
        },
        registerFailure: { type: 'password', message: 'Această parolă este prea comună.' },
      };
    case 'registerFormError':
      return {
        ...BASE,
        tab: 'register',
        register: SAMPLE_REGISTER,
        registerFailure: { type: 'email', message: 'taken' },
      };
    case 'registerBusy':
      return { ...BASE, tab: 'register', register: SAMPLE_REGISTER, busy: true };
  }
}

const noop = () => undefined;

export type SignInDialogExampleProps = { state: SignInState } & Partial<SignInDialogProps>;

/** The dialog in a state, open, with callbacks that do nothing unless given; a still spinner. */
export function SignInDialogExample({ state, ...props }: SignInDialogExampleProps): ReactNode {
  return (
    <LinkProvider renderLink={stayingLink}>
      <SignInDialog
        onTabChange={noop}
        onLoginModeChange={noop}
        onRegisterTypeChange={noop}
        onChange={noop}
        onSubmit={noop}
        onSocial={noop}
        onForgotPassword={noop}
        animated={false}
        {...signInStateProps(state)}
        {...props}
      />
    </LinkProvider>
  );
}

/** The sign-in machine as the storefront provides it, with the fake login and registration. */
export const demoSignInMachine = signInMachine.provide({
  actors: { login: fakeLogin, register: fakeRegister },
});

/** Links that do not leave the page: stories and tests stay where they are on a click. */
export const stayingLink: RenderLink = ({ children, href, onClick, ...props }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);

export type SignInExampleProps = Partial<SignInProps> & {
  /** Rendered inside the modal stack (tests reach the stack through it). */
  children?: ReactNode;
};

/**
 * The wired modal with the fake actors, open in a modal stack as the storefront opens it
 * (`modalId="sign-in"`), with links that stay on the page.
 */
export function SignInExample({ children, ...props }: SignInExampleProps): ReactNode {
  return (
    <LinkProvider renderLink={stayingLink}>
      <ModalStackProvider defaultStack={['sign-in']}>
        <SignIn machine={demoSignInMachine} modalId="sign-in" animated={false} {...props} />
        {children}
      </ModalStackProvider>
    </LinkProvider>
  );
}
