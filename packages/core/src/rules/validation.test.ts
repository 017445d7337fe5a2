import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from '../zod.js';
import { newsletterSubscribeRequestSchema } from '../contract/account.js';
import { setPasswordRequestSchema } from '../contract/auth.js';
import type { FieldErrors } from './messages.js';
import {
  agreementSchema,
  loginByEmailSchema,
  loginByPhoneSchema,
  maskedPhoneField,
  newPasswordSchema,
  newsletterContactKind,
  newsletterSignupSchema,
  toNewsletterSignupPayload,
  changePasswordSchema,
  toSetPasswordPayload,
  oneClickSchema,
  registerJuridicalSchema,
  registerPhysicalSchema,
  restoreByEmailSchema,
  restoreByPhoneSchema,
  toConfirmPasswordPayload,
  toLoginPayload,
  toOneClickContact,
  toRegisterPayload,
  toRestoreByEmailPayload,
  toRestoreByPhonePayload,
  usernameKind,
  validateForm,
  visibleErrors,
  type FormField,
  type RegisterJuridicalForm,
  type RegisterPhysicalForm,
} from './validation.js';

const PHONE = '+373 (69) 123-456';
const errorsOf = <Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): FieldErrors<FormField<Schema>> => {
  const result = validateForm(schema, values);
  return result.ok ? {} : result.errors;
};

const physical: RegisterPhysicalForm = {
  email: 'ion.popescu@example.md',
  phone: PHONE,
  password: 'parola123',
  passwordConfirm: 'parola123',
  agreement: true,
};

const juridical: RegisterJuridicalForm = {
  ...physical,
  companyName: 'Agro SRL',
  idno: '1003600023456',
  tva: '',
  iban: 'MD55AG000000225100013104',
  bic: 'AGRNMD2X',
};

describe('maskedPhoneField (§5 phone at least 17)', () => {
  const phoneError = (value: unknown) =>
    errorsOf(z.object({ phone: maskedPhoneField }), { phone: value }).phone;

  it('the bare +373 the input starts with is required', () => {
    expect(phoneError('+373')).toEqual({ key: 'required' });
    expect(phoneError('')).toEqual({ key: 'required' });
    expect(phoneError(undefined)).toEqual({ key: 'required' });
  });

  it('fewer than 17 characters is phone', () => {
    expect(phoneError('+373 (69) 123-45')).toEqual({ key: 'phone' });
    expect(phoneError('+373 (6')).toEqual({ key: 'phone' });
    expect(phoneError('069123456')).toEqual({ key: 'phone' });
  });

  it('the whole 17-character mask passes', () => {
    expect(PHONE).toHaveLength(17);
    expect(phoneError(PHONE)).toBeUndefined();
  });
});

describe('login forms (§5)', () => {
  it('by phone: phone required and complete, password required (no length rule)', () => {
    expect(errorsOf(loginByPhoneSchema, { phone: '+373', password: '' })).toEqual({
      phone: { key: 'required' },
      password: { key: 'required' },
    });
    expect(errorsOf(loginByPhoneSchema, { phone: '+373 (69) 1', password: 'x' })).toEqual({
      phone: { key: 'phone' },
    });
    expect(validateForm(loginByPhoneSchema, { phone: PHONE, password: 'old' })).toEqual({
      ok: true,
      data: { phone: PHONE, password: 'old' },
    });
  });

  it('by email: email required and valid, password at least 8', () => {
    expect(errorsOf(loginByEmailSchema, { email: '', password: '' })).toEqual({
      email: { key: 'required' },
      password: { key: 'required' },
    });
    expect(errorsOf(loginByEmailSchema, { email: 'ion@', password: '1234567' })).toEqual({
      email: { key: 'email' },
      password: { key: 'password', params: { min: 8 } },
    });
    expect(errorsOf(loginByEmailSchema, { email: 'ion@example.md', password: '12345678' })).toEqual(
      {},
    );
  });

  it('payload: username is the normalised phone or the email', () => {
    expect(toLoginPayload({ phone: PHONE, password: 'secret' })).toEqual({
      username: '+37369123456',
      password: 'secret',
    });
    expect(toLoginPayload({ email: 'ion@example.md', password: 'parola123' })).toEqual({
      username: 'ion@example.md',
      password: 'parola123',
    });
  });

  it('a login name with @ is an e-mail, any other a phone, a blank one neither', () => {
    expect(usernameKind('+37369123456')).toBe('phone');
    expect(usernameKind('069123456')).toBe('phone');
    expect(usernameKind(' ion@example.md ')).toBe('email');
    expect(usernameKind('  ')).toBeNull();
    for (const values of [
      { phone: PHONE, password: 'secret' },
      { email: 'ion@example.md', password: 'secret' },
    ]) {
      // The payload a form sends is read back as the kind it came from.
      expect(usernameKind(toLoginPayload(values).username)).toBe(
        'phone' in values ? 'phone' : 'email',
      );
    }
  });
});

