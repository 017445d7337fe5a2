import { randomBytes } from 'node:crypto';
import { TOKEN_COOKIE } from '@shop/core/rules';
import { createContext, type MiddlewareFunction } from 'react-router';
import { validContainerId } from './analytics.js';
import { apiBaseUrl } from './api.server.js';
import { cookieValue, isHttps } from './session.server.js';
import { hasControlInPath } from '../../request-rules.mjs';
import { contentSecurityPolicy, securityHeaders } from '../../security-headers.mjs';

/** The nonce of the answer being made, set by the root's middleware for entry.server. */
export const nonceContext = createContext<string>();

/** A fresh nonce: 128 random bits, so a page's scripts cannot be guessed by another. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Where product pictures come from: the API's public address (API_PUBLIC_URL, the same setting
 * the API builds its picture URLs from), else the address the storefront reaches it at.
 */
export function mediaOrigin(): string | null {
  const configured = process.env.API_PUBLIC_URL || apiBaseUrl();
  return URL.canParse(configured) ? new URL(configured).origin : null;
}

function imageOrigins(): string[] {
  const origin = mediaOrigin();
  return origin ? [origin] : [];
}

/** The page's Content-Security-Policy for a nonce (the tag manager's origin only when set). */
export function pagePolicy(nonce: string): string {
  return contentSecurityPolicy({
    nonce,
    tagManager: validContainerId(process.env.GTM_ID) !== null,
    imageOrigins: imageOrigins(),
  });
}

/**
 * Whether an answer is a page: HTML, or its page data (React Router's single fetch answers
 * text/x-script), which holds the same page.
 */
export function isPageAnswer(headers: Headers): boolean {
  const type = headers.get('Content-Type') ?? '';
  return type.startsWith('text/html') || type.startsWith('text/x-script');
}

/**
 * Sets the headers every answer of the build gets: the security headers (a stricter
 * Referrer-Policy a route set, the order page's no-referrer, is kept), the CSP on HTML, and the
 * caching rule of HTML and page data, which hold the shopper's e-mail and company when signed in:
 * with a session cookie `private, no-store`; without one cacheable as the route says, varying by
 * cookie.
 */
export function secureHeaders(request: Request, headers: Headers, nonce: string | undefined): void {
  const kept = headers.get('Referrer-Policy');
  for (const [name, value] of Object.entries(securityHeaders({ https: isHttps(request) }))) {
    headers.set(name, value);
  }
  if (kept) headers.set('Referrer-Policy', kept);
  const html = (headers.get('Content-Type') ?? '').startsWith('text/html');
  if (html && nonce) headers.set('Content-Security-Policy', pagePolicy(nonce));
  if (isPageAnswer(headers)) {
    if (cookieValue(request, TOKEN_COOKIE)) headers.set('Cache-Control', 'private, no-store');
    headers.append('Vary', 'Cookie');
  }
}

/**
 * The root's middleware: a nonce for the page (entry.server renders with it), then the headers
 * above on whatever answer comes back: pages, page data, resource routes, redirects, errors.
 */
export const securityMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const nonce = newNonce();
  context.set(nonceContext, nonce);
  // A control character in the first segment (the language's place) is refused before anything
  // renders: React Router cannot render the shell for it ("Invalid URL"). Elsewhere in the path
  // it reaches the page's own 400; server.mjs refuses every one earlier still, when it runs.
  const firstSegment = new URL(request.url).pathname.split('/')[1] ?? '';
  const response = hasControlInPath(firstSegment)
    ? new Response('Bad Request', { status: 400, headers: { 'Content-Type': 'text/plain' } })
    : await next();
  // Some answers (fetch's, Response.redirect's) have headers that cannot be changed.
  const answer = new Response(response.body, response);
  secureHeaders(request, answer.headers, nonce);
  return answer;
};
