import { describe, expect, it } from 'vitest';
import {
  loginByEmailSchema,
  loginByPhoneSchema,
  registerJuridicalSchema,
  registerPhysicalSchema,
  restoreByEmailSchema,
  restoreByPhoneSchema,
  toLoginPayload,
  toRegisterPayload,
  toRestoreByEmailPayload,
  toRestoreByPhonePayload,
  validateForm,
} from '../rules/validation.js';
import {
  checkTokenResponseSchema,
  googleTokenRequestSchema,
  googleTokenResponseSchema,
  googleUserInfoSchema,
  localUserResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  passwordResetConfirmRequestSchema,
  passwordResetEmailRequestSchema,
  passwordResetPhoneRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  setPasswordRequestSchema,
  socialLoginRequestSchema,
  tokenResponseSchema,
} from './auth.js';
import {
  requestErrors,
  sampleJuridicalRegistration,
  samplePhysicalRegistration,
  sampleUserAccount,
} from './samples.test-helpers.js';

describe('login', () => {
  it('by phone or by e-mail', () => {
    expect(requestErrors(loginRequestSchema, { username: '+37369123456', password: 'x' })).toBe(
      undefined,
    );
    expect(
      requestErrors(loginRequestSchema, { username: 'ion@example.md', password: 'parola123' }),
    ).toBeUndefined();
  });

  it('the error key follows the mode the shopper used', () => {
    expect(requestErrors(loginRequestSchema, { username: '069123456', password: '' })).toEqual({
      username: { key: 'phone' },
      password: { key: 'required' },
    });
    expect(requestErrors(loginRequestSchema, { username: 'ion@', password: 'p' })).toEqual({
      username: { key: 'email' },
    });
    expect(requestErrors(loginRequestSchema, {})).toEqual({
      username: { key: 'required' },
      password: { key: 'required' },
    });
  });

  it('answers: auth_token, token', () => {
    expect(loginResponseSchema.parse({ auth_token: 'a1b2', expiry: null })).toEqual({
      auth_token: 'a1b2',
    });
    expect(loginResponseSchema.safeParse({}).success).toBe(false);
    expect(tokenResponseSchema.parse({ token: 'f00d' })).toEqual({ token: 'f00d' });
    expect(requestErrors(socialLoginRequestSchema, { access_token: '' })).toEqual({
      access_token: { key: 'required' },
    });
  });

  it('check-token reads the token field', () => {
    expect(checkTokenResponseSchema.parse({ token: 'a1b2' }).token).toBe('a1b2');
    expect(checkTokenResponseSchema.parse({ token: '' }).token).toBeNull();
    expect(checkTokenResponseSchema.parse({ detail: 'invalid' }).token).toBeNull();
  });

  it('local strategy user is read from user', () => {
    expect(localUserResponseSchema.parse({ user: sampleUserAccount() }).user?.first_name).toBe(
      'Ion',
    );
    expect(localUserResponseSchema.parse({}).user).toBeNull();
  });
});

describe('registration', () => {
  it('a physical person', () => {
    expect(requestErrors(registerRequestSchema, samplePhysicalRegistration())).toBeUndefined();
  });

  it('a juridical person with company data; TVA is optional', () => {
    expect(requestErrors(registerRequestSchema, sampleJuridicalRegistration())).toBeUndefined();
    expect(
      requestErrors(registerRequestSchema, sampleJuridicalRegistration({ tva: '' })),
    ).toBeUndefined();
  });

  it('§5 rules with message keys', () => {
    expect(
      requestErrors(
        registerRequestSchema,
        samplePhysicalRegistration({ email: 'ion', username: '+373 69 12', password: '1234567' }),
      ),
    ).toEqual({
      email: { key: 'email' },
      username: { key: 'phone' },
      password: { key: 'password', params: { min: 8 } },
    });
    expect(
      requestErrors(
        registerRequestSchema,
        sampleJuridicalRegistration({
          company_name: 'SR',
          idno: '100360001',
          tva: '04123',
          iban: 'MD24AG0002251',
          bic: '',
        }),
      ),
    ).toEqual({
      company_name: { key: 'minLength', params: { min: 3 } },
      idno: { key: 'minLength', params: { min: 13 } },
      tva: { key: 'minLength', params: { min: 7 } },
      iban: { key: 'minLength', params: { min: 24 } },
      bic: { key: 'required' },
    });
  });

  it('a physical body may not carry company fields, an unknown person type is refused', () => {
    expect(
      requestErrors(registerRequestSchema, { ...samplePhysicalRegistration(), idno: '1' }),
    ).toEqual({ _form: { key: 'required' } });
    expect(
      requestErrors(registerRequestSchema, { ...samplePhysicalRegistration(), person_type: 'x' }),
    ).toEqual({ person_type: { key: 'required' } });
  });

  it('a confirmation, when sent, must equal the password', () => {
    expect(
      requestErrors(registerRequestSchema, {
        ...samplePhysicalRegistration(),
        re_password: 'alta-parola',
      }),
    ).toEqual({ re_password: { key: 'sameAs' } });
    expect(
      requestErrors(registerRequestSchema, {
        ...samplePhysicalRegistration(),
        re_password: 'parola-sigura',
      }),
    ).toBeUndefined();
  });

  it('the answer is the created account', () => {
    expect(
      registerResponseSchema.parse({ id: 77, email: 'ion@example.md', username: '+37369123456' }),
    ).toEqual({ id: 77, email: 'ion@example.md', username: '+37369123456' });
  });
});

