/**
 * Validation message keys (SPEC §5). Rules and schemas never produce text: they return one of
 * these keys, plus numbers where the message needs them, and the ui translates the key into ro,
 * en or ru. The server returns the same keys, so its errors translate the same way. The server
 * alone gives `taken` (an e-mail or phone another account already uses), `invalid` (a well-formed
 * value the shop cannot accept: a unit the product is not sold in, a shop that does not exist), the
 * discount-code keys and the file keys.
 */
export const VALIDATION_MESSAGE_KEYS = [
  'required',
  'email',
  'phone',
  'minLength',
  'maxLength',
  'password',
  'sameAs',
  'taken',
  'invalid',
  /** An IBAN not in the Moldovan shape: 'MD' and 22 letters or digits. */
  'iban',
  /** An IBAN whose check digits are wrong (a mistyped character). */
  'ibanChecksum',
  /** An IDNO that is not 13 digits. */
  'idno',
  /** An IDNO whose last digit is not its control digit. */
  'idnoChecksum',
  /** A TVA code that is not 7 digits. */
  'tva',
  /** A BIC not of 8 or 11 letters and digits (ISO 9362). */
  'bic',
  /** No discount code of that name. */
  'promoUnknown',
  /** The code's validity has not begun yet. */
  'promoNotStarted',
  /** The code's validity has ended (or the shop switched it off). */
  'promoExpired',
  /** The order is below the code's minimum; `params.min` is the minimum in lei. */
  'promoMinTotal',
  /** The code has been used as often as it may be. */
  'promoUsedUp',
  /** This customer has used the code as often as one customer may. */
  'promoAlreadyUsed',
  /** A file over the limit; `params.max` is the limit in MB. */
  'fileTooLarge',
  /** A file of a type the form does not take. */
  'fileType',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** One field's error: the key and, for length rules, amounts and files, the bound. */
export interface FieldError {
  key: ValidationMessageKey;
  params?: { min?: number; max?: number };
}

/** Errors of a form by field name; a field without an error is absent. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, FieldError>>;

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return (
    typeof value === 'string' && (VALIDATION_MESSAGE_KEYS as readonly string[]).includes(value)
  );
}
