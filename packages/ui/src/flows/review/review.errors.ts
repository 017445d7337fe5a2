import { FORM_FIELD, isApiError } from '@shop/core/client';
import { isValidationMessageKey, type FieldError, type FieldErrors } from '@shop/core/rules';
import { isApiDetail, type ApiDetail } from '../../i18n/index.js';

/** The review form's fields. */
export type ReviewField = 'grade' | 'text';

const FIELDS: readonly ReviewField[] = ['grade', 'text'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The `detail` code of a failed POST /shop/reviews/, for a text from the catalogues (never the
 * server's prose, SPEC §8): the client's own failures ('network', 'aborted'), then the API's
 * `detail` (409 'already_reviewed', 401 …), then a bare 429; anything else is 'internal_error'.
 *
 * @example reviewFailure(new ApiError({ code: 'network', method: 'POST', url })) // 'network'
 */
export function reviewFailure(error: unknown): ApiDetail {
  if (!isApiError(error)) return 'internal_error';
  if (error.code === 'network' || error.code === 'aborted') return error.code;
  const detail = error.fieldErrors[FORM_FIELD];
  if (isApiDetail(detail)) return detail;
  if (isRecord(error.body) && isApiDetail(error.body.detail)) return error.body.detail;
  if (error.status === 429) return 'too_many_requests';
  return 'internal_error';
}

/**
 * The field errors of a refused review (400: `{ "text": { "key": "minLength", "params": { "min":
 * 10 } } }`, or read through the client's `fieldErrors`), keyed by the form's fields; empty when
 * the answer names none of them.
 *
 * @example reviewFieldErrors(error) // { text: { key: 'minLength', params: { min: 10 } } }
 */
export function reviewFieldErrors(error: unknown): FieldErrors<ReviewField> {
  const errors: FieldErrors<ReviewField> = {};
  if (!isApiError(error, 'http')) return errors;
  for (const field of FIELDS) {
    const value = isRecord(error.body) ? error.body[field] : undefined;
    if (isRecord(value) && isValidationMessageKey(value.key)) {
      const params = isRecord(value.params) ? value.params : {};
      const bounds: NonNullable<FieldError['params']> = {};
      if (typeof params.min === 'number') bounds.min = params.min;
      if (typeof params.max === 'number') bounds.max = params.max;
      errors[field] = Object.keys(bounds).length
        ? { key: value.key, params: bounds }
        : { key: value.key };
      continue;
    }
    const message = error.fieldErrors[field];
    if (isValidationMessageKey(message)) errors[field] = { key: message };
    else if (message !== undefined) errors[field] = { key: 'invalid' };
  }
  return errors;
}
