import { CV_FILE, IDEMPOTENCY } from '@shop/core/rules';
import type { Route } from './+types/shop-api';
import { apiBaseUrl } from '../lib/api.server.js';
import { assertShopClient, boundedBody, payloadTooLarge } from '../lib/bff.server.js';
import { clearedTokenCookie, tokenOf } from '../lib/session.server.js';

/**
 * `/shop-api/<API path>`: the browser's way to the API. The shop's scripts use the @shop/core
 * client with this as its base URL; this server adds the shopper's token from the HttpOnly
 * cookie and passes everything else on: method, path and query, body (JSON or a CV upload),
 * language, idempotency key, the shopper's address. The session calls (sign-in, registration,
 * sign-out, the token check) are not passed: they go through /session, which keeps the token in
 * the cookie.
 */

/** API paths only /session may call: they issue, check or end tokens. */
const SESSION_PATHS = new Set([
  '/auth/users',
  '/auth/token/login',
  '/auth/token/logout',
  '/api/auth/login',
  '/api/auth/logout',
  '/accounts/check-token',
  '/accounts/google-login',
  '/accounts/facebook-login',
]);

/** Request headers passed to the API as they came. */
const PASSED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  IDEMPOTENCY.header.toLowerCase(),
];
/** Answer headers passed back. */
const PASSED_ANSWER_HEADERS = [
  'content-type',
  'retry-after',
  'idempotent-replayed',
  'www-authenticate',
  'etag',
  'vary',
];

/**
 * The largest body passed on: the biggest thing a shopper sends is the vacancy form's CV (5 MB)
 * with its fields. Anything larger is refused here, before it is read into memory or sent on, in
 * the API's own words (413 payload_too_large); smaller bodies the API still checks by its limits.
 */
export const MAX_FORWARDED_BODY = CV_FILE.maxBytes + 1024 * 1024;

/** This route's own part of the address. */
const PREFIX = '/shop-api';

/**
 * The API path a `/shop-api/<path>` address asks for, as it will be sent (still encoded, so the
 * API decodes it exactly as this check did), and decoded, for the rules below; null when it
 * could mean another path than it shows: a segment that decodes to a `/`, `?`, `#` or `\`, to
 * `.` or `..`, to a control character, or does not decode at all, or an empty segment inside it
 * ('//'). The URL parser has already resolved plain dot segments.
 *
 * @example upstreamPath('/shop-api/api/products/items/') // { sent: '/api/products/items/', decoded: … }
 * @example upstreamPath('/shop-api/auth/token/login%3F') // null
 */
function upstreamPath(pathname: string): { sent: string; decoded: string } | null {
  if (!pathname.startsWith(`${PREFIX}/`)) return null;
  const sent = pathname.slice(PREFIX.length);
  const segments = sent.slice(1).split('/');
  const decoded: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (segment === '' && index < segments.length - 1) return null;
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return null;
    }
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (text === '.' || text === '..' || /[/?#\\\u0000-\u001f\u007f]/.test(text)) return null;
    decoded.push(text);
  }
  return { sent, decoded: `/${decoded.join('/')}` };
}

async function forward(request: Request): Promise<Response> {
  assertShopClient(request);
  const url = new URL(request.url);
  const path = upstreamPath(url.pathname);
  if (path === null) return Response.json({ detail: 'invalid_request' }, { status: 400 });
  if (SESSION_PATHS.has(path.decoded.replace(/\/+$/, ''))) {
    return Response.json({ detail: 'not_found' }, { status: 404 });
  }
  const headers = new Headers();
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const token = tokenOf(request);
  if (token) headers.set('Authorization', `Token ${token}`);
  const forwardedFor = request.headers.get('X-Forwarded-For');
  if (forwardedFor) headers.set('X-Forwarded-For', forwardedFor);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await boundedBody(request, MAX_FORWARDED_BODY) : undefined;
  if (body === null) return payloadTooLarge();
  let answer: Response;
  try {
    answer = await fetch(`${apiBaseUrl()}${path.sent}${url.search}`, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
      redirect: 'manual',
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('[storefront] the API did not answer:', error);
    return Response.json({ detail: 'network' }, { status: 502 });
  }
  const out = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of PASSED_ANSWER_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  // A token the API no longer takes (expired, revoked elsewhere) is dropped with this answer.
  if (token && answer.status === 401) out.set('Set-Cookie', clearedTokenCookie(request));
  return new Response(answer.body, { status: answer.status, headers: out });
}

export function loader({ request }: Route.LoaderArgs) {
  return forward(request);
}

export function action({ request }: Route.ActionArgs) {
  return forward(request);
}
