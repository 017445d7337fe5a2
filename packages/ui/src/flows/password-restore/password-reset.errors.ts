import { FORM_FIELD, isApiError } from '@shop/core/client';
import { isApiDetail, type ApiDetail } from '../../i18n/index.js';

/**
 * The `detail` code of a failed password-reset call, for a text from the catalogues (never the
 * server's prose, SPEC §8). Reads the client's own failures ('network', 'aborted'), then the
 * API's `detail` (which the client files under `_form`; the storefront's proxy also answers
 * `{ detail: 'network' }` when the API is down), then a bare 429. Anything else is
 * 'internal_error'.
 *
 * @example passwordResetErrorDetail(new ApiError({ code: 'network', method: 'POST', url })) // 'network'
 */
export function passwordResetErrorDetail(error: unknown): ApiDetail {
  if (!isApiError(error)) return 'internal_error';
  if (error.code === 'network' || error.code === 'aborted') return error.code;
  const detail = error.fieldErrors[FORM_FIELD];
  if (isApiDetail(detail)) return detail;
  if (error.status === 429) return 'too_many_requests';
  return 'internal_error';
}

/**
 * The failures of a restore request the shopper is told about: a rate limit and a lost
 * connection, which say nothing about the account and mean "try again later". Every other
 * failure stays silent (SPEC §4, §8: the API answers alike for known and unknown accounts).
 */
export type RestoreMessage = 'too_many_requests' | 'network';

/** The message a failed restore request shows, or null for the silent ones. */
export function restoreFailureMessage(error: unknown): RestoreMessage | null {
  const detail = passwordResetErrorDetail(error);
  return detail === 'too_many_requests' || detail === 'network' ? detail : null;
}
