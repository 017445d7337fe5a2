import { describe, expect, it } from 'vitest';
import { z } from '../zod.js';
import {
  agreementField,
  companyNameField,
  emailField,
  fieldErrors,
  ibanField,
  idnoField,
  passwordField,
  phonePayloadField,
  tvaField,
} from './fields.js';

const errorOf = (schema: z.ZodType, value: unknown) => {
  const parsed = z.object({ f: schema }).safeParse({ f: value });
  return parsed.success ? undefined : fieldErrors(parsed.error).f;
};

describe('field schemas (§5 minimums)', () => {
  it('email: required, then valid', () => {
    expect(errorOf(emailField, '')).toEqual({ key: 'required' });
    expect(errorOf(emailField, '   ')).toEqual({ key: 'required' });
    expect(errorOf(emailField, 'ion@')).toEqual({ key: 'email' });
    expect(errorOf(emailField, ' ion@example.md ')).toBeUndefined();
  });

  it('password: required, then at least 8', () => {
    expect(errorOf(passwordField, '')?.key).toBe('required');
    expect(errorOf(passwordField, '1234567')).toEqual({ key: 'password', params: { min: 8 } });
    expect(errorOf(passwordField, '12345678')).toBeUndefined();
  });

  it('phone as sent: + and the 11 digits of a Moldovan number', () => {
    expect(errorOf(phonePayloadField, '')?.key).toBe('required');
    expect(errorOf(phonePayloadField, '+373 69 123 456')).toEqual({ key: 'phone' });
    expect(errorOf(phonePayloadField, '+3736912345')).toEqual({ key: 'phone' });
    expect(errorOf(phonePayloadField, '+37369123456')).toBeUndefined();
  });

  it('company name 3, IDNO 13, IBAN 24', () => {
    expect(errorOf(companyNameField, 'AB')).toEqual({ key: 'minLength', params: { min: 3 } });
    expect(errorOf(companyNameField, 'ABC')).toBeUndefined();
    expect(errorOf(idnoField, '100360002345')).toEqual({ key: 'minLength', params: { min: 13 } });
    expect(errorOf(idnoField, '1003600023456')).toBeUndefined();
    expect(errorOf(ibanField, 'MD24AG00000022510000000')).toEqual({
      key: 'minLength',
      params: { min: 24 },
    });
    expect(errorOf(ibanField, 'MD24AG000000225100013104')).toBeUndefined();
  });

  it('TVA optional, at least 7 when given', () => {
    expect(errorOf(tvaField, undefined)).toBeUndefined();
    expect(errorOf(tvaField, '')).toBeUndefined();
    expect(errorOf(tvaField, '123456')).toEqual({ key: 'minLength', params: { min: 7 } });
    expect(errorOf(tvaField, '1234567')).toBeUndefined();
  });

  it('too long: maxLength with the bound', () => {
    expect(errorOf(passwordField, 'x'.repeat(129))).toEqual({
      key: 'maxLength',
      params: { max: 128 },
    });
  });

  it('agreement must be ticked', () => {
    expect(errorOf(agreementField, false)).toEqual({ key: 'required' });
    expect(errorOf(agreementField, true)).toBeUndefined();
  });
});
