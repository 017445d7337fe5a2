import { profileDataSchema, type ProfileData } from '@shop/core/contract';
import { ApiError, fieldErrorsFromBody } from '@shop/core/client';
import { fromPromise } from 'xstate';
import type {
  LoginValues,
  RegisterValues,
  SignInLoginInput,
  SignInRegisterInput,
} from '../sign-in.types.js';
import { EMPTY_LOGIN_VALUES, EMPTY_REGISTER_VALUES } from '../sign-in.types.js';

/**
 * Sample accounts, form values and fake actors for the stories and tests. Names, addresses and
 * server messages are sample content, not catalogue strings.
 */

/** The password the fake actors accept. */
export const SAMPLE_PASSWORD = 'parola123';

/** An e-mail the fake registration refuses as taken (`{ email: { key: 'taken' } }`). */
export const TAKEN_EMAIL = 'ocupat@example.md';

/** A password the fake registration refuses with a server message under the password field. */
export const COMMON_PASSWORD = 'password';

/** The signed-in customer the fake actors answer with. */
export const SAMPLE_PROFILE: ProfileData = profileDataSchema.parse({
  user: {
    id: 42,
    email: 'ion.popescu@example.md',
    username: '+37369123456',
    first_name: 'Ion',
    last_name: 'Popescu',
    person_type: 'physical',
    birth_date: null,
    address: null,
    company_name: null,
    idno: null,
    tva: null,
    iban: null,
    bic: null,
  },
  is_juridical: false,
});

/** A filled login form (phone mode). */
export const SAMPLE_LOGIN: LoginValues = {
  ...EMPTY_LOGIN_VALUES,
  phone: '+373 (69) 123-456',
  email: 'ion.popescu@example.md',
  password: SAMPLE_PASSWORD,
};

/** A filled registration form of a physical person, agreement ticked. */
export const SAMPLE_REGISTER: RegisterValues = {
  ...EMPTY_REGISTER_VALUES,
  email: 'maria.rusu@example.md',
  phone: '+373 (79) 555-010',
  password: 'parola-noua-2024',
  passwordConfirm: 'parola-noua-2024',
  agreement: true,
};

/** A filled registration form of a company. */
export const SAMPLE_JURIDICAL: RegisterValues = {
  ...SAMPLE_REGISTER,
  email: 'office@constructmax.md',
  companyName: 'ConstructMax SRL',
  idno: '1012600012348',
  tva: '0212345',
  iban: 'MD24AG000225100013104168',
  bic: 'AGRNMD2X',
};

/** A refusal as the client reports it: an HTTP error with the API's body. */
export function httpError(status: number, body: unknown): ApiError {
  return new ApiError({
    code: 'http',
    method: 'POST',
    url: '/auth/',
    status,
    body,
    fieldErrors: fieldErrorsFromBody(body),
  });
}

/** No answer: the network is down. */
export function networkError(): ApiError {
  return new ApiError({ code: 'network', method: 'POST', url: '/auth/' });
}

/**
 * A fake login: the sample password signs in; a username containing 'offline' fails without an
 * answer; 'blocked' is refused with too_many_requests; anything else with invalid_credentials.
 */
export const fakeLogin = fromPromise<ProfileData, SignInLoginInput>(({ input }) => {
  if (input.username.includes('offline')) return Promise.reject(networkError());
  if (input.username.includes('blocked')) {
    return Promise.reject(httpError(429, { detail: 'too_many_requests' }));
  }
  if (input.password !== SAMPLE_PASSWORD) {
    return Promise.reject(httpError(400, { detail: 'invalid_credentials' }));
  }
  return Promise.resolve(SAMPLE_PROFILE);
});

/**
 * A fake registration: the taken e-mail is refused as our API does
 * (`{ detail, email: { key: 'taken' } }`), the common password as a Django-style server would
 * (`{ password: ['…'] }`); anything else registers.
 */
export const fakeRegister = fromPromise<ProfileData, SignInRegisterInput>(({ input }) => {
  if (input.email === TAKEN_EMAIL) {
    return Promise.reject(httpError(400, { detail: 'invalid_request', email: { key: 'taken' } }));
  }
  if (input.password.startsWith(COMMON_PASSWORD)) {
    return Promise.reject(httpError(400, { password: ['Această parolă este prea comună.'] }));
  }
  return Promise.resolve(SAMPLE_PROFILE);
});