describe('register physical (§5)', () => {
  it('a complete form is valid', () => {
    expect(validateForm(registerPhysicalSchema, physical).ok).toBe(true);
  });

  it('reports every field of an empty form at once', () => {
    expect(
      errorsOf(registerPhysicalSchema, {
        email: '',
        phone: '+373',
        password: '',
        passwordConfirm: '',
        agreement: false,
      }),
    ).toEqual({
      email: { key: 'required' },
      phone: { key: 'required' },
      password: { key: 'required' },
      passwordConfirm: { key: 'required' },
      agreement: { key: 'required' },
    });
  });

  it('password and confirmation at least 8', () => {
    expect(
      errorsOf(registerPhysicalSchema, {
        ...physical,
        password: 'short',
        passwordConfirm: 'short',
      }),
    ).toEqual({
      password: { key: 'password', params: { min: 8 } },
      passwordConfirm: { key: 'password', params: { min: 8 } },
    });
  });

  it('a different confirmation is sameAs, even while other fields fail', () => {
    expect(errorsOf(registerPhysicalSchema, { ...physical, passwordConfirm: 'parola124' })).toEqual(
      {
        passwordConfirm: { key: 'sameAs' },
      },
    );
    expect(
      errorsOf(registerPhysicalSchema, { ...physical, email: '', passwordConfirm: 'parola124' }),
    ).toEqual({ email: { key: 'required' }, passwordConfirm: { key: 'sameAs' } });
  });

  it('the agreement must be ticked', () => {
    expect(errorsOf(registerPhysicalSchema, { ...physical, agreement: false })).toEqual({
      agreement: { key: 'required' },
    });
  });

  it('payload: username is the normalised phone, person_type physical, no confirmation', () => {
    const result = validateForm(registerPhysicalSchema, {
      ...physical,
      email: ' ion.popescu@example.md ',
    });
    if (!result.ok) throw new Error('expected a valid form');
    expect(toRegisterPayload(result.data)).toEqual({
      email: 'ion.popescu@example.md',
      username: '+37369123456',
      password: 'parola123',
      person_type: 'physical',
    });
  });
});

describe('register juridical (§5)', () => {
  it('a complete form is valid, TVA may be empty or absent', () => {
    expect(validateForm(registerJuridicalSchema, juridical).ok).toBe(true);
    const { tva: _tva, ...withoutTva } = juridical;
    expect(validateForm(registerJuridicalSchema, withoutTva).ok).toBe(true);
  });

  it('company name 3, IDNO 13, TVA 7 if given, IBAN 24, BIC required', () => {
    expect(
      errorsOf(registerJuridicalSchema, {
        ...juridical,
        companyName: 'AB',
        idno: '100360002345',
        tva: '123456',
        iban: 'MD24AG00000022510001310',
        bic: ' ',
      }),
    ).toEqual({
      companyName: { key: 'minLength', params: { min: 3 } },
      idno: { key: 'minLength', params: { min: 13 } },
      tva: { key: 'minLength', params: { min: 7 } },
      iban: { key: 'minLength', params: { min: 24 } },
      bic: { key: 'required' },
    });
  });

  it('empty company fields are required', () => {
    expect(
      errorsOf(registerJuridicalSchema, { ...juridical, companyName: '', idno: '', iban: '' }),
    ).toEqual({
      companyName: { key: 'required' },
      idno: { key: 'required' },
      iban: { key: 'required' },
    });
  });

  it('the physical rules apply too', () => {
    expect(
      errorsOf(registerJuridicalSchema, {
        ...juridical,
        phone: '+373 (22',
        passwordConfirm: 'parola321',
      }),
    ).toEqual({ phone: { key: 'phone' }, passwordConfirm: { key: 'sameAs' } });
  });

  it('payload: person_type juridical, company fields, empty TVA omitted', () => {
    const result = validateForm(registerJuridicalSchema, juridical);
    if (!result.ok) throw new Error('expected a valid form');
    expect(toRegisterPayload(result.data)).toEqual({
      email: 'ion.popescu@example.md',
      username: '+37369123456',
      password: 'parola123',
      company_name: 'Agro SRL',
      idno: '1003600023456',
      iban: 'MD55AG000000225100013104',
      bic: 'AGRNMD2X',
      person_type: 'juridical',
    });
    expect(toRegisterPayload(result.data)).not.toHaveProperty('tva');
  });

  it('payload: a given TVA is sent', () => {
    const result = validateForm(registerJuridicalSchema, { ...juridical, tva: '0207009' });
    if (!result.ok) throw new Error('expected a valid form');
    expect(toRegisterPayload(result.data).tva).toBe('0207009');
  });
});

