import type { ProfileData } from '@shop/core/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  httpError,
  networkError,
  SAMPLE_JURIDICAL,
  SAMPLE_LOGIN,
  SAMPLE_PASSWORD,
  SAMPLE_PROFILE,
  SAMPLE_REGISTER,
} from './examples/sign-in.samples.js';
import {
  loginFailure,
  registerFailure,
  sameFieldErrors,
  selectLoginErrors,
  selectLoginFailure,
  selectLoginMode,
  selectLoginValues,
  selectRegisterErrors,
  selectRegisterFailure,
  selectRegisterType,
  selectRegisterValues,
  selectSignInBusy,
  selectSignInPending,
  selectSignInTab,
  signInLoginActor,
  signInMachine,
  signInRegisterActor,
  type SignInEmitted,
  type SignInMachine,
  type SignInMachineInput,
} from './sign-in.machine.js';
import type {
  RegisterValues,
  SignInChange,
  SignInLoginInput,
  SignInRegisterInput,
} from './sign-in.types.js';

/** One call of a fake actor, answered by the test. */
interface Call<Input> {
  input: Input;
  signal: AbortSignal;
  resolve: (profile: ProfileData) => void;
  reject: (error: unknown) => void;
}

const running: Actor<SignInMachine>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function setupSignIn(input: SignInMachineInput = {}, machine: SignInMachine = signInMachine) {
  const logins: Call<SignInLoginInput>[] = [];
  const registrations: Call<SignInRegisterInput>[] = [];
  const provided = machine.provide({
    actors: {
      login: fromPromise<ProfileData, SignInLoginInput>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            logins.push({ input, signal, resolve, reject });
          }),
      ),
      register: fromPromise<ProfileData, SignInRegisterInput>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            registrations.push({ input, signal, resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(provided, { input });
  running.push(actor);
  const emitted: SignInEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const change = (edit: SignInChange) => actor.send({ type: 'CHANGE', ...edit });
  const fillLogin = (values = SAMPLE_LOGIN) => {
    change({ form: 'login', field: 'phone', value: values.phone });
    change({ form: 'login', field: 'email', value: values.email });
    change({ form: 'login', field: 'password', value: values.password });
  };
  const fillRegister = (values: RegisterValues = SAMPLE_REGISTER) => {
    for (const field of Object.keys(values) as (keyof RegisterValues)[]) {
      change({ form: 'register', field, value: values[field] } as SignInChange);
    }
  };
  return { actor, logins, registrations, emitted, snapshot, change, fillLogin, fillRegister };
}

/** Lets settled promises reach the machine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('signInMachine: start', () => {
  it('starts on the phone login, physical registration, remember-me on, agreement off', () => {
    const { snapshot } = setupSignIn();
    expect(snapshot().value).toBe('idle');
    expect(selectSignInTab(snapshot())).toBe('login');
    expect(selectLoginMode(snapshot())).toBe('phone');
    expect(selectRegisterType(snapshot())).toBe('physical');
    expect(selectLoginValues(snapshot())).toEqual({
      phone: '+373',
      email: '',
      password: '',
      remember: true,
    });
    expect(selectRegisterValues(snapshot()).agreement).toBe(false);
    expect(selectRegisterValues(snapshot()).phone).toBe('+373');
    expect(selectSignInBusy(snapshot())).toBe(false);
  });

  it('takes the tab, login mode and registration type from its input', () => {
    const { snapshot } = setupSignIn({
      tab: 'register',
      loginMode: 'email',
      registerType: 'juridical',
    });
    expect(selectSignInTab(snapshot())).toBe('register');
    expect(selectLoginMode(snapshot())).toBe('email');
    expect(selectRegisterType(snapshot())).toBe('juridical');
  });
});

describe('signInMachine: switching', () => {
  it('SWITCH_TAB shows the other tab, each form keeping its values', () => {
    const { actor, snapshot, fillLogin } = setupSignIn();
    fillLogin();
    actor.send({ type: 'SWITCH_TAB', tab: 'register' });
    expect(selectSignInTab(snapshot())).toBe('register');
    actor.send({ type: 'SWITCH_TAB', tab: 'login' });
    expect(selectLoginValues(snapshot()).password).toBe(SAMPLE_PASSWORD);
  });

  it('SWITCH_LOGIN_MODE changes the mode; the other form waits for its own submit', () => {
    const { actor, snapshot } = setupSignIn();
    actor.send({ type: 'SUBMIT' });
    expect(selectLoginErrors(snapshot())).toHaveProperty('phone');
    actor.send({ type: 'SWITCH_LOGIN_MODE', mode: 'email' });
    expect(selectLoginMode(snapshot())).toBe('email');
    expect(selectLoginErrors(snapshot())).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(selectLoginErrors(snapshot())).toEqual({
      email: { key: 'required' },
      password: { key: 'required' },
    });
  });

  it('SWITCH_REGISTER_TYPE changes the registration form and keeps the shared fields', () => {
    const { actor, snapshot, fillRegister } = setupSignIn({ tab: 'register' });
    fillRegister();
    actor.send({ type: 'SWITCH_REGISTER_TYPE', registerType: 'juridical' });
    expect(selectRegisterType(snapshot())).toBe('juridical');
    expect(selectRegisterValues(snapshot()).email).toBe(SAMPLE_REGISTER.email);
    actor.send({ type: 'SUBMIT' });
    expect(Object.keys(selectRegisterErrors(snapshot())).sort()).toEqual([
      'bic',
      'companyName',
      'iban',
      'idno',
    ]);
    actor.send({ type: 'SWITCH_REGISTER_TYPE', registerType: 'physical' });
    expect(selectRegisterErrors(snapshot())).toEqual({});
  });
});

describe('signInMachine: CHANGE and errors', () => {
  it('stores edits; a phone is re-masked by core', () => {
    const { snapshot, change } = setupSignIn();
    change({ form: 'login', field: 'phone', value: '069123456' });
    change({ form: 'login', field: 'remember', value: false });
    change({ form: 'register', field: 'agreement', value: true });
    change({ form: 'register', field: 'idno', value: '1012600012348' });
    expect(selectLoginValues(snapshot()).phone).toBe('+373 (69) 123-456');
    expect(selectLoginValues(snapshot()).remember).toBe(false);
    expect(selectRegisterValues(snapshot()).agreement).toBe(true);
    expect(selectRegisterValues(snapshot()).idno).toBe('1012600012348');
  });

  it('shows no error before the first submit attempt, then every error of the form', () => {
    const { actor, snapshot, change, logins } = setupSignIn();
    change({ form: 'login', field: 'phone', value: '+373 (69) 12' });
    expect(selectLoginErrors(snapshot())).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('idle');
    expect(logins).toHaveLength(0);
    expect(selectLoginErrors(snapshot())).toEqual({
      phone: { key: 'phone' },
      password: { key: 'required' },
    });
    // Errors follow the values from then on.
    change({ form: 'login', field: 'phone', value: '+373 (69) 123-456' });
    expect(selectLoginErrors(snapshot())).toEqual({ password: { key: 'required' } });
    // The registration form was not submitted: its errors still wait.
    expect(selectRegisterErrors(snapshot())).toEqual({});
  });

  it('email login: email required and valid, password at least 8 (§5)', () => {
    const { actor, snapshot, change } = setupSignIn({ loginMode: 'email' });
    change({ form: 'login', field: 'email', value: 'ion@' });
    change({ form: 'login', field: 'password', value: 'scurt' });
    actor.send({ type: 'SUBMIT' });
    expect(selectLoginErrors(snapshot())).toEqual({
      email: { key: 'email' },
      password: { key: 'password', params: { min: 8 } },
    });
  });

  it('registration: the agreement must be ticked and the confirmation must match', () => {
    const { actor, snapshot, fillRegister, registrations } = setupSignIn({ tab: 'register' });
    fillRegister({ ...SAMPLE_REGISTER, passwordConfirm: 'alta-parola', agreement: false });
    actor.send({ type: 'SUBMIT' });
    expect(registrations).toHaveLength(0);
    expect(selectRegisterErrors(snapshot())).toEqual({
      passwordConfirm: { key: 'sameAs' },
      agreement: { key: 'required' },
    });
  });

  it('a change of validity clears the stored login and register errors; other edits keep them', async () => {
    const { actor, snapshot, change, fillLogin, logins } = setupSignIn();
    fillLogin();
    actor.send({ type: 'SUBMIT' });
    logins[0]?.reject(httpError(400, { detail: 'invalid_credentials' }));
    await settle();
    expect(selectLoginFailure(snapshot())).toBe('invalid_credentials');
    // Still valid: the message stays.
    change({ form: 'login', field: 'password', value: 'alta-parola' });
    expect(selectLoginFailure(snapshot())).toBe('invalid_credentials');
    // Valid → invalid: cleared.
    change({ form: 'login', field: 'password', value: '' });
    expect(selectLoginFailure(snapshot())).toBeNull();
  });

  it('a validity change of either form clears both forms’ server errors', async () => {
    const { actor, snapshot, change, fillRegister, registrations } = setupSignIn({
      tab: 'register',
    });
    fillRegister();
    actor.send({ type: 'SUBMIT' });
    registrations[0]?.reject(httpError(400, { email: ['Taken.'] }));
    await settle();
    expect(selectRegisterFailure(snapshot())).toEqual({ type: 'email', message: 'Taken.' });
    // The (empty) login form becomes valid by these edits.
    change({ form: 'login', field: 'phone', value: '+373 (69) 123-456' });
    expect(selectRegisterFailure(snapshot())).not.toBeNull();
    change({ form: 'login', field: 'password', value: 'x' });
    expect(selectRegisterFailure(snapshot())).toBeNull();
  });

  it('OPENED clears the server errors of both forms, and nothing else', async () => {
    const { actor, snapshot, fillLogin, fillRegister, logins, registrations } = setupSignIn();
    // Both forms filled first: an edit that changes validity would clear the errors itself.
    fillLogin();
    fillRegister();
    actor.send({ type: 'SUBMIT' });
    logins[0]?.reject(networkError());
    await settle();
    actor.send({ type: 'SWITCH_TAB', tab: 'register' });
    actor.send({ type: 'SUBMIT' });
    registrations[0]?.reject(networkError());
    await settle();
    expect(selectLoginFailure(snapshot())).toBe('network');
    expect(selectRegisterFailure(snapshot())).toEqual({ type: 'detail', detail: 'network' });
    actor.send({ type: 'OPENED' });
    expect(selectLoginFailure(snapshot())).toBeNull();
    expect(selectRegisterFailure(snapshot())).toBeNull();
    expect(selectSignInTab(snapshot())).toBe('register');
    expect(selectRegisterValues(snapshot()).email).toBe(SAMPLE_REGISTER.email);
  });
});

describe('signInMachine: login', () => {
  it('sends the phone as + and digits with remember-me, passes a signal, and is busy', () => {
    const { actor, snapshot, fillLogin, logins } = setupSignIn();
    fillLogin();
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('loggingIn');
    expect(selectSignInBusy(snapshot())).toBe(true);
    expect(selectSignInPending(snapshot())).toBe('login');
    expect(logins).toHaveLength(1);
    expect(logins[0]?.input).toEqual({
      username: '+37369123456',
      password: SAMPLE_PASSWORD,
      remember: true,
    });
    expect(logins[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends the e-mail as the username in e-mail mode', () => {
    const { actor, fillLogin, logins } = setupSignIn({ loginMode: 'email' });
    fillLogin();
    actor.send({ type: 'SUBMIT' });
    expect(logins[0]?.input.username).toBe(SAMPLE_LOGIN.email);
  });

  it('on success emits signedIn and clears the form, keeping remember-me', async () => {
    const { actor, snapshot, change, fillLogin, logins, emitted } = setupSignIn();
    fillLogin();
    change({ form: 'login', field: 'remember', value: false });
    actor.send({ type: 'SUBMIT' });
    logins[0]?.resolve(SAMPLE_PROFILE);
    await settle();
    expect(emitted).toEqual([
      { type: 'signedIn', profile: SAMPLE_PROFILE, remember: false, via: 'login' },
    ]);
    expect(snapshot().value).toBe('idle');
    expect(selectLoginValues(snapshot())).toEqual({
      phone: '+373',
      email: '',
      password: '',
      remember: false,
    });
    // A cleared form is a fresh one: no 'required' errors on it.
    expect(selectLoginErrors(snapshot())).toEqual({});
  });

  it('on failure keeps the values and stores the detail code (§8)', async () => {
    const { actor, snapshot, fillLogin, logins, emitted } = setupSignIn();
    fillLogin();
    actor.send({ type: 'SUBMIT' });
    logins[0]?.reject(httpError(400, { detail: 'invalid_credentials' }));
    await settle();
    expect(snapshot().value).toBe('idle');
    expect(selectLoginFailure(snapshot())).toBe('invalid_credentials');
    expect(selectLoginValues(snapshot()).password).toBe(SAMPLE_PASSWORD);
    expect(emitted).toEqual([]);
  });

  it('a new submit clears the previous failure while it runs', async () => {
    const { actor, snapshot, fillLogin, logins } = setupSignIn();
    fillLogin();
    actor.send({ type: 'SUBMIT' });
    logins[0]?.reject(httpError(429, { detail: 'too_many_requests' }));
    await settle();
    expect(selectLoginFailure(snapshot())).toBe('too_many_requests');
    actor.send({ type: 'SUBMIT' });
    expect(selectLoginFailure(snapshot())).toBeNull();
    expect(logins).toHaveLength(2);
  });

  it('while busy, edits, mode switches, submits and social buttons wait; tabs still switch', () => {
    const { actor, snapshot, change, fillLogin, logins, emitted } = setupSignIn();
    fillLogin();
    actor.send({ type: 'SUBMIT' });
    change({ form: 'login', field: 'password', value: 'alta' });
    actor.send({ type: 'SWITCH_LOGIN_MODE', mode: 'email' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SOCIAL', provider: 'google' });
    expect(selectLoginValues(snapshot()).password).toBe(SAMPLE_PASSWORD);
    expect(selectLoginMode(snapshot())).toBe('phone');
    expect(logins).toHaveLength(1);
    expect(emitted).toEqual([]);
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'SWITCH_TAB', tab: 'register' });
    expect(selectSignInTab(snapshot())).toBe('register');
    expect(selectSignInBusy(snapshot())).toBe(true);
  });

  it('stopping the machine aborts the running request', () => {
    const { actor, fillLogin, logins } = setupSignIn();
    fillLogin();
    actor.send({ type: 'SUBMIT' });
    const signal = logins[0]?.signal;
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });

  it('the shipped actors fail with "not provided", which reads as internal_error', async () => {
    const actor = createActor(signInMachine, { input: {} });
    running.push(actor);
    actor.start();
    actor.send({ type: 'CHANGE', form: 'login', field: 'phone', value: SAMPLE_LOGIN.phone });
    actor.send({ type: 'CHANGE', form: 'login', field: 'password', value: 'x' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(selectLoginFailure(actor.getSnapshot())).toBe('internal_error');

    for (const stub of [signInLoginActor, signInRegisterActor] as const) {
      const ref = createActor(stub as typeof signInLoginActor, {
        input: { username: '+37369123456', password: 'x', remember: true },
      });
      const failed = new Promise((resolve) => ref.subscribe({ error: resolve }));
      ref.start();
      expect(String(await failed)).toMatch(/not provided: supply it with signInMachine\.provide/);
    }
  });
});

describe('signInMachine: registration', () => {
  it('sends a physical registration: phone as username, remember-me of the login form', () => {
    const { actor, snapshot, fillRegister, registrations } = setupSignIn({ tab: 'register' });
    fillRegister();
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('registering');
    expect(selectSignInPending(snapshot())).toBe('register');
    expect(registrations[0]?.input).toEqual({
      email: SAMPLE_REGISTER.email,
      username: '+37379555010',
      password: SAMPLE_REGISTER.password,
      person_type: 'physical',
      remember: true,
    });
    expect(registrations[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends a juridical registration with the company fields; an empty TVA is left out', () => {
    const { actor, fillRegister, registrations } = setupSignIn({
      tab: 'register',
      registerType: 'juridical',
    });
    fillRegister({ ...SAMPLE_JURIDICAL, tva: '' });
    actor.send({ type: 'SUBMIT' });
    expect(registrations[0]?.input).toEqual({
      email: SAMPLE_JURIDICAL.email,
      username: '+37379555010',
      password: SAMPLE_JURIDICAL.password,
      company_name: SAMPLE_JURIDICAL.companyName,
      idno: SAMPLE_JURIDICAL.idno,
      iban: SAMPLE_JURIDICAL.iban,
      bic: SAMPLE_JURIDICAL.bic,
      person_type: 'juridical',
      remember: true,
    });
  });

  it('on success emits signedIn via register and clears the form, keeping the type', async () => {
    const { actor, snapshot, fillRegister, registrations, emitted } = setupSignIn({
      tab: 'register',
      registerType: 'juridical',
    });
    fillRegister(SAMPLE_JURIDICAL);
    actor.send({ type: 'SUBMIT' });
    registrations[0]?.resolve(SAMPLE_PROFILE);
    await settle();
    expect(emitted).toEqual([
      { type: 'signedIn', profile: SAMPLE_PROFILE, remember: true, via: 'register' },
    ]);
    expect(selectRegisterValues(snapshot()).email).toBe('');
    expect(selectRegisterValues(snapshot()).companyName).toBe('');
    expect(selectRegisterValues(snapshot()).agreement).toBe(false);
    expect(selectRegisterType(snapshot())).toBe('juridical');
    expect(selectRegisterErrors(snapshot())).toEqual({});
  });

  it('on failure stores the error placed by its type (§8) and keeps the values', async () => {
    const { actor, snapshot, fillRegister, registrations } = setupSignIn({ tab: 'register' });
    fillRegister();
    actor.send({ type: 'SUBMIT' });
    registrations[0]?.reject(httpError(400, { password: ['Această parolă este prea comună.'] }));
    await settle();
    expect(selectRegisterFailure(snapshot())).toEqual({
      type: 'password',
      message: 'Această parolă este prea comună.',
    });
    expect(selectRegisterValues(snapshot()).email).toBe(SAMPLE_REGISTER.email);
  });
});

describe('signInMachine: social and restore', () => {
  it('SOCIAL emits socialRequested with the provider', () => {
    const { actor, emitted } = setupSignIn();
    actor.send({ type: 'SOCIAL', provider: 'facebook' });
    expect(emitted).toEqual([{ type: 'socialRequested', provider: 'facebook' }]);
  });

  it('FORGOT_PASSWORD emits restoreRequested, even while a request runs', () => {
    const { actor, emitted, fillLogin } = setupSignIn();
    actor.send({ type: 'FORGOT_PASSWORD' });
    fillLogin();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'FORGOT_PASSWORD' });
    expect(emitted).toEqual([{ type: 'restoreRequested' }, { type: 'restoreRequested' }]);
  });
});

describe('failure codes', () => {
  it('loginFailure reads the API detail; no answer is network; anything else internal_error', () => {
    expect(loginFailure(httpError(400, { detail: 'invalid_credentials' }))).toBe(
      'invalid_credentials',
    );
    expect(loginFailure(httpError(429, { detail: 'too_many_requests' }))).toBe('too_many_requests');
    expect(loginFailure(networkError())).toBe('network');
    // A server's prose is never shown (§8).
    expect(loginFailure(httpError(400, { detail: 'Unable to log in.' }))).toBe('internal_error');
    expect(loginFailure(httpError(500, 'Bad gateway'))).toBe('internal_error');
    expect(loginFailure(new Error('boom'))).toBe('internal_error');
  });

  it('registerFailure reads username, email, password, person_type in that order (§5)', () => {
    expect(
      registerFailure(httpError(400, { password: ['Too common.'], username: ['Taken.'] })),
    ).toEqual({ type: 'username', message: 'Taken.' });
    expect(
      registerFailure(httpError(400, { detail: 'invalid_request', email: { key: 'taken' } })),
    ).toEqual({ type: 'email', message: 'taken' });
    expect(registerFailure(httpError(400, { person_type: 'Invalid.' }))).toEqual({
      type: 'person_type',
      message: 'Invalid.',
    });
  });

  it('registerFailure without a field message falls back to the detail code', () => {
    expect(registerFailure(httpError(429, { detail: 'too_many_requests' }))).toEqual({
      type: 'detail',
      detail: 'too_many_requests',
    });
    expect(registerFailure(httpError(400, { first_name: ['Required.'] }))).toEqual({
      type: 'detail',
      detail: 'internal_error',
    });
    expect(registerFailure(networkError())).toEqual({ type: 'detail', detail: 'network' });
  });

  it('sameFieldErrors compares keys and bounds', () => {
    expect(sameFieldErrors({}, {})).toBe(true);
    expect(sameFieldErrors({ a: { key: 'required' } }, { a: { key: 'required' } })).toBe(true);
    expect(sameFieldErrors({ a: { key: 'required' } }, {})).toBe(false);
    expect(
      sameFieldErrors(
        { a: { key: 'minLength', params: { min: 3 } } },
        { a: { key: 'minLength', params: { min: 4 } } },
      ),
    ).toBe(false);
  });
});
