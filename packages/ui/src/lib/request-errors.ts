import { FORM_FIELD, isApiError } from '@shop/core/client';
import { isValidationMessageKey, type FieldError, type FieldErrors } from '@shop/core/rules';
import { isApiDetail, type ApiDetail } from '../i18n/index.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The `detail` code of a failed request, for a text from the catalogues (never the server's
 * prose, SPEC §8): the client's own failures ('network', 'aborted'), then the API's `detail`,
 * then a bare 429; anything else is 'internal_error'.
 *
 * @example requestFailure(new ApiError({ code: 'network', method: 'POST', url })) // 'network'
 */
export function requestFailure(error: unknown): ApiDetail {
  if (!isApiError(error)) return 'internal_error';
  if (error.code === 'network' || error.code === 'aborted') return error.code;
  const detail = error.fieldErrors[FORM_FIELD];
  if (isApiDetail(detail)) return detail;
  if (isRecord(error.body) && isApiDetail(error.body.detail)) return error.body.detail;
  if (error.status === 429) return 'too_many_requests';
  return 'internal_error';
}

/** One field's error as the API writes it (`{ key, params }`), or a bare key; else nothing. */
function fieldError(value: unknown): FieldError | undefined {
  if (isRecord(value) && isValidationMessageKey(value.key)) {
    const params = isRecord(value.params) ? value.params : {};
    const bounds: NonNullable<FieldError['params']> = {};
    if (typeof params.min === 'number') bounds.min = params.min;
    if (typeof params.max === 'number') bounds.max = params.max;
    return Object.keys(bounds).length ? { key: value.key, params: bounds } : { key: value.key };
  }
  if (typeof value === 'string') return { key: isValidationMessageKey(value) ? value : 'invalid' };
  return undefined;
}

/**
 * The field errors of a refused request (400 `{ "detail": "invalid_request", "email": { "key":
 * "email" } }`, or read through the client's `fieldErrors`), under the form's fields: `fields`
 * maps each request field to the form field that shows it (several may share one). Empty when
 * the answer names none of them.
 *
 * @example requestFieldErrors(error, { email: 'email', phone: 'phone' }) // { email: { key: 'email' } }
 */
export function requestFieldErrors<Field extends string>(
  error: unknown,
  fields: Readonly<Record<string, Field>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!isApiError(error, 'http')) return errors;
  for (const [requestField, formField] of Object.entries(fields)) {
    if (errors[formField]) continue;
    const found =
      fieldError(isRecord(error.body) ? error.body[requestField] : undefined) ??
      fieldError(error.fieldErrors[requestField]);
    if (found) errors[formField] = found;
  }
  return errors;
}
