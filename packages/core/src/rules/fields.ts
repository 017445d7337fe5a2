import { z } from '../zod.js';
import {
  BIC,
  compactCode,
  hasValidIbanCheckDigits,
  hasValidIdnoControlDigit,
  IDNO,
  MOLDOVAN_IBAN,
  TVA_CODE,
} from './company-codes.js';
import { MAX_LENGTH, MIN_LENGTH, REVIEW } from './constants.js';
import { isValidationMessageKey, type FieldErrors, type ValidationMessageKey } from './messages.js';

/**
 * Field schemas shared by the forms (§5) and by the request bodies the server checks (§7).
 * Each failure carries a message key, never text; `fieldErrors` turns a zod error into
 * `{ field: { key, params } }` for the ui to translate.
 */

const key = (error: ValidationMessageKey, abort = false) => ({ error, abort });

/** A required text: trimmed, not empty ('required'), at most `max` characters ('maxLength'). */
export const requiredText = (max: number = MAX_LENGTH.text) =>
  z.string(key('required')).trim().min(1, key('required', true)).max(max, key('maxLength'));

/** Required e-mail address ('required', then 'email'). */
export const emailField = requiredText(MAX_LENGTH.email).pipe(z.email(key('email')));

/** A new password: required, at least 8 ('password'). */
export const passwordField = z
  .string(key('required'))
  .min(1, key('required', true))
  .min(MIN_LENGTH.password, key('password', true))
  .max(MAX_LENGTH.password, key('maxLength'));

/** The password of a sign-in: only required (an old account may predate the length rule). */
export const currentPasswordField = z
  .string(key('required'))
  .min(1, key('required', true))
  .max(MAX_LENGTH.password, key('maxLength'));

/** A Moldovan phone as it is sent: '+373' and eight digits (§3 "a plus sign and digits only"). */
export const phonePayloadField = z
  .string(key('required'))
  .min(1, key('required', true))
  .regex(/^\+373\d{8}$/, key('phone'));

/** Required text with a minimum length ('required', then 'minLength' with params.min). */
export const minText = (min: number, max: number = MAX_LENGTH.text) =>
  requiredText(max).pipe(z.string().min(min, key('minLength')));

export const companyNameField = minText(MIN_LENGTH.companyName, MAX_LENGTH.companyName);
/**
 * A company code: required; its spaces dropped and its letters in capitals (as a bank prints an
 * IBAN, 'MD24 AG00 …'); then at least `min` characters.
 */
const codeText = (min: number, max: number) =>
  requiredText(max)
    .transform(compactCode)
    .pipe(z.string().min(min, key('minLength', true)));

/** IDNO: 13 digits ('minLength', 'idno'), the last its control digit ('idnoChecksum'). */
export const idnoField = codeText(MIN_LENGTH.idno, MAX_LENGTH.idno).pipe(
  z
    .string()
    .regex(IDNO, key('idno', true))
    .refine(hasValidIdnoControlDigit, { error: 'idnoChecksum' }),
);

/**
 * IBAN: a Moldovan one, 'MD' and 22 letters or digits ('minLength', 'iban'), whose check digits
 * are right ('ibanChecksum', ISO 13616 MOD-97). Kept compact and in capitals.
 */
export const ibanField = codeText(MIN_LENGTH.iban, MAX_LENGTH.iban).pipe(
  z
    .string()
    .regex(MOLDOVAN_IBAN, key('iban', true))
    .refine(hasValidIbanCheckDigits, { error: 'ibanChecksum' }),
);

/** BIC: required, 8 or 11 letters and digits in the ISO 9362 shape ('bic'). */
export const bicField = requiredText(MAX_LENGTH.bic)
  .transform(compactCode)
  .pipe(z.string().regex(BIC, key('bic')));

/**
 * TVA code: optional; when given, at least 7 characters ('minLength'), and the 7 digits of the
 * certificate ('tva'). Empty text counts as not given.
 */
export const tvaField = z
  .string()
  .trim()
  .max(MAX_LENGTH.tva, key('maxLength'))
  .refine((value) => value === '' || value.length >= MIN_LENGTH.tva, {
    error: 'minLength',
    params: { min: MIN_LENGTH.tva },
    abort: true,
  })
  .refine((value) => value === '' || TVA_CODE.test(value), { error: 'tva' })
  .optional();

/**
 * A review's grade: a whole number of stars from 1 to 5 (REVIEW); anything else, no choice
 * included, is 'required' (the form asks to choose one).
 */
export const reviewGradeField = z
  .number(key('required'))
  .int(key('required'))
  .min(REVIEW.minGrade, key('required'))
  .max(REVIEW.maxGrade, key('required'));

/** A review's text: required, 10 to 2000 characters once trimmed (REVIEW). */
export const reviewTextField = minText(REVIEW.minText, REVIEW.maxText);

/** An agreement checkbox: must be ticked ('required'). */
export const agreementField = z.literal(true, key('required'));

/**
 * Zod issues to field errors: the first issue of each field wins; length bounds travel as params.
 * Issues without a field path land under `_form`.
 */
export function fieldErrors<Field extends string = string>(
  error: z.ZodError,
): FieldErrors<Field | '_form'> {
  const result: FieldErrors<Field | '_form'> = {};
  for (const issue of error.issues) {
    const field = (issue.path.length ? issue.path.join('.') : '_form') as Field | '_form';
    if (result[field]) continue;
    const messageKey = isValidationMessageKey(issue.message) ? issue.message : 'required';
    const params: { min?: number; max?: number } = {};
    if (messageKey === 'minLength' || messageKey === 'password') {
      if (issue.code === 'too_small') params.min = Number(issue.minimum);
      if (issue.code === 'custom' && typeof issue.params?.min === 'number') {
        params.min = issue.params.min;
      }
    }
    if (messageKey === 'maxLength' && issue.code === 'too_big') params.max = Number(issue.maximum);
    result[field] = Object.keys(params).length ? { key: messageKey, params } : { key: messageKey };
  }
  return result;
}
