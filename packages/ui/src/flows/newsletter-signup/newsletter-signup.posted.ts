import type { NewsletterSignupPayload } from '@shop/core/rules';
import type { ApiDetail } from '../../i18n/index.js';
import { refusal } from '../../lib/form.js';
import {
  newsletterSignupFailure,
  newsletterSignupFieldErrors,
} from './newsletter-signup.errors.js';
import {
  checkNewsletterSignup,
  type NewsletterSignupErrors,
  type NewsletterSignupValues,
} from './newsletter-signup.machine.js';

/**
 * A sign-up the block's form posted itself, before the page's script took it over (the shopper
 * pressed Enter or the button in the first second, or the page runs without script). The form
 * posts its fields by the names the block gives them; the page's route action answers it with
 * {@link answerPostedNewsletterSignup} and, when it was refused, draws the block again from the
 * answer (the container's `answer`), so nothing typed is lost and the reasons show as they would
 * have after a submit in the page.
 */

/** What a refused posting gives back to the block: what was sent and why it was refused. */
export interface NewsletterSignupAnswer {
  values: NewsletterSignupValues;
  /** What the API refused, by field. */
  serverErrors: NewsletterSignupErrors;
  /** Why the request failed when no field says it. */
  failure: ApiDetail | null;
}

/** The most a posted form may weigh (three short texts and a tick). */
export const NEWSLETTER_SIGNUP_FORM_MAX_BYTES = 4096;

/**
 * The block's values from its posted form (`application/x-www-form-urlencoded`): the texts as
 * typed, the agreement ticked when the box sent its value.
 *
 * @example newsletterSignupValuesOf(new URLSearchParams('name=Ana&lastName=Rusu&contact=ana%40example.md&agreement=on'))
 * // { name: 'Ana', lastName: 'Rusu', contact: 'ana@example.md', agreement: true }
 */
export function newsletterSignupValuesOf(form: URLSearchParams): NewsletterSignupValues {
  const text = (name: string) => form.get(name) ?? '';
  return {
    name: text('name'),
    lastName: text('lastName'),
    contact: text('contact'),
    agreement: form.has('agreement'),
  };
}

export type PostedNewsletterSignup =
  /** Taken by the API. */
  | { outcome: 'subscribed'; payload: NewsletterSignupPayload }
  /**
   * Refused: by the block's own rules (`error` null, nothing was sent) or by the API (`error` is
   * what the call threw).
   */
  | { outcome: 'refused'; answer: NewsletterSignupAnswer; error: unknown };

/**
 * A posted sign-up checked by the rules the block checks in the page (core's schemas, through
 * `checkNewsletterSignup`) and, when they pass, sent with `subscribe`; the API's refusal is read
 * as the machine reads it (its field errors under their fields, anything else for the form).
 *
 * @example
 * const posted = await answerPostedNewsletterSignup(values, (payload) =>
 *   api.account.subscribeNewsletter(payload));
 */
export async function answerPostedNewsletterSignup(
  values: NewsletterSignupValues,
  subscribe: (payload: NewsletterSignupPayload) => Promise<unknown>,
): Promise<PostedNewsletterSignup> {
  const check = checkNewsletterSignup(values);
  if (!check.ok) {
    return { outcome: 'refused', answer: { values, serverErrors: {}, failure: null }, error: null };
  }
  try {
    await subscribe(check.payload);
    return { outcome: 'subscribed', payload: check.payload };
  } catch (error) {
    const { serverErrors, failure } = refusal(
      error,
      newsletterSignupFieldErrors,
      newsletterSignupFailure,
    );
    return { outcome: 'refused', answer: { values, serverErrors, failure }, error };
  }
}
