import { isApiError } from '@shop/core/client';
import { PROFILE_REQUEST_FIELDS, type FieldErrors, type ProfileField } from '@shop/core/rules';
import type { ApiDetail } from '../../i18n/index.js';
import { requestFailure, requestFieldErrors } from '../../lib/request-errors.js';

/**
 * The field errors of a refused profile save (400: `{ "email": { "key": "taken" } }`, or read
 * through the client's `fieldErrors`), keyed by the form's fields through core's
 * `PROFILE_REQUEST_FIELDS`; empty when the answer names none of them (or is not a 400).
 *
 * @example profileDataFieldErrors(error) // { phone: { key: 'taken' } }
 */
export function profileDataFieldErrors(error: unknown): FieldErrors<ProfileField> {
  if (!isApiError(error, 'http') || error.status !== 400) return {};
  return requestFieldErrors(error, PROFILE_REQUEST_FIELDS);
}

/**
 * The `detail` code of a failed save, for a text from the catalogues (never the server's prose,
 * SPEC §8): the shared reading of lib/request-errors.
 *
 * @example profileDataFailure(new ApiError({ code: 'network', method: 'POST', url })) // 'network'
 */
export const profileDataFailure: (error: unknown) => ApiDetail = requestFailure;