describe('passwords', () => {
  it('change: current, new (min 8), confirmation equal', () => {
    expect(
      requestErrors(setPasswordRequestSchema, {
        current_password: 'veche',
        new_password: 'noua-parola',
        re_new_password: 'noua-parola',
      }),
    ).toBeUndefined();
    expect(
      requestErrors(setPasswordRequestSchema, {
        current_password: 'veche',
        new_password: 'noua-parola',
        re_new_password: 'alta',
      }),
    ).toEqual({ re_new_password: { key: 'sameAs' } });
  });

  it('restore by e-mail or phone', () => {
    expect(requestErrors(passwordResetEmailRequestSchema, { email: 'ion@' })).toEqual({
      email: { key: 'email' },
    });
    expect(requestErrors(passwordResetPhoneRequestSchema, { phone: '+373 (69) 123-456' })).toEqual({
      phone: { key: 'phone' },
    });
    expect(
      requestErrors(passwordResetPhoneRequestSchema, { phone: '+37369123456' }),
    ).toBeUndefined();
  });

  it('confirm: password and token', () => {
    expect(
      requestErrors(passwordResetConfirmRequestSchema, { password: 'scurt', token: '' }),
    ).toEqual({ password: { key: 'password', params: { min: 8 } }, token: { key: 'required' } });
  });
});

describe('Google OAuth', () => {
  it('the token form body and the answers', () => {
    expect(
      googleTokenRequestSchema.safeParse({
        code: '4/abc',
        client_id: 'shop.apps.googleusercontent.com',
        redirect_uri: 'http://localhost:3000/login',
        response_type: 'code',
        grant_type: 'authorization_code',
      }).success,
    ).toBe(true);
    expect(googleTokenResponseSchema.parse({ access_token: 'ya29.x', expires_in: 3599 })).toEqual({
      access_token: 'ya29.x',
      token_type: 'Bearer',
      expires_in: 3599,
    });
    expect(googleUserInfoSchema.parse({ sub: '42', email: 'ion@gmail.com' })).toMatchObject({
      sub: '42',
      email: 'ion@gmail.com',
      name: null,
    });
  });
});

describe('a valid form becomes a body the server accepts', () => {
  const form = {
    email: 'ion.popescu@example.md',
    phone: '+373 (69) 123-456',
    password: 'parola-sigura',
    passwordConfirm: 'parola-sigura',
    agreement: true,
  };

  it('physical and juridical registration', () => {
    const physical = validateForm(registerPhysicalSchema, form);
    expect(physical.ok).toBe(true);
    if (!physical.ok) return;
    const physicalBody = toRegisterPayload(physical.data);
    expect(requestErrors(registerRequestSchema, physicalBody)).toBeUndefined();
    expect(physicalBody.username).toBe('+37369123456');

    const juridical = validateForm(registerJuridicalSchema, {
      ...form,
      companyName: 'Mobila Nord SRL',
      idno: '1003600023456',
      tva: '',
      iban: 'MD55AG000000225100013104',
      bic: 'AGRNMD2X',
    });
    expect(juridical.ok).toBe(true);
    if (!juridical.ok) return;
    expect(requestErrors(registerRequestSchema, toRegisterPayload(juridical.data))).toBeUndefined();
  });

  it('login by phone and by e-mail, restore by phone and by e-mail', () => {
    const byPhone = validateForm(loginByPhoneSchema, { phone: form.phone, password: 'x' });
    const byEmail = validateForm(loginByEmailSchema, {
      email: form.email,
      password: form.password,
    });
    const restorePhone = validateForm(restoreByPhoneSchema, { phone: form.phone });
    const restoreEmail = validateForm(restoreByEmailSchema, { email: form.email });
    if (!byPhone.ok || !byEmail.ok || !restorePhone.ok || !restoreEmail.ok) {
      throw new Error('the sample forms must be valid');
    }
    expect(requestErrors(loginRequestSchema, toLoginPayload(byPhone.data))).toBeUndefined();
    expect(requestErrors(loginRequestSchema, toLoginPayload(byEmail.data))).toBeUndefined();
    expect(
      requestErrors(passwordResetPhoneRequestSchema, toRestoreByPhonePayload(restorePhone.data)),
    ).toBeUndefined();
    expect(
      requestErrors(passwordResetEmailRequestSchema, toRestoreByEmailPayload(restoreEmail.data)),
    ).toBeUndefined();
  });
});
