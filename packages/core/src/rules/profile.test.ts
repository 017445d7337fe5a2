import { describe, expect, it } from 'vitest';
import { profileCompleteRequestSchema, profileUpdateRequestSchema } from '../contract/account.js';
import {
  missingProfileFields,
  needsProfileCompletion,
  profileFormValues,
  toProfilePayload,
  validateProfile,
  type ProfileFormValues,
  type ProfileUser,
} from './profile.js';

const PHYSICAL_USER: ProfileUser = {
  email: 'ana@demo.md',
  username: '+37369000001',
  first_name: 'Ana',
  last_name: 'Rusu',
  person_type: 'physical',
  company_name: null,
  idno: null,
  tva: null,
  iban: null,
  bic: null,
};

const COMPANY = {
  companyName: 'Construct Grup SRL',
  idno: '1003600012344',
  tva: '',
  iban: 'MD24AG000225100013104168',
  bic: 'AGRNMD2X',
};

const physical = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  ...profileFormValues(PHYSICAL_USER),
  ...overrides,
});

describe('profile form values', () => {
  it('an account’s stored data, the phone masked, nothing stored as empty texts', () => {
    expect(profileFormValues(PHYSICAL_USER)).toEqual({
      personType: 'physical',
      firstName: 'Ana',
      lastName: 'Rusu',
      email: 'ana@demo.md',
      phone: '+373 (69) 000-001',
      companyName: '',
      idno: '',
      tva: '',
      iban: '',
      bic: '',
    });
    expect(profileFormValues({ ...PHYSICAL_USER, username: '' }).phone).toBe('+373');
  });
});

describe('validateProfile', () => {
  it('a physical person: e-mail and phone required and valid, names optional, company ignored', () => {
    expect(validateProfile(physical({ firstName: '', lastName: '', iban: 'x' })).ok).toBe(true);
    expect(validateProfile(physical({ email: 'ana@', phone: '+373 (69' }))).toEqual({
      ok: false,
      errors: { email: { key: 'email' }, phone: { key: 'phone' } },
    });
    expect(validateProfile(physical({ email: ' ', phone: '+373' }))).toEqual({
      ok: false,
      errors: { email: { key: 'required' }, phone: { key: 'required' } },
    });
    expect(validateProfile(physical({ firstName: 'A'.repeat(101) }))).toEqual({
      ok: false,
      errors: { firstName: { key: 'maxLength', params: { max: 100 } } },
    });
  });

  it('a juridical person: the §5 company rules of registration', () => {
    const juridical = physical({ personType: 'juridical', ...COMPANY });
    expect(validateProfile(juridical).ok).toBe(true);
    expect(
      validateProfile({
        ...juridical,
        companyName: 'SR',
        idno: '123',
        tva: '12',
        iban: 'MD24AG00',
        bic: '',
      }),
    ).toEqual({
      ok: false,
      errors: {
        companyName: { key: 'minLength', params: { min: 3 } },
        idno: { key: 'minLength', params: { min: 13 } },
        tva: { key: 'minLength', params: { min: 7 } },
        iban: { key: 'minLength', params: { min: 24 } },
        bic: { key: 'required' },
      },
    });
  });
});

describe('toProfilePayload', () => {
  it('sends the phone as + and digits; company fields only for a juridical person', () => {
    const one = validateProfile(physical({ firstName: ' Ana ', phone: '+373 (69) 123-456' }));
    if (!one.ok) throw new Error('valid');
    expect(toProfilePayload(one.profile)).toEqual({
      person_type: 'physical',
      first_name: 'Ana',
      last_name: 'Rusu',
      email: 'ana@demo.md',
      username: '+37369123456',
    });
    const company = validateProfile(physical({ personType: 'juridical', ...COMPANY }));
    if (!company.ok) throw new Error('valid');
    const payload = toProfilePayload(company.profile);
    expect(payload).toMatchObject({
      person_type: 'juridical',
      company_name: 'Construct Grup SRL',
      idno: '1003600012344',
      tva: '',
      iban: 'MD24AG000225100013104168',
      bic: 'AGRNMD2X',
    });
    // The API takes both bodies as they are.
    expect(profileUpdateRequestSchema.safeParse(payload).success).toBe(true);
    expect(profileCompleteRequestSchema.safeParse(payload).success).toBe(true);
    expect(profileCompleteRequestSchema.safeParse(toProfilePayload(one.profile)).success).toBe(
      true,
    );
  });
});

describe('missing data', () => {
  it('a social account lacks its phone (and maybe its e-mail); a company its company fields', () => {
    expect(missingProfileFields(PHYSICAL_USER)).toEqual([]);
    const google = { ...PHYSICAL_USER, username: '' };
    expect(missingProfileFields(google)).toEqual(['phone']);
    expect(needsProfileCompletion(google)).toBe(true);
    expect(needsProfileCompletion(PHYSICAL_USER)).toBe(false);
    expect(missingProfileFields({ ...google, email: '' })).toEqual(['phone', 'email']);
    expect(
      missingProfileFields({ ...PHYSICAL_USER, person_type: 'juridical', idno: '1003600012344' }),
    ).toEqual(['companyName', 'iban', 'bic']);
  });
});
