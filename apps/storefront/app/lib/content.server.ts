import { isApiError } from '@shop/core/client';
import { localizePath, type LocaleCode } from '@shop/core/rules';
import { failPage } from './api.server.js';
import { localRedirect } from './redirect.server.js';

/**
 * SPEC §8 for a content page whose own fetch failed: a page the API does not know (404) or an
 * address it refused (4xx) stays the 404 / 400 page, as `failPage` makes them; anything else — the
 * API away, timed out, a 5xx, an answer that breaks the contract — sends the reader to `fallback`
 * (a list page) in the page's language, through `localRedirect`. Always throws.
 */
export function redirectOnFailure(
  error: unknown,
  request: Request,
  fallback: string,
  locale: LocaleCode,
): never {
  if (request.signal.aborted) throw error;
  if (
    isApiError(error, 'http') &&
    error.status !== null &&
    error.status < 500 &&
    error.status !== 429
  ) {
    failPage(error, request);
  }
  console.error('[storefront] a content page failed, sent to', fallback, String(error));
  const target = localizePath(fallback, locale);
  throw localRedirect(target, 302, target);
}
