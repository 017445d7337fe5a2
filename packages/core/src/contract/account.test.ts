import { describe, expect, it } from 'vitest';
import {
  newsletterPreferencesRequestSchema,
  newsletterSetRequestSchema,
  newsletterSettingsSchema,
  newsletterSubscribeRequestSchema,
  profileCompleteRequestSchema,
  profileDataSchema,
  profileUpdateRequestSchema,
  userSessionSchema,
} from './account.js';
import { requestErrors, sampleProfileData, sampleUserAccount } from './samples.test-helpers.js';

describe('profileData', () => {
  it('reads the user, the dealer discount as a number and the agent flag', () => {
    const profile = profileDataSchema.parse(sampleProfileData());
    expect(profile.user).toMatchObject({ first_name: 'Ion', username: '+37369123456' });
    expect(profile.dealer_info).toEqual({ is_dealer: true, dealer_discount: 10 });
    expect(profile.agents_info).toEqual({ is_agent: false });
    expect(profile.is_juridical).toBe(false);
  });

  it('a plain customer without agent or dealer blocks', () => {
    const profile = profileDataSchema.parse({ user: sampleUserAccount() });
    expect(profile.agents_info.is_agent).toBe(false);
    expect(profile.dealer_info).toEqual({ is_dealer: false, dealer_discount: null });
  });

  it('tolerates unknown fields, also inside the user', () => {
    const profile = profileDataSchema.parse({
      ...sampleProfileData(),
      bonus_points: 120,
      user: { ...sampleUserAccount(), last_login: '2025-03-01' },
    });
    expect(profile).not.toHaveProperty('bonus_points');
    expect(profile.user).not.toHaveProperty('last_login');
  });

  it('the session of the storefront', () => {
    expect(
      userSessionSchema.parse({
        isAuth: true,
        profileToken: 'a1b2c3',
        profileData: sampleProfileData(),
      }).profileData?.dealer_info.dealer_discount,
    ).toBe(10);
  });
});

describe('profile requests', () => {
  it('a partial update is checked field by field', () => {
    expect(requestErrors(profileUpdateRequestSchema, { first_name: 'Ion' })).toBeUndefined();
    expect(
      requestErrors(profileUpdateRequestSchema, {
        email: 'ion@',
        username: '+373 69 123 456',
        birth_date: '31.12.1990',
        iban: 'MD24',
      }),
    ).toEqual({
      email: { key: 'email' },
      username: { key: 'phone' },
      birth_date: { key: 'required' },
      iban: { key: 'minLength', params: { min: 24 } },
    });
  });

  it('completing a social account: phone and person type, company data for a company', () => {
    expect(
      requestErrors(profileCompleteRequestSchema, {
        person_type: 'physical',
        username: '+37369123456',
      }),
    ).toBeUndefined();
    expect(
      requestErrors(profileCompleteRequestSchema, {
        person_type: 'juridical',
        username: '+37369123456',
      }),
    ).toEqual({
      company_name: { key: 'required' },
      idno: { key: 'required' },
      iban: { key: 'required' },
      bic: { key: 'required' },
    });
    expect(requestErrors(profileCompleteRequestSchema, { username: '+37369123456' })).toEqual({
      person_type: { key: 'required' },
    });
  });
});

describe('newsletter', () => {
  it('the subscribe block needs name, last name, e-mail and the agreement', () => {
    expect(
      requestErrors(newsletterSubscribeRequestSchema, {
        name: 'Ana',
        last_name: 'Rusu',
        email: 'ana@example.md',
        agreement: true,
      }),
    ).toBeUndefined();
    expect(requestErrors(newsletterSubscribeRequestSchema, { name: '', email: 'ana' })).toEqual({
      name: { key: 'required' },
      last_name: { key: 'required' },
      email: { key: 'email' },
      agreement: { key: 'required' },
    });
  });

  it('an e-mail typed with spaces is trimmed, and a wrong one is an error, never a throw', () => {
    const person = { name: 'Ana', last_name: 'Rusu', agreement: true };
    expect(
      newsletterSubscribeRequestSchema.parse({ ...person, email: ' ana@example.md ' }),
    ).toEqual({ ...person, email: 'ana@example.md' });
    // Found by the API's fuzzing: the intersection's sides disagreed on the trimmed value (500).
    expect(requestErrors(newsletterSubscribeRequestSchema, { ...person, email: '! ' })).toEqual({
      email: { key: 'email' },
    });
  });

  it('the subscribe block takes a phone instead of the e-mail, never both and never neither', () => {
    const person = { name: 'Ana', last_name: 'Rusu', agreement: true };
    expect(
      requestErrors(newsletterSubscribeRequestSchema, { ...person, phone: '+37369123456' }),
    ).toBeUndefined();
    expect(
      requestErrors(newsletterSubscribeRequestSchema, { ...person, phone: '+373 69 123 456' }),
    ).toEqual({ phone: { key: 'phone' } });
    expect(requestErrors(newsletterSubscribeRequestSchema, person)).toEqual({
      email: { key: 'required' },
    });
    expect(
      requestErrors(newsletterSubscribeRequestSchema, {
        ...person,
        email: 'ana@example.md',
        phone: '+37369123456',
      }),
    ).toEqual({ phone: { key: 'invalid' } });
    // Every error at once: a missing name does not hide the missing contact.
    expect(requestErrors(newsletterSubscribeRequestSchema, { last_name: 'Rusu' })).toEqual({
      name: { key: 'required' },
      email: { key: 'required' },
      agreement: { key: 'required' },
    });
    expect(
      requestErrors(newsletterSubscribeRequestSchema, { ...person, email: 'a@b.md', role: 1 }),
    ).toBeDefined();
  });

  it('the profile switches', () => {
    expect(
      requestErrors(newsletterPreferencesRequestSchema, {
        email_subscription: true,
        sms_subscription: false,
      }),
    ).toBeUndefined();
    expect(
      newsletterSetRequestSchema.safeParse({ email_subscription: true, sms_subscription: true })
        .success,
    ).toBe(true);
  });

  it('the settings answer', () => {
    expect(
      newsletterSettingsSchema.parse({ email: 'ion@example.md', email_subscription: true }),
    ).toEqual({ email: 'ion@example.md', email_subscription: true, sms_subscription: false });
  });
});