describe('password restore (§5)', () => {
  it('by email: required and valid', () => {
    expect(errorsOf(restoreByEmailSchema, { email: '' })).toEqual({ email: { key: 'required' } });
    expect(errorsOf(restoreByEmailSchema, { email: 'ion' })).toEqual({ email: { key: 'email' } });
    expect(toRestoreByEmailPayload({ email: 'ion@example.md' })).toEqual({
      email: 'ion@example.md',
    });
  });

  it('by phone: required, at least 17; sent without spaces, hyphens, parentheses', () => {
    expect(errorsOf(restoreByPhoneSchema, { phone: '+373' })).toEqual({
      phone: { key: 'required' },
    });
    expect(errorsOf(restoreByPhoneSchema, { phone: '+373 (69) 123' })).toEqual({
      phone: { key: 'phone' },
    });
    expect(toRestoreByPhonePayload({ phone: PHONE })).toEqual({ phone: '+37369123456' });
  });
});

describe('one-click order (§5)', () => {
  const schema = oneClickSchema(5);

  it('name required, at least 2; phone required and complete', () => {
    expect(errorsOf(schema, { name: '', phone: '+373', quantity: 1 })).toEqual({
      name: { key: 'required' },
      phone: { key: 'required' },
    });
    expect(errorsOf(schema, { name: 'I', phone: '+373 (79', quantity: 1 })).toEqual({
      name: { key: 'minLength', params: { min: 2 } },
      phone: { key: 'phone' },
    });
    expect(errorsOf(schema, { name: 'Io', phone: PHONE, quantity: 1 })).toEqual({});
  });

  it('quantity from 1 to the balance', () => {
    expect(errorsOf(schema, { name: 'Ion', phone: PHONE, quantity: 0 })).toEqual({
      quantity: { key: 'minLength', params: { min: 1 } },
    });
    expect(errorsOf(schema, { name: 'Ion', phone: PHONE, quantity: 6 })).toEqual({
      quantity: { key: 'maxLength', params: { max: 5 } },
    });
    expect(errorsOf(schema, { name: 'Ion', phone: PHONE, quantity: 1.5 })).toEqual({
      quantity: { key: 'required' },
    });
    expect(errorsOf(schema, { name: 'Ion', phone: PHONE, quantity: 5 })).toEqual({});
  });

  it('accepts exactly the whole quantities 1..balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: -5, max: 250 }),
        (balance, quantity) => {
          const valid = oneClickSchema(balance).safeParse({
            name: 'Ion',
            phone: PHONE,
            quantity,
          }).success;
          return valid === (quantity >= 1 && quantity <= balance);
        },
      ),
    );
  });

  it('contact: trimmed name and normalised phone', () => {
    const result = validateForm(schema, { name: ' Ion Popescu ', phone: PHONE, quantity: 2 });
    if (!result.ok) throw new Error('expected a valid form');
    expect(toOneClickContact(result.data)).toEqual({ name: 'Ion Popescu', phone: '+37369123456' });
    expect(result.data.quantity).toBe(2);
  });
});

describe('new password (§5)', () => {
  it('required, at least 8 (password key); confirmation required and equal (sameAs)', () => {
    expect(errorsOf(newPasswordSchema, { newPassword: '', newPasswordConfirm: '' })).toEqual({
      newPassword: { key: 'required' },
      newPasswordConfirm: { key: 'required' },
    });
    expect(
      errorsOf(newPasswordSchema, { newPassword: 'short', newPasswordConfirm: 'short' }),
    ).toEqual({ newPassword: { key: 'password', params: { min: 8 } } });
    expect(
      errorsOf(newPasswordSchema, { newPassword: 'parola123', newPasswordConfirm: 'parola12' }),
    ).toEqual({ newPasswordConfirm: { key: 'sameAs' } });
  });

  it('payload carries the password and the reset token', () => {
    expect(
      toConfirmPasswordPayload(
        { newPassword: 'parola123', newPasswordConfirm: 'parola123' },
        'tok-1',
      ),
    ).toEqual({ password: 'parola123', token: 'tok-1' });
  });
});

