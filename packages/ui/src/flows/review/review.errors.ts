import type { FieldErrors } from '@shop/core/rules';
import type { ApiDetail } from '../../i18n/index.js';
import { requestFailure, requestFieldErrors } from '../../lib/request-errors.js';

/** The review form's fields. */
export type ReviewField = 'grade' | 'text';

/**
 * The `detail` code of a failed POST /shop/reviews/ (409 'already_reviewed', 401, a 429, the
 * network…), for a text from the catalogues: the shared reading of lib/request-errors.
 *
 * @example reviewFailure(new ApiError({ code: 'network', method: 'POST', url })) // 'network'
 */
export const reviewFailure: (error: unknown) => ApiDetail = requestFailure;

/**
 * The field errors of a refused review (400: `{ "text": { "key": "minLength", "params": { "min":
 * 10 } } }`, or read through the client's `fieldErrors`), keyed by the form's fields; empty when
 * the answer names none of them.
 *
 * @example reviewFieldErrors(error) // { text: { key: 'minLength', params: { min: 10 } } }
 */
export function reviewFieldErrors(error: unknown): FieldErrors<ReviewField> {
  return requestFieldErrors(error, { grade: 'grade', text: 'text' });
}
