import { describe, expect, it } from 'vitest';
import { z } from '../zod.js';
import {
  agreementField,
  bicField,
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
    expect(errorOf(ibanField, 'MD55AG000000225100013104')).toBeUndefined();
  });

  it('TVA optional, at least 7 when given', () => {
    expect(errorOf(tvaField, undefined)).toBeUndefined();
    expect(errorOf(tvaField, '')).toBeUndefined();
    expect(errorOf(tvaField, '123456')).toEqual({ key: 'minLength', params: { min: 7 } });
    expect(errorOf(tvaField, '1234567')).toBeUndefined();
  });

  it('IBAN: Moldovan shape, then its check digits; typed with spaces and small letters, kept compact', () => {
    expect(errorOf(ibanField, 'RO49AAAA1B31007593840000')).toEqual({ key: 'iban' });
    expect(errorOf(ibanField, 'MD24AG0002251000131041680')).toEqual({ key: 'iban' });
    expect(errorOf(ibanField, 'MD24AG000225100013104169')).toEqual({ key: 'ibanChecksum' });
    const parsed = z.object({ f: ibanField }).parse({ f: ' md24 ag00 0225 1000 1310 4168 ' });
    expect(parsed.f).toBe('MD24AG000225100013104168');
  });

  it('IDNO: 13 digits, then its control digit', () => {
    expect(errorOf(idnoField, '10086000384A3')).toEqual({ key: 'idno' });
    expect(errorOf(idnoField, '1008600038412')).toEqual({ key: 'idnoChecksum' });
    expect(errorOf(idnoField, '1008600038413')).toBeUndefined();
  });

  it('TVA: when given, 7 digits', () => {
    expect(errorOf(tvaField, '06123A5')).toEqual({ key: 'tva' });
    expect(errorOf(tvaField, '06123456')).toEqual({ key: 'tva' });
    expect(errorOf(tvaField, ' 0612345 ')).toBeUndefined();
  });

  it('BIC: 8 or 11 characters in the ISO 9362 shape, capitals kept', () => {
    expect(errorOf(bicField, 'AGRNMD2')).toEqual({ key: 'bic' });
    expect(errorOf(bicField, '12RNMD2X')).toEqual({ key: 'bic' });
    expect(z.object({ f: bicField }).parse({ f: 'agrnmd2x' }).f).toBe('AGRNMD2X');
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