describe('password change (§5)', () => {
  it('the current password required; the new one at least 8 and confirmed', () => {
    expect(
      errorsOf(changePasswordSchema, {
        currentPassword: '',
        newPassword: '',
        newPasswordConfirm: '',
      }),
    ).toEqual({
      currentPassword: { key: 'required' },
      newPassword: { key: 'required' },
      newPasswordConfirm: { key: 'required' },
    });
    expect(
      errorsOf(changePasswordSchema, {
        currentPassword: 'veche-parola',
        newPassword: 'scurt',
        newPasswordConfirm: 'scurt',
      }),
    ).toEqual({ newPassword: { key: 'password', params: { min: 8 } } });
    expect(
      errorsOf(changePasswordSchema, {
        currentPassword: 'veche-parola',
        newPassword: 'parola-noua',
        newPasswordConfirm: 'parola-nou',
      }),
    ).toEqual({ newPasswordConfirm: { key: 'sameAs' } });
  });

  it('payload is the body of set_password, which the contract accepts', () => {
    const payload = toSetPasswordPayload({
      currentPassword: 'veche-parola',
      newPassword: 'parola-noua',
      newPasswordConfirm: 'parola-noua',
    });
    expect(payload).toEqual({
      current_password: 'veche-parola',
      new_password: 'parola-noua',
      re_new_password: 'parola-noua',
    });
    expect(setPasswordRequestSchema.safeParse(payload).success).toBe(true);
  });
});

describe('agreement checkbox (§5)', () => {
  it('must be ticked', () => {
    expect(errorsOf(agreementSchema, { agreement: false })).toEqual({
      agreement: { key: 'required' },
    });
    expect(errorsOf(agreementSchema, {})).toEqual({ agreement: { key: 'required' } });
    expect(validateForm(agreementSchema, { agreement: true })).toEqual({
      ok: true,
      data: { agreement: true },
    });
  });
});

describe('newsletter block (§3, §5)', () => {
  const person = { name: 'Ana', lastName: 'Rusu', agreement: true };

  it('reads the one input as an e-mail (an @ or a letter) or a phone', () => {
    expect(newsletterContactKind('ana@example.md')).toBe('email');
    expect(newsletterContactKind('ana.example.md')).toBe('email');
    expect(newsletterContactKind('069 123 456')).toBe('phone');
    expect(newsletterContactKind('+373 (69) 123-456')).toBe('phone');
    expect(newsletterContactKind('   ')).toBeNull();
  });

  it('needs every field, then a valid e-mail or a whole phone', () => {
    expect(errorsOf(newsletterSignupSchema, { contact: '', agreement: false })).toEqual({
      name: { key: 'required' },
      lastName: { key: 'required' },
      contact: { key: 'required' },
      agreement: { key: 'required' },
    });
    expect(errorsOf(newsletterSignupSchema, { ...person, contact: 'ana@' })).toEqual({
      contact: { key: 'email' },
    });
    expect(errorsOf(newsletterSignupSchema, { ...person, contact: 'ana.example.md' })).toEqual({
      contact: { key: 'email' },
    });
    for (const phone of ['069 123 45', '069 123 4567', '+373 69 12-34-5', '12345678901234']) {
      expect(errorsOf(newsletterSignupSchema, { ...person, contact: phone }), phone).toEqual({
        contact: { key: 'phone' },
      });
    }
    for (const contact of [
      'ana@example.md',
      ' ana@example.md ',
      '069 123 456',
      '+373 69 123 456',
      '+373 (69) 123-456',
      '0037369123456',
      '69123456',
    ]) {
      expect(errorsOf(newsletterSignupSchema, { ...person, contact }), contact).toEqual({});
    }
  });

  it('sends the e-mail, or the phone as +373 and the digits, in a body the API accepts', () => {
    const byEmail = newsletterSignupSchema.parse({ ...person, contact: ' ana@example.md ' });
    expect(toNewsletterSignupPayload(byEmail)).toEqual({
      name: 'Ana',
      last_name: 'Rusu',
      email: 'ana@example.md',
      agreement: true,
    });
    const byPhone = newsletterSignupSchema.parse({ ...person, contact: '069 123 456' });
    expect(toNewsletterSignupPayload(byPhone)).toEqual({
      name: 'Ana',
      last_name: 'Rusu',
      phone: '+37369123456',
      agreement: true,
    });
    fc.assert(
      fc.property(
        fc.constantFrom('069 123 456', '+373 (69) 123-456', '0037369123456', 'a.b@c.md'),
        fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== ''),
        (contact, name) => {
          const form = validateForm(newsletterSignupSchema, { ...person, name, contact });
          if (!form.ok) return;
          const body = toNewsletterSignupPayload(form.data);
          expect(newsletterSubscribeRequestSchema.safeParse(body).success).toBe(true);
        },
      ),
    );
  });
});

describe('validateForm / visibleErrors', () => {
  it('a value that is not an object is a form-level error', () => {
    expect(errorsOf(restoreByEmailSchema, undefined)).toEqual({ _form: { key: 'required' } });
  });

  it('errors show only after the first submit attempt (§4)', () => {
    const errors = { phone: { key: 'phone' as const } };
    expect(visibleErrors(errors, false)).toEqual({});
    expect(visibleErrors(errors, true)).toEqual({ phone: { key: 'phone' } });
  });
});
