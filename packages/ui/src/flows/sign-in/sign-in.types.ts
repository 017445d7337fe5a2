import type { ProfileData } from '@shop/core/contract';
import {
  PHONE_PREFIX,
  type FieldErrors,
  type LoginPayload,
  type RegisterPayload,
  type RegistrationError,
} from '@shop/core/rules';
import type { ApiDetail } from '../../i18n/index.js';

/**
 * The shapes of the sign-in modal (SPEC §4 "Sign-in modal"), shared by the machine, the view and
 * the examples. No logic here: the rules are @shop/core's, the states the machine's.
 */

/** The two tabs of the modal. */
export type SignInTab = 'login' | 'register';

/** How the login form names the account: by phone or by e-mail (switched by a link). */
export type LoginMode = 'phone' | 'email';

/** Who registers: a physical person or a company (switched by a button). */
export type RegisterType = 'physical' | 'juridical';

/** The social sign-in buttons. */
export type SocialProvider = 'google' | 'facebook';

/** What the login form holds; the phone is masked ('+373 (69) 123-456'). */
export interface LoginValues {
  phone: string;
  email: string;
  password: string;
  /** Keep the session after the browser closes (SPEC §4: on by default). */
  remember: boolean;
}

/**
 * What the registration form holds, for both person types: the company fields are used by the
 * juridical form only and kept while the user switches back and forth.
 */
export interface RegisterValues {
  email: string;
  /** Masked, '+373 (69) 123-456'; sent as the username ('+37369123456'). */
  phone: string;
  password: string;
  passwordConfirm: string;
  companyName: string;
  idno: string;
  /** Optional; at least 7 characters when given (SPEC §5). */
  tva: string;
  iban: string;
  bic: string;
  /** The regulations accepted (SPEC §5: the agreement must be ticked in sign-in forms). */
  agreement: boolean;
}

/** A field of the login form that can have an error ('_form': the whole form). */
export type LoginField = 'phone' | 'email' | 'password' | '_form';

/** A field of the registration form that can have an error ('_form': the whole form). */
export type RegisterField = keyof RegisterValues | '_form';

/** The visible validation errors of the login form, as core's message keys. */
export type LoginErrors = FieldErrors<LoginField>;

/** The visible validation errors of the registration form, as core's message keys. */
export type RegisterErrors = FieldErrors<RegisterField>;

/**
 * Why a registration failed, as the modal shows it (SPEC §8): core's `RegistrationError` when the
 * server refused a field (type 'password' shows under the password field, any other above the
 * form), or an API detail code when it answered nothing a field can carry (no network, too many
 * attempts, a server failure), shown above the form.
 */
export type RegisterFailure = RegistrationError | { type: 'detail'; detail: ApiDetail };

/** One edit of a form field, as the view reports it and the machine's CHANGE event carries it. */
export type SignInChange =
  | {
      [F in keyof LoginValues]: { form: 'login'; field: F; value: LoginValues[F] };
    }[keyof LoginValues]
  | {
      [F in keyof RegisterValues]: { form: 'register'; field: F; value: RegisterValues[F] };
    }[keyof RegisterValues];

/** What the `login` actor receives: the login body of SPEC §7 and the remember-me choice. */
export type SignInLoginInput = LoginPayload & { remember: boolean };

/**
 * What the `register` actor receives: the registration body of SPEC §3/§7 and the remember-me
 * choice (the storefront registers, then signs in with the same credentials).
 */
export type SignInRegisterInput = RegisterPayload & { remember: boolean };

/** What the modal reports once an account is signed in. */
export interface SignedInResult {
  /** The signed-in account (core contract). */
  profile: ProfileData;
  /** The remember-me choice of the login form. */
  remember: boolean;
  /** Which form signed in. */
  via: SignInTab;
}

/** An empty login form: the phone starts as '+373' (SPEC §5), remember-me is on (§4). */
export const EMPTY_LOGIN_VALUES: Readonly<LoginValues> = Object.freeze({
  phone: PHONE_PREFIX,
  email: '',
  password: '',
  remember: true,
});

/** An empty registration form; the agreement starts unticked (the user must tick it). */
export const EMPTY_REGISTER_VALUES: Readonly<RegisterValues> = Object.freeze({
  email: '',
  phone: PHONE_PREFIX,
  password: '',
  passwordConfirm: '',
  companyName: '',
  idno: '',
  tva: '',
  iban: '',
  bic: '',
  agreement: false,
});
