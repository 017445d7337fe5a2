import type { FavouriteIds, ProfileData } from '@shop/core/contract';
import { ApiError, createClient, type ShopClient } from '@shop/core/client';
import { TOKEN_COOKIE, TOKEN_COOKIE_MAX_AGE_S, type LocaleCode } from '@shop/core/rules';
import { forwardedProto, trustedProxies } from '../../forwarded-for.mjs';
import { apiBaseUrl } from './api.server.js';

/**
 * The shopper's session on the storefront's server (SPEC §3 "Session data: a cookie named token",
 * §4 "Session", "Login"). The API's sign-in token lives in the `token` cookie, which is HttpOnly:
 * scripts on the page never see it. The browser reaches the API through this server (the session
 * routes and the `/shop-api/` proxy), which adds `Authorization: Token …` from the cookie.
 */

/**
 * What a page knows of its shopper when it is rendered (the session machine's `initial`).
 * 'unknown': the token could not be checked (the API did not answer); the page checks it
 * itself, and keeps the shopper's stored data meanwhile.
 */
export type SessionCheck =
  | { status: 'authenticated'; profile: ProfileData; favourites: FavouriteIds | null }
  | { status: 'anonymous' }
  | { status: 'invalid' }
  | { status: 'unknown' };

/** The value of one cookie of a request, or undefined. */
export function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get('Cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * What a token can be: the API's tokens are printable ASCII. Anything else in the cookie (a forged
 * '%ED%9B%83') cannot travel in an Authorization header at all, and is no token.
 */
const TOKEN_TEXT = /^[\x21-\x7e]{1,512}$/;

/** The sign-in token of a request's cookie, or undefined (an empty or junk cookie counts as none). */
export function tokenOf(request: Request): string | undefined {
  const token = cookieValue(request, TOKEN_COOKIE);
  return token && TOKEN_TEXT.test(token) ? token : undefined;
}

/**
 * Whether the shopper reached the shop over HTTPS: directly, or through a proxy that says so in
 * X-Forwarded-Proto, believed only when STOREFRONT_TRUST_PROXY counts proxies in front of this
 * server (a client's own header would otherwise decide the cookie's Secure flag and HSTS).
 */
export function isHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const trusted = trustedProxies(process.env.STOREFRONT_TRUST_PROXY);
  return forwardedProto(request.headers.get('X-Forwarded-Proto') ?? undefined, trusted) === 'https';
}

/**
 * A cookie of the session: HttpOnly (no script reads it), SameSite=Lax (no other site's page
 * sends it with a form post), Secure over HTTPS. `maxAge` undefined makes it last as long as the
 * browser session; 0 deletes it.
 */
function sessionCookie(
  request: Request,
  name: string,
  value: string,
  maxAge: number | undefined,
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  if (isHttps(request)) parts.push('Secure');
  return parts.join('; ');
}

/** The token cookie after a sign-in: 30 days with "remember me", the browser session without. */
export function tokenCookie(request: Request, token: string, remember: boolean): string {
  return sessionCookie(request, TOKEN_COOKIE, token, remember ? TOKEN_COOKIE_MAX_AGE_S : undefined);
}

/** The Set-Cookie that removes the token (logout, a token the API no longer knows). */
export function clearedTokenCookie(request: Request): string {
  return sessionCookie(request, TOKEN_COOKIE, '', 0);
}

/** Other short-lived cookies of the session (the OAuth state). */
export function shortCookie(request: Request, name: string, value: string, maxAge: number) {
  return sessionCookie(request, name, value, maxAge);
}

/**
 * The API client acting for the shopper of `request`: their token (from the cookie, or one just
 * issued), their language, and their address passed on in X-Forwarded-For, so the API's limits
 * count each shopper, not this server (the API runs with TRUST_PROXY counting this server as a
 * proxy).
 */
export function shopperClient(
  request: Request,
  locale: LocaleCode,
  token: string | null = tokenOf(request) ?? null,
): ShopClient {
  const forwardedFor = request.headers.get('X-Forwarded-For');
  return createClient({
    baseUrl: apiBaseUrl(),
    locale,
    token,
    fetch: (input, init) => {
      if (!forwardedFor) return fetch(input, init);
      const headers = new Headers(init.headers);
      headers.set('X-Forwarded-For', forwardedFor);
      return fetch(input, { ...init, headers });
    },
  });
}

/** Whether an API error says the token is not (or no longer) good. */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'http' && error.status === 401;
}

/**
 * Checks the request's token against the API (§4 "At start a token cookie is checked against
 * the server"): the profile and the favourite ids of a good token, 'invalid' for a token the API
 * refuses, 'anonymous' without one. Any other failure (the API down) is thrown.
 */
export async function checkSession(request: Request, locale: LocaleCode): Promise<SessionCheck> {
  const token = tokenOf(request);
  if (!token) return { status: 'anonymous' };
  const api = shopperClient(request, locale, token);
  const options = { signal: request.signal };
  try {
    const [profile, favourites] = await Promise.all([
      api.account.profile(options),
      // The hearts can wait for the page to come alive if this one call fails.
      api.favourites.ids(options).catch((error: unknown) => {
        if (isUnauthenticated(error)) throw error;
        console.error('[storefront] could not load the favourite ids:', error);
        return null;
      }),
    ]);
    return { status: 'authenticated', profile, favourites };
  } catch (error) {
    if (isUnauthenticated(error)) return { status: 'invalid' };
    throw error;
  }
}
