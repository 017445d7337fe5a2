import type { Catalogue } from '../i18n.types.js';

export const apiError = {
  not_found: 'We could not find what you were looking for.',
  invalid_request: 'Please check the details you entered and try again.',
  payload_too_large: 'The file or data you sent is too large.',
  unsupported_media_type: 'This file type is not supported.',
  not_authenticated: 'Please sign in to continue.',
  invalid_credentials: 'Wrong login or password.',
  invalid_token: 'This link or code is no longer valid. Ask for a new one.',
  social_login_failed: 'Sign-in failed. Please try again.',
  too_many_requests: 'Too many attempts. Please try again later.',
  service_unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  internal_error: 'Something went wrong. Please try again later.',
  network: 'No connection. Check your internet connection and try again.',
  aborted: 'The request was cancelled.',
  forbidden: 'Your account cannot do this.',
  out_of_stock: 'Some products are no longer in stock in the quantity you chose.',
  idempotency_key_reused:
    'This order was already sent with other details. Reload the page and try again.',
  already_reviewed: 'You have already reviewed this product.',
  limit_reached: 'The list is full. Remove some products and try again.',
} as const satisfies Catalogue<'en'>['apiError'];
