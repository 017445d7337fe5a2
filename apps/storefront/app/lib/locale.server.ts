import type { MiddlewareFunction } from 'react-router';
import { cookieLocale, localeCookie, localeOfPath } from './locale.js';
import { isPageAnswer } from './security.server.js';

/**
 * SPEC §9: the language is remembered in a cookie for 365 days. A page or page data in another
 * language than the cookie's sets it. This runs outside the page cache, so a kept page is the same
 * for every shopper and each answer still carries the cookie its shopper needs.
 */
export const localeCookieMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!isPageAnswer(response.headers)) return response;
  const locale = localeOfPath(new URL(request.url).pathname);
  if (cookieLocale(request.headers.get('Cookie')) === locale) return response;
  // Some answers (fetch's, Response.redirect's) have headers that cannot be changed.
  const answer = new Response(response.body, response);
  answer.headers.append('Set-Cookie', localeCookie(locale));
  return answer;
};
