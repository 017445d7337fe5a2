import type { FieldErrors } from '@shop/core/rules';
import type { ApiDetail } from '../../i18n/index.js';
import { requestFailure, requestFieldErrors } from '../../lib/request-errors.js';

/** The newsletter block's fields (core's `newsletterSignupSchema`). */
export type NewsletterSignupField = 'name' | 'lastName' | 'contact' | 'agreement';

/**
 * Where a field of the request (POST /accounts/newsletter-set/, core's
 * `newsletterSubscribeRequestSchema`) shows in the block: the one contact input holds the e-mail
 * or the phone.
 */
export const REQUEST_FIELD_TO_FORM: Readonly<Record<string, NewsletterSignupField>> = {
  name: 'name',
  last_name: 'lastName',
  email: 'contact',
  phone: 'contact',
  agreement: 'agreement',
};

/**
 * The `detail` code of a failed sign-up, for a text from the catalogues (never the server's
 * prose, SPEC §8): the shared reading of lib/request-errors.
 *
 * @example newsletterSignupFailure(new ApiError({ code: 'network', method: 'POST', url })) // 'network'
 */
export const newsletterSignupFailure: (error: unknown) => ApiDetail = requestFailure;

/**
 * The field errors of a refused sign-up (400: `{ "detail": "invalid_request", "email": { "key":
 * "email" } }`, or read through the client's `fieldErrors`), under the block's fields (`email`
 * and `phone` under the contact input); empty when the answer names none of them.
 *
 * @example newsletterSignupFieldErrors(error) // { contact: { key: 'email' } }
 */
export function newsletterSignupFieldErrors(error: unknown): FieldErrors<NewsletterSignupField> {
  return requestFieldErrors(error, REQUEST_FIELD_TO_FORM);
}
