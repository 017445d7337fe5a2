import { createClient, isApiError, type ShopClient } from '@shop/core/client';
import type { LocaleCode } from '@shop/core/rules';
import { data } from 'react-router';

/** Where the API answers (docs/architecture.md "Running it": `API_URL`, default the local one). */
export function apiBaseUrl(): string {
  return process.env.API_URL ?? 'http://127.0.0.1:8000';
}

/**
 * How long a page waits for the API. A page the API never answers would otherwise hold the
 * shopper (and a server connection) until the browser gives up; past this it says the shop is
 * briefly unavailable instead.
 */
export const API_TIMEOUT_MS = 10_000;

/** What the 503 page tells browsers and crawlers to wait before asking again (seconds). */
export const RETRY_AFTER_SECONDS = 30;

/**
 * fetch, given up after API_TIMEOUT_MS (the call's own signal still cancels it earlier), asking
 * for the answer uncompressed: the API runs beside this server (the same machine or network), so
 * compressing each answer there and inflating it here only costs both processes time (a cached
 * listing answers about 3.5 times as many requests a second uncompressed, measured on 2 cores).
 */
const fetchWithTimeout = (input: string, init: RequestInit) => {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const headers = new Headers(init.headers);
  if (!headers.has('Accept-Encoding')) headers.set('Accept-Encoding', 'identity');
  return fetch(input, { ...init, headers, signal });
};

/**
 * The API client for one request, in the page's language (Accept-Language). Made per request so
 * that nothing of one shopper's request can leak into another's.
 */
export function apiClient(locale: LocaleCode): ShopClient {
  return createClient({ baseUrl: apiBaseUrl(), locale, fetch: fetchWithTimeout });
}

/** What a page answers for a failure `status`, headers included (see errorPage). */
export function errorInit(status: 400 | 404 | 503): ResponseInit {
  return {
    status,
    // A passing outage must not be kept by a cache as the page.
    headers:
      status === 503
        ? { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' }
        : {},
  };
}

/** The answer a page loader throws for the locale route's error boundary (a page in the shell). */
export function errorPage(status: 400 | 404 | 503) {
  return data(null, errorInit(status));
}

/**
 * The one place where a failed API call becomes the status of the page the shopper sees, so no
 * page answers 500 for a shopper's mistake or for the API being away:
 * - the API refused the address or the form (400, 413, 414, 422…: the shopper's input) → 400;
 * - the API does not know it (404) → 404;
 * - the API did not answer, timed out, answered 5xx or 429 → 503 (with Retry-After, errorInit);
 * - the shopper went away (the request's own signal) or anything else (an answer that breaks the
 *   contract, a bug of ours) → thrown on, a 500 that is logged.
 */
export function failureStatus(error: unknown, request: Request): 400 | 404 | 503 {
  if (!isApiError(error) || request.signal.aborted) throw error;
  if (apiAway(error)) {
    console.error('[storefront] the API is away:', error.message);
    return 503;
  }
  if (error.code === 'http' && error.status !== null) {
    if (error.status === 404) return 404;
    if (error.status >= 400) return 400;
  }
  throw error;
}

/**
 * Whether a failed API call says the API is away (for now) rather than what was asked: it did
 * not answer, timed out, answered 5xx or 429. Such a page is the 503 page (failureStatus).
 */
export function apiAway(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'network' || error.code === 'aborted') return true;
  return (
    error.code === 'http' && error.status !== null && (error.status === 429 || error.status >= 500)
  );
}

/**
 * A page's failed API call as the page the shopper sees (the 400, 404 or 503 page, by
 * failureStatus). Use it as `.catch((error) => failPage(error, request))`; it always throws.
 */
export function failPage(error: unknown, request: Request): never {
  throw errorPage(failureStatus(error, request));
}
