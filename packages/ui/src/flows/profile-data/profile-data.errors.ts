import { FORM_FIELD, isApiError } from '@shop/core/client';
import {
  isValidationMessageKey,
  PROFILE_REQUEST_FIELDS,
  type FieldError,
  type FieldErrors,
  type ProfileField,
} from '@shop/core/rules';
import { isApiDetail, type ApiDetail } from '../../i18n/index.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's error as our API writes it (`{ key, params }`), or null. */
function keyedError(value: unknown): FieldError | null {
  if (!isRecord(value) || !isValidationMessageKey(value.key)) return null;
  const params = isRecord(value.params) ? value.params : {};
  const bounds: NonNullable<FieldError['params']> = {};
  if (typeof params.min === 'number') bounds.min = params.min;
  if (typeof params.max === 'number') bounds.max = params.max;
  return Object.keys(bounds).length ? { key: value.key, params: bounds } : { key: value.key };
}

/**
 * The field errors of a refused profile save (400: `{ "email": { "key": "taken" } }`, or read
 * through the client's `fieldErrors`), keyed by the form's fields through core's
 * `PROFILE_REQUEST_FIELDS`; empty when the answer names none of them.
 *
 * @example profileDataFieldErrors(error) // { phone: { key: 'taken' } }
 */
export function profileDataFieldErrors(error: unknown): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (!isApiError(error, 'http') || error.status !== 400) return errors;
  for (const [requestField, field] of Object.entries(PROFILE_REQUEST_FIELDS)) {
    const keyed = keyedError(isRecord(error.body) ? error.body[requestField] : undefined);
    if (keyed) {
      errors[field] = keyed;
      continue;
    }
    const message = error.fieldErrors[requestField];
    if (isValidationMessageKey(message)) errors[field] = { key: message };
    else if (message !== undefined) errors[field] = { key: 'invalid' };
  }
  return errors;
}

/**
 * The `detail` code of a failed save, for a text from the catalogues (never the server's prose,
 * SPEC §8): the client's own failures ('network', 'aborted'), then the API's `detail`, then a
 * bare 429; anything else is 'internal_error'.
 *
 * @example profileDataFailure(new ApiError({ code: 'network', method: 'POST', url })) // 'network'
 */
export function profileDataFailure(error: unknown): ApiDetail {
  if (!isApiError(error)) return 'internal_error';
  if (error.code === 'network' || error.code === 'aborted') return error.code;
  const detail = error.fieldErrors[FORM_FIELD];
  if (isApiDetail(detail)) return detail;
  if (isRecord(error.body) && isApiDetail(error.body.detail)) return error.body.detail;
  if (error.status === 429) return 'too_many_requests';
  return 'internal_error';
}
