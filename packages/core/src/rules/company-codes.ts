/**
 * The codes a Moldovan company gives the shop (SPEC §5 "Juridical"): its IDNO, TVA code, IBAN and
 * BIC. Pure checks, used by the field schemas that both the forms and the API run.
 *
 * - IBAN (ISO 13616): the check digits make the number, read with its first four characters
 *   moved to the end and each letter as 10–35, leave 1 when divided by 97. A Moldovan IBAN is
 *   'MD', two check digits, the bank's two characters and 18 characters of account: 24 in all.
 * - IDNO: 13 digits, the last a control digit: the first twelve weighted 7, 3, 1, 7, 3, 1, …,
 *   summed, modulo 10 (the algorithm python-stdnum documents for stdnum.md.idno, citing
 *   idno.md; its example 1008600038413 passes).
 * - TVA code: the 7 digits of the VAT payer's certificate.
 * - BIC (ISO 9362): four letters of the bank, two of the country, two letters or digits of the
 *   place, and optionally three of the branch.
 */

/** A code as typed, without spaces and in capitals ('md24 ag00…' → 'MD24AG00…'). */
export function compactCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** 'MD', two digits, then 20 letters or digits. */
export const MOLDOVAN_IBAN = /^MD\d{2}[A-Z0-9]{20}$/;

/** The remainder of an IBAN (compact, capitals) modulo 97 under ISO 13616; 1 when it is valid. */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    // '0'–'9' are themselves; 'A'–'Z' are 10–35, two digits.
    const value = code >= 65 && code <= 90 ? code - 55 : code - 48;
    remainder = (value >= 10 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}

/** Whether a compact IBAN's check digits are right (ISO 13616 MOD-97). */
export function hasValidIbanCheckDigits(iban: string): boolean {
  return /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) && ibanRemainder(iban) === 1;
}

/**
 * The IBAN with its check digits computed (the two characters after the country are replaced).
 *
 * @example withIbanCheckDigits('MD00AG000225100013104168') // 'MD24AG000225100013104168'
 */
export function withIbanCheckDigits(iban: string): string {
  const zeroed = `${iban.slice(0, 2)}00${iban.slice(4)}`;
  const digits = String(98 - ibanRemainder(zeroed)).padStart(2, '0');
  return `${iban.slice(0, 2)}${digits}${iban.slice(4)}`;
}

export const IDNO = /^\d{13}$/;
const IDNO_WEIGHTS = [7, 3, 1] as const;

/** The control digit of an IDNO's first twelve digits. */
export function idnoControlDigit(firstTwelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (IDNO_WEIGHTS[i % 3] ?? 1) * Number(firstTwelve.charAt(i));
  return sum % 10;
}

/** Whether a 13-digit IDNO ends with its control digit. */
export function hasValidIdnoControlDigit(idno: string): boolean {
  return IDNO.test(idno) && idnoControlDigit(idno) === Number(idno.charAt(12));
}

export const TVA_CODE = /^\d{7}$/;
export const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
