import { MIN_LENGTH, PHONE_PREFIX } from './constants.js';

/**
 * The Moldovan phone input (SPEC §5): mask '+373 (00) 000-000'. The mask is a pure function of
 * the typed text, so the input can re-mask on every keystroke or paste and get the same answer.
 */

/** The mask the phone input shows; every '0' is a digit slot. */
export const PHONE_MASK = '+373 (00) 000-000';

/** Digits of a national number after the country code (two area digits + six). */
export const PHONE_NATIONAL_DIGITS = 8;

/** Country code digits, without the '+'. */
const COUNTRY_DIGITS = PHONE_PREFIX.slice(1);

/** Below this length the input text resets to the bare prefix (SPEC §5). */
const RESET_BELOW_LENGTH = 5;

/**
 * The national digits a text carries: the country code (with or without '+', or after an
 * international '00') and the national trunk 0 are removed, extra digits dropped.
 *
 * Leading zeros are removed before and after the country code: a Moldovan national number never
 * starts with 0, and removing all of them (not just one) keeps `maskPhone` idempotent.
 */
export function nationalDigits(text: string): string {
  let digits = text.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.startsWith(COUNTRY_DIGITS)) digits = digits.slice(COUNTRY_DIGITS.length);
  return digits.replace(/^0+/, '').slice(0, PHONE_NATIONAL_DIGITS);
}

/**
 * Masks a typed or pasted phone as '+373 (00) 000-000', filling the slots progressively and
 * writing a literal only once a digit follows it (so backspace is never stuck on a ')' or '-').
 *
 * @example maskPhone('069123456') // '+373 (69) 123-456'
 * @example maskPhone('+373 (691') // '+373 (69) 1'
 * @example maskPhone('+37') // '+373'
 */
export function maskPhone(typed: string): string {
  if (typed.length < RESET_BELOW_LENGTH) return PHONE_PREFIX;
  const national = nationalDigits(typed);
  if (national === '') return PHONE_PREFIX;
  let masked = `${PHONE_PREFIX} (${national.slice(0, 2)}`;
  if (national.length > 2) masked += `) ${national.slice(2, 5)}`;
  if (national.length > 5) masked += `-${national.slice(5)}`;
  return masked;
}

/**
 * A `tel:` address: the digits of the number, with its leading '+'.
 *
 * @example phoneHref('+373 22 000 101') // 'tel:+37322000101'
 */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A stored phone as the shop shows it: in the mask the shopper typed it in when it is a whole
 * Moldovan number, otherwise as it is (a number from elsewhere is not forced into the mask).
 *
 * @example displayPhone('+37369123456') // '+373 (69) 123-456'
 */
export function displayPhone(stored: string): string {
  return isCompletePhone(stored) && normalizePhone(stored).startsWith(PHONE_PREFIX)
    ? maskPhone(stored)
    : stored;
}

/**
 * The phone as it is sent (SPEC §3, §5): a leading '+' kept and the digits only; spaces,
 * hyphens, parentheses and anything else stripped.
 *
 * @example normalizePhone('+373 (69) 123-456') // '+37369123456'
 */
export function normalizePhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  return text.trimStart().startsWith('+') ? `+${digits}` : digits;
}

/**
 * True when the text masks to a whole phone: all eight national digits, i.e. the 17 characters
 * of '+373 (00) 000-000'.
 */
export function isCompletePhone(text: string): boolean {
  return maskPhone(text).length === MIN_LENGTH.phone;
}

/** True when the text holds no national digit yet (the input shows only '+373'). */
export function isEmptyPhone(text: string): boolean {
  return maskPhone(text) === PHONE_PREFIX;
}

/**
 * The payload form of any phone text: masked first (so '069 123 456' and '+373 69 123 456' agree),
 * then normalised. '+373' and the national digits typed so far.
 *
 * @example toPhonePayload('069 123 456') // '+37369123456'
 */
export function toPhonePayload(text: string): string {
  return normalizePhone(maskPhone(text));
}
