/**
 * Validation message keys (SPEC §5). Rules and schemas never produce text: they return one of
 * these keys, plus numbers where the message needs them, and the ui translates the key into ro,
 * en or ru. The server returns the same keys, so its errors translate the same way; `taken` is
 * the server's alone (an e-mail or phone another account already uses).
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
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** One field's error: the key and, for length rules, the bound. */
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
