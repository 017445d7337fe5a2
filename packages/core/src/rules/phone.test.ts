import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PHONE_MASK,
  displayPhone,
  isCompletePhone,
  isEmptyPhone,
  maskPhone,
  nationalDigits,
  normalizePhone,
  toPhonePayload,
} from './phone.js';

describe('maskPhone (§5 mask +373 (00) 000-000)', () => {
  it('the mask itself is 17 characters, the phone minimum of §9', () => {
    expect(PHONE_MASK).toHaveLength(17);
  });

  it('starts as +373 and resets to it below 5 characters', () => {
    expect(maskPhone('')).toBe('+373');
    expect(maskPhone('+')).toBe('+373');
    expect(maskPhone('+37')).toBe('+373');
    expect(maskPhone('+373')).toBe('+373');
    expect(maskPhone('6912')).toBe('+373');
    expect(maskPhone('+373 ')).toBe('+373');
  });

  it('fills the slots progressively as digits are typed', () => {
    expect(maskPhone('+3736')).toBe('+373 (6');
    expect(maskPhone('+373 (69')).toBe('+373 (69');
    expect(maskPhone('+373 (691')).toBe('+373 (69) 1');
    expect(maskPhone('+373 (69) 1234')).toBe('+373 (69) 123-4');
    expect(maskPhone('+373 (69) 123-456')).toBe('+373 (69) 123-456');
    expect(maskPhone('+373 (69) 123-456')).toHaveLength(17);
  });

  it('types every digit of a number one keystroke at a time', () => {
    const steps: string[] = [];
    let value = '+373';
    for (const digit of '69123456') {
      value = maskPhone(value + digit);
      steps.push(value);
    }
    expect(steps).toEqual([
      '+373 (6',
      '+373 (69',
      '+373 (69) 1',
      '+373 (69) 12',
      '+373 (69) 123',
      '+373 (69) 123-4',
      '+373 (69) 123-45',
      '+373 (69) 123-456',
    ]);
  });

  it('backspace removes one digit and never sticks on a literal', () => {
    expect(maskPhone('+373 (69) 123-')).toBe('+373 (69) 123');
    expect(maskPhone('+373 (69) ')).toBe('+373 (69');
    expect(maskPhone('+373 (6')).toBe('+373 (6');
    expect(maskPhone('+373 (')).toBe('+373');
  });

  it('removes the national trunk 0 after the country code', () => {
    expect(maskPhone('+3730')).toBe('+373');
    expect(maskPhone('+373 (0')).toBe('+373');
    expect(maskPhone('+373 069123456')).toBe('+373 (69) 123-456');
    expect(maskPhone('069123456')).toBe('+373 (69) 123-456');
    expect(maskPhone('+373 (06) 912-345')).toBe('+373 (69) 123-45');
  });

  it('formats pasted numbers in their usual spellings', () => {
    for (const pasted of [
      '+373 69 123 456',
      '37369123456',
      '069 123 456',
      '069-123-456',
      '(069) 123 456',
      '00373 69 123 456',
      '+373-69-123-456',
      '69123456',
    ]) {
      expect(maskPhone(pasted), pasted).toBe('+373 (69) 123-456');
    }
    expect(maskPhone('+373 22 123 456')).toBe('+373 (22) 123-456');
  });

  it('drops digits beyond the eight national ones', () => {
    expect(maskPhone('+373 (69) 123-4567')).toBe('+373 (69) 123-456');
    expect(maskPhone('0691234567890')).toBe('+373 (69) 123-456');
  });

  it('ignores letters and other characters', () => {
    expect(maskPhone('+373 (6a9) b12')).toBe('+373 (69) 12');
  });
});

describe('nationalDigits', () => {
  it('returns the digits after the country code and trunk 0', () => {
    expect(nationalDigits('+373 (69) 123-456')).toBe('69123456');
    expect(nationalDigits('069 123')).toBe('69123');
    expect(nationalDigits('+373')).toBe('');
  });
});

describe('normalizePhone (§5 a plus sign and the digits only)', () => {
  it('strips spaces, hyphens and parentheses', () => {
    expect(normalizePhone('+373 (69) 123-456')).toBe('+37369123456');
    expect(normalizePhone(' +373 69 123 456 ')).toBe('+37369123456');
    expect(normalizePhone('069-123-456')).toBe('069123456');
    expect(normalizePhone('')).toBe('');
  });
});

describe('isCompletePhone / isEmptyPhone / toPhonePayload', () => {
  it('complete only with all eight national digits (17 masked characters)', () => {
    expect(isCompletePhone('+373 (69) 123-456')).toBe(true);
    expect(isCompletePhone('069123456')).toBe(true);
    expect(isCompletePhone('+373 (69) 123-45')).toBe(false);
    expect(isCompletePhone('+373')).toBe(false);
  });

  it('empty when nothing after the prefix', () => {
    expect(isEmptyPhone('+373')).toBe(true);
    expect(isEmptyPhone('')).toBe(true);
    expect(isEmptyPhone('+373 (0')).toBe(true);
    expect(isEmptyPhone('+373 (6')).toBe(false);
  });

  it('payload of any spelling is +373 and the national digits', () => {
    expect(toPhonePayload('069 123 456')).toBe('+37369123456');
    expect(toPhonePayload('+373 (69) 123-456')).toBe('+37369123456');
    expect(toPhonePayload('+373')).toBe('+373');
  });
});

describe('maskPhone properties', () => {
  const typed = fc.oneof(
    fc.string(),
    fc.stringMatching(/^[+\d ()-]{0,24}$/),
    fc.stringMatching(/^\+373 ?\(?0?\d{0,10}\)?[ -]?\d{0,6}$/),
  );

  it('is idempotent', () => {
    fc.assert(fc.property(typed, (text) => maskPhone(maskPhone(text)) === maskPhone(text)));
  });

  it('always starts with +373 and is never longer than 17', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const masked = maskPhone(text);
        return masked.startsWith('+373') && masked.length <= 17;
      }),
    );
  });

  it('normalises to +373 and at most eight digits', () => {
    fc.assert(fc.property(typed, (text) => /^\+373\d{0,8}$/.test(normalizePhone(maskPhone(text)))));
  });

  it('keeps any eight-digit national number that does not start with 0', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{7}$/), (national) => {
        const masked = maskPhone(`+373${national}`);
        return masked.length === 17 && normalizePhone(masked) === `+373${national}`;
      }),
    );
  });
});

describe('displayPhone', () => {
  it('shows a whole Moldovan number in the mask it was typed in', () => {
    expect(displayPhone('+37369123456')).toBe('+373 (69) 123-456');
    expect(displayPhone('+373 (69) 123-456')).toBe('+373 (69) 123-456');
  });

  it('leaves anything else as it is', () => {
    expect(displayPhone('+447911123456')).toBe('+447911123456');
    expect(displayPhone('+3736912')).toBe('+3736912');
    expect(displayPhone('')).toBe('');
  });

  it('a masked number normalises back to what was stored (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{7}$/), (national) => {
        const stored = `+373${national}`;
        expect(normalizePhone(displayPhone(stored))).toBe(stored);
      }),
    );
  });
});
