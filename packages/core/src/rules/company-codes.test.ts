import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BIC,
  compactCode,
  hasValidIbanCheckDigits,
  hasValidIdnoControlDigit,
  ibanRemainder,
  idnoControlDigit,
  MOLDOVAN_IBAN,
  TVA_CODE,
  withIbanCheckDigits,
} from './company-codes.js';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const alphanumeric = (length: number) =>
  fc
    .array(fc.constantFrom(...ALPHANUMERIC), { minLength: length, maxLength: length })
    .map((c) => c.join(''));
const digits = (length: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'.split('')), { minLength: length, maxLength: length })
    .map((c) => c.join(''));
/** A Moldovan IBAN with the right check digits. */
const moldovanIban = alphanumeric(20).map((rest) => withIbanCheckDigits(`MD00${rest}`));

describe('IBAN (ISO 13616 MOD-97)', () => {
  it('accepts published IBANs of several countries and the shop’s own', () => {
    for (const iban of [
      'GB82WEST12345698765432',
      'DE89370400440532013000',
      'RO49AAAA1B31007593840000',
      'MD24AG000225100013104168',
    ]) {
      expect(hasValidIbanCheckDigits(iban), iban).toBe(true);
    }
  });

  it('refuses the issue’s example: one digit changed', () => {
    expect(hasValidIbanCheckDigits('MD24AG000225100013104169')).toBe(false);
    expect(ibanRemainder('MD24AG000225100013104169')).not.toBe(1);
  });

  it('computes check digits that pass', () => {
    expect(withIbanCheckDigits('MD00AG000225100013104168')).toBe('MD24AG000225100013104168');
    fc.assert(
      fc.property(moldovanIban, (iban) => {
        expect(MOLDOVAN_IBAN.test(iban)).toBe(true);
        expect(hasValidIbanCheckDigits(iban)).toBe(true);
      }),
    );
  });

  it('finds every character changed for another of its kind (digit, letter) and every swap of two different neighbouring digits', () => {
    fc.assert(
      fc.property(
        moldovanIban,
        fc.integer({ min: 2, max: 23 }),
        fc.constantFrom(...ALPHANUMERIC),
        (iban, at, char) => {
          // A digit for a letter changes how many digits the number has, which MOD-97 does not
          // promise to find; a digit for a digit or a letter for a letter it always finds.
          const kind = (c: string) => /\d/.test(c);
          fc.pre(iban.charAt(at) !== char && kind(iban.charAt(at)) === kind(char));
          const changed = iban.slice(0, at) + char + iban.slice(at + 1);
          expect(hasValidIbanCheckDigits(changed)).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(moldovanIban, fc.integer({ min: 4, max: 22 }), (iban, at) => {
        const [a, b] = [iban.charAt(at), iban.charAt(at + 1)];
        fc.pre(a !== b && /\d/.test(a) && /\d/.test(b));
        const swapped = iban.slice(0, at) + b + a + iban.slice(at + 2);
        expect(hasValidIbanCheckDigits(swapped)).toBe(false);
      }),
    );
  });

  it('is a Moldovan IBAN only with MD and 24 characters', () => {
    expect(MOLDOVAN_IBAN.test('MD24AG000225100013104168')).toBe(true);
    expect(MOLDOVAN_IBAN.test('RO49AAAA1B31007593840000')).toBe(false);
    expect(MOLDOVAN_IBAN.test('MD24AG00022510001310416')).toBe(false);
    expect(MOLDOVAN_IBAN.test('MD24AG0002251000131041680')).toBe(false);
  });

  it('compacts what people type', () => {
    expect(compactCode(' md24 ag00 0225 1000 1310 4168 ')).toBe('MD24AG000225100013104168');
  });
});

describe('IDNO control digit (weights 7, 3, 1)', () => {
  it('passes the published example and a computed one', () => {
    expect(hasValidIdnoControlDigit('1008600038413')).toBe(true);
    expect(hasValidIdnoControlDigit('1008600038412')).toBe(false);
    expect(idnoControlDigit('100360001234')).toBe(4);
  });

  it('finds every single changed digit', () => {
    fc.assert(
      fc.property(
        digits(12),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (first, at, shift) => {
          const idno = `${first}${idnoControlDigit(first)}`;
          expect(hasValidIdnoControlDigit(idno)).toBe(true);
          const changed =
            idno.slice(0, at) + String((Number(idno.charAt(at)) + shift) % 10) + idno.slice(at + 1);
          expect(hasValidIdnoControlDigit(changed)).toBe(false);
        },
      ),
    );
  });

  it('needs 13 digits', () => {
    expect(hasValidIdnoControlDigit('100860003841')).toBe(false);
    expect(hasValidIdnoControlDigit('10086000384a3')).toBe(false);
  });
});

describe('TVA code and BIC', () => {
  it('TVA: seven digits', () => {
    expect(TVA_CODE.test('0612345')).toBe(true);
    expect(TVA_CODE.test('061234')).toBe(false);
    expect(TVA_CODE.test('06123456')).toBe(false);
    expect(TVA_CODE.test('061234A')).toBe(false);
  });

  it('BIC: 8 or 11 characters, bank letters and country letters', () => {
    expect(BIC.test('AGRNMD2X')).toBe(true);
    expect(BIC.test('MOLDMD2XXXX')).toBe(true);
    expect(BIC.test('AGRNMD2')).toBe(false);
    expect(BIC.test('AGRNMD2XX')).toBe(false);
    expect(BIC.test('1GRNMD2X')).toBe(false);
  });
});
