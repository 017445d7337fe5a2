// No imports: the ui imports this list without pulling zod into the browser's first load.

/**
 * The `detail` codes of the API's error bodies: a code, never prose, so the ui explains it in the
 * shopper's language. Field errors travel beside it, keyed by field (`{ email: { key: 'taken' } }`).
 */
export const API_ERROR_DETAILS = [
  'not_found',
  'invalid_request',
  'payload_too_large',
  'unsupported_media_type',
  /** No valid `Authorization: Token …` on a call that needs one (401). */
  'not_authenticated',
  /** Sign-in with a wrong login or password (400); the same answer for unknown accounts. */
  'invalid_credentials',
  /** A password-reset link or code that is wrong, used, expired or out of tries (400). */
  'invalid_token',
  /** The provider did not confirm a Google or Facebook access token (401). */
  'social_login_failed',
  /** Too many failed attempts; the answer carries Retry-After (429). */
  'too_many_requests',
  /** The account may not do this (403): another account's data, a manager's discount. */
  'forbidden',
  /**
   * Some products of an order are short (409); `products` lists each with the quantity left:
   * `[{ product_id, name, available }]`.
   */
  'out_of_stock',
  /** An `Idempotency-Key` already used for another request body (422). */
  'idempotency_key_reused',
  /** The account has reviewed this product already (409). */
  'already_reviewed',
  /** A cart or favourites list is full (409). */
  'limit_reached',
  /**
   * The API lost its database (or another service it needs) for the moment (503); the answer
   * carries Retry-After, and nothing of the request was kept.
   */
  'service_unavailable',
  'internal_error',
] as const;
export type ApiErrorDetail = (typeof API_ERROR_DETAILS)[number];
