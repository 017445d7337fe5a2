import type { ProfileData } from '@shop/core/contract';
import { fieldErrorsFromBody, isApiError } from '@shop/core/client';
import {
  loginByEmailSchema,
  loginByPhoneSchema,
  maskPhone,
  pickRegistrationError,
  registerJuridicalSchema,
  registerPhysicalSchema,
  toLoginPayload,
  toRegisterPayload,
  validateForm,
  visibleErrors,
  type FieldError,
  type FormResult,
} from '@shop/core/rules';
import {
  and,
  assertEvent,
  assign,
  emit,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { isApiDetail, type ApiDetail } from '../../i18n/index.js';
import {
  EMPTY_LOGIN_VALUES,
  EMPTY_REGISTER_VALUES,
  type LoginErrors,
  type LoginMode,
  type LoginValues,
  type RegisterErrors,
  type RegisterFailure,
  type RegisterType,
  type RegisterValues,
  type SignedInResult,
  type SignInChange,
  type SignInLoginInput,
  type SignInRegisterInput,
  type SignInTab,
  type SocialProvider,
} from './sign-in.types.js';

/**
 * The sign-in modal (SPEC §4 "Sign-in modal", §5, §8): a login tab (by phone or by e-mail) and a
 * registration tab (physical or juridical). Errors show only after a form's first submit attempt;
 * any change of a form's validity clears the stored server errors; a successful submit clears the
 * form. The machine knows nothing of React, the router or fetch: the storefront supplies the
 * `login` and `register` actors and hears `signedIn`, `socialRequested` and `restoreRequested`.
 */

/**
 * Signs in (POST /auth/token/login/, then the profile). @shop/ui ships one that fails: the
 * storefront supplies the real one with `signInMachine.provide({ actors: { login } })` and must
 * pass `signal` to its fetch, so an abandoned request is cancelled.
 */
export const signInLoginActor = fromPromise<ProfileData, SignInLoginInput>(() =>
  Promise.reject(
    new Error('login not provided: supply it with signInMachine.provide({ actors: { login } })'),
  ),
);

/**
 * Registers (POST /auth/users/), then signs in with the same credentials and loads the profile.
 * A stub that fails, like `signInLoginActor`; the real one must pass `signal` on.
 */
export const signInRegisterActor = fromPromise<ProfileData, SignInRegisterInput>(() =>
  Promise.reject(
    new Error(
      'register not provided: supply it with signInMachine.provide({ actors: { register } })',
    ),
  ),
);

/** The machine's input (all optional: pass `{}` for the defaults). */
export interface SignInMachineInput {
  /** The tab shown first. @default 'login' */
  tab?: SignInTab;
  /** How the login form names the account at first. @default 'phone' */
  loginMode?: LoginMode;
  /** The registration form shown first. @default 'physical' */
  registerType?: RegisterType;
}

export interface SignInContext {
  tab: SignInTab;
  loginMode: LoginMode;
  registerType: RegisterType;
  login: LoginValues;
  register: RegisterValues;
  /** The login form was submitted at least once: its errors show (SPEC §4, §5). */
  loginSubmitted: boolean;
  /** The registration form was submitted at least once. */
  registerSubmitted: boolean;
  /** Why the last login failed (an API detail code), shown under the form (SPEC §8); or null. */
  loginError: ApiDetail | null;
  /** Why the last registration failed, placed by its type (SPEC §8); or null. */
  registerError: RegisterFailure | null;
}

export type SignInEvent =
  | { type: 'SWITCH_TAB'; tab: SignInTab }
  /** The link under the login field: phone ↔ e-mail. */
  | { type: 'SWITCH_LOGIN_MODE'; mode: LoginMode }
  /** The physical / juridical switch of the registration tab. */
  | { type: 'SWITCH_REGISTER_TYPE'; registerType: RegisterType }
  /** A field changed (typing, pasting, ticking). */
  | ({ type: 'CHANGE' } & SignInChange)
  /** Submit the form of the active tab. */
  | { type: 'SUBMIT' }
  /** The modal was opened: the server errors of both forms are cleared (SPEC §2). */
  | { type: 'OPENED' }
  /** A social button: the storefront runs the provider's flow. */
  | { type: 'SOCIAL'; provider: SocialProvider }
  /** The "forgot password?" link: the storefront opens the restore modal. */
  | { type: 'FORGOT_PASSWORD' };

/** What the machine tells its owner. */
export type SignInEmitted =
  /** An account signed in: store the token, close the modals, go home (SPEC §4 "Login"). */
  | ({ type: 'signedIn' } & SignedInResult)
  /** Start the Google or Facebook sign-in. */
  | { type: 'socialRequested'; provider: SocialProvider }
  /** Open the password-restore modal. */
  | { type: 'restoreRequested' };

// ---------------------------------------------------------------------------------------------
// The forms, validated by @shop/core's schemas only
// ---------------------------------------------------------------------------------------------

type Forms = Pick<SignInContext, 'loginMode' | 'registerType' | 'login' | 'register'>;

/** The login form against its mode's schema (§5: by phone, or by e-mail). */
export function validateLogin({
  loginMode,
  login,
}: Forms): FormResult<typeof loginByPhoneSchema> | FormResult<typeof loginByEmailSchema> {
  return loginMode === 'phone'
    ? validateForm(loginByPhoneSchema, { phone: login.phone, password: login.password })
    : validateForm(loginByEmailSchema, { email: login.email, password: login.password });
}

/** The registration form against its person type's schema (§5). */
export function validateRegister({
  registerType,
  register,
}: Forms): FormResult<typeof registerPhysicalSchema> | FormResult<typeof registerJuridicalSchema> {
  const person = {
    email: register.email,
    phone: register.phone,
    password: register.password,
    passwordConfirm: register.passwordConfirm,
    agreement: register.agreement,
  };
  if (registerType === 'physical') return validateForm(registerPhysicalSchema, person);
  return validateForm(registerJuridicalSchema, {
    ...person,
    companyName: register.companyName,
    idno: register.idno,
    tva: register.tva,
    iban: register.iban,
    bic: register.bic,
  });
}

/** The login body and remember-me of a valid form; null while the form is invalid. */
export function loginRequest(forms: Forms): SignInLoginInput | null {
  const result = validateLogin(forms);
  return result.ok ? { ...toLoginPayload(result.data), remember: forms.login.remember } : null;
}

/**
 * The registration body of a valid form; null while it is invalid. Remember-me is the login
 * form's checkbox: the registration form has none, and the choice is one per visitor.
 */
export function registerRequest(forms: Forms): SignInRegisterInput | null {
  const result = validateRegister(forms);
  return result.ok ? { ...toRegisterPayload(result.data), remember: forms.login.remember } : null;
}

function validity(forms: Forms): [boolean, boolean] {
  return [validateLogin(forms).ok, validateRegister(forms).ok];
}

/** Whether either form went from valid to invalid or back (§4: that clears the server errors). */
function validityChanged(before: Forms, after: Forms): boolean {
  const [loginBefore, registerBefore] = validity(before);
  const [loginAfter, registerAfter] = validity(after);
  return loginBefore !== loginAfter || registerBefore !== registerAfter;
}

/** The `detail` of an error body, if it has one. */
function bodyDetail(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'detail' in body ? body.detail : undefined;
}

/**
 * The code a failed login shows (§8: 'wrong login or password' under the form): the API's detail
 * ('invalid_credentials', 'too_many_requests', …), 'network' or 'aborted' when no answer came,
 * 'internal_error' for anything else (server codes and prose are never shown).
 */
export function loginFailure(error: unknown): ApiDetail {
  if (!isApiError(error)) return 'internal_error';
  if (error.code === 'network' || error.code === 'aborted') return error.code;
  const detail = bodyDetail(error.body);
  return error.code === 'http' && isApiDetail(detail) ? detail : 'internal_error';
}

/**
 * What a failed registration shows (§5, §8): the first message of username, email, password,
 * person_type, from a Django-style body (`{ "email": ["…"] }`) or from our API's keyed one
 * (`{ "email": { "key": "taken" } }`, read through the client's `fieldErrors`); otherwise the
 * failure's detail code, shown above the form.
 */
export function registerFailure(error: unknown): RegisterFailure {
  if (isApiError(error, 'http')) {
    const field =
      pickRegistrationError(error.body) ?? pickRegistrationError(fieldErrorsFromBody(error.body));
    if (field) return field;
  }
  return { type: 'detail', detail: loginFailure(error) };
}

const NO_SERVER_ERRORS = { loginError: null, registerError: null } as const;

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    // The assertion is the type: without it xstate would read the input as `{}`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as SignInMachineInput,
    emitted: {} as SignInEmitted,
    tags: {} as 'busy',
  },
  guards: {
    onLoginTab: ({ context }) => context.tab === 'login',
    loginValid: ({ context }) => validateLogin(context).ok,
    registerValid: ({ context }) => validateRegister(context).ok,
  },
  actions: {
    switchTab: assign(({ event }) => {
      assertEvent(event, 'SWITCH_TAB');
      return { tab: event.tab };
    }),
    /**
     * Another mode is another form: its errors wait for its own submit. The shown form's
     * validity may change with it, which clears the server errors (§4).
     */
    switchLoginMode: assign(({ context, event }) => {
      assertEvent(event, 'SWITCH_LOGIN_MODE');
      const next = { ...context, loginMode: event.mode };
      return {
        loginMode: event.mode,
        loginSubmitted: context.loginMode === event.mode && context.loginSubmitted,
        ...(validityChanged(context, next) ? NO_SERVER_ERRORS : {}),
      };
    }),
    switchRegisterType: assign(({ context, event }) => {
      assertEvent(event, 'SWITCH_REGISTER_TYPE');
      const next = { ...context, registerType: event.registerType };
      return {
        registerType: event.registerType,
        registerSubmitted: context.registerType === event.registerType && context.registerSubmitted,
        ...(validityChanged(context, next) ? NO_SERVER_ERRORS : {}),
      };
    }),
    /** Stores the edit (a phone re-masked by core); a validity change clears server errors (§4). */
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const value = event.field === 'phone' ? maskPhone(event.value) : event.value;
      const forms =
        event.form === 'login'
          ? { login: { ...context.login, [event.field]: value } }
          : { register: { ...context.register, [event.field]: value } };
      return validityChanged(context, { ...context, ...forms })
        ? { ...forms, ...NO_SERVER_ERRORS }
        : forms;
    }),
    markLoginSubmitted: assign({ loginSubmitted: true }),
    markRegisterSubmitted: assign({ registerSubmitted: true }),
    startLogin: assign({ loginSubmitted: true, loginError: null }),
    startRegister: assign({ registerSubmitted: true, registerError: null }),
    /** §4: fields clear after a successful submit; remember-me stays as the user set it. */
    clearLogin: assign(({ context }) => ({
      login: { ...EMPTY_LOGIN_VALUES, remember: context.login.remember },
      loginSubmitted: false,
      loginError: null,
    })),
    clearRegister: assign({
      register: { ...EMPTY_REGISTER_VALUES },
      registerSubmitted: false,
      registerError: null,
    }),
    setLoginError: assign((_, { error }: { error: unknown }) => ({
      loginError: loginFailure(error),
    })),
    setRegisterError: assign((_, { error }: { error: unknown }) => ({
      registerError: registerFailure(error),
    })),
    clearServerErrors: assign(NO_SERVER_ERRORS),
    emitSignedIn: emit(
      ({ context }, { profile, via }: { profile: ProfileData; via: SignInTab }) => ({
        type: 'signedIn' as const,
        profile,
        remember: context.login.remember,
        via,
      }),
    ),
    emitSocial: emit(({ event }) => {
      assertEvent(event, 'SOCIAL');
      return { type: 'socialRequested' as const, provider: event.provider };
    }),
    emitRestore: emit({ type: 'restoreRequested' as const }),
  },
  actors: { login: signInLoginActor, register: signInRegisterActor },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    tab: input.tab ?? 'login',
    loginMode: input.loginMode ?? 'phone',
    registerType: input.registerType ?? 'physical',
    login: { ...EMPTY_LOGIN_VALUES },
    register: { ...EMPTY_REGISTER_VALUES },
    loginSubmitted: false,
    registerSubmitted: false,
    ...NO_SERVER_ERRORS,
  }),
  initial: 'idle',
  on: {
    // Looking at the other tab while a request runs is harmless; editing is not (the form is
    // cleared when the request succeeds), so edits are taken in `idle` only.
    SWITCH_TAB: { actions: 'switchTab' },
    OPENED: { actions: 'clearServerErrors' },
    FORGOT_PASSWORD: { actions: 'emitRestore' },
  },
  states: {
    idle: {
      on: {
        SWITCH_LOGIN_MODE: { actions: 'switchLoginMode' },
        SWITCH_REGISTER_TYPE: { actions: 'switchRegisterType' },
        CHANGE: { actions: 'change' },
        // A valid form is sent; an invalid one is only marked submitted, so its errors show.
        SUBMIT: [
          {
            guard: and(['onLoginTab', 'loginValid']),
            target: 'loggingIn',
            actions: 'startLogin',
          },
          { guard: 'onLoginTab', actions: 'markLoginSubmitted' },
          { guard: 'registerValid', target: 'registering', actions: 'startRegister' },
          { actions: 'markRegisterSubmitted' },
        ],
        SOCIAL: { actions: 'emitSocial' },
      },
    },
    /** The login request runs; leaving the state (the actor stopped) aborts its signal. */
    loggingIn: {
      tags: 'busy',
      invoke: {
        src: 'login',
        input: ({ context }) => {
          const request = loginRequest(context);
          // The guard let only a valid form in, and edits wait while the request runs.
          if (!request) throw new Error('sign-in: the login form is no longer valid');
          return request;
        },
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'emitSignedIn',
              params: ({ event }) => ({ profile: event.output, via: 'login' }),
            },
            'clearLogin',
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'setLoginError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The registration request (register, then sign in) runs. */
    registering: {
      tags: 'busy',
      invoke: {
        src: 'register',
        input: ({ context }) => {
          const request = registerRequest(context);
          if (!request) throw new Error('sign-in: the registration form is no longer valid');
          return request;
        },
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'emitSignedIn',
              params: ({ event }) => ({ profile: event.output, via: 'register' }),
            },
            'clearRegister',
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'setRegisterError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type SignInMachine = typeof signInMachine;
export type SignInActorRef = ActorRefFrom<SignInMachine>;
export type SignInSnapshot = SnapshotFrom<SignInMachine>;

// Narrow selectors: the container reads the machine only through these (convention 5). The
// error selectors build a new object on each call: compare them with `sameFieldErrors`.

export const selectSignInTab = (snapshot: SignInSnapshot): SignInTab => snapshot.context.tab;
export const selectLoginMode = (snapshot: SignInSnapshot): LoginMode => snapshot.context.loginMode;
export const selectRegisterType = (snapshot: SignInSnapshot): RegisterType =>
  snapshot.context.registerType;
export const selectLoginValues = (snapshot: SignInSnapshot): LoginValues => snapshot.context.login;
export const selectRegisterValues = (snapshot: SignInSnapshot): RegisterValues =>
  snapshot.context.register;
/** The login form's errors to show: none before its first submit attempt (§4, §5). */
export const selectLoginErrors = (snapshot: SignInSnapshot): LoginErrors => {
  const result = validateLogin(snapshot.context);
  return result.ok ? {} : visibleErrors(result.errors, snapshot.context.loginSubmitted);
};
/** The registration form's errors to show: none before its first submit attempt. */
export const selectRegisterErrors = (snapshot: SignInSnapshot): RegisterErrors => {
  const result = validateRegister(snapshot.context);
  return result.ok ? {} : visibleErrors(result.errors, snapshot.context.registerSubmitted);
};
/** Why the last login failed, or null. */
export const selectLoginFailure = (snapshot: SignInSnapshot): ApiDetail | null =>
  snapshot.context.loginError;
/** Why the last registration failed, or null. */
export const selectRegisterFailure = (snapshot: SignInSnapshot): RegisterFailure | null =>
  snapshot.context.registerError;
/** A login or registration request runs. */
export const selectSignInBusy = (snapshot: SignInSnapshot): boolean => snapshot.hasTag('busy');
/** Which form's request runs, or null. */
export const selectSignInPending = (snapshot: SignInSnapshot): SignInTab | null => {
  if (snapshot.matches('loggingIn')) return 'login';
  if (snapshot.matches('registering')) return 'register';
  return null;
};

function sameFieldError(a: FieldError | undefined, b: FieldError | undefined): boolean {
  return (
    a?.key === b?.key && a?.params?.min === b?.params?.min && a?.params?.max === b?.params?.max
  );
}

/** Two error sets show the same messages (for `useSelector`'s compare). */
export function sameFieldErrors<Field extends string>(
  a: Partial<Record<Field, FieldError>>,
  b: Partial<Record<Field, FieldError>>,
): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as Field[]);
  return [...keys].every((key) => sameFieldError(a[key], b[key]));
}
