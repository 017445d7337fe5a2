import { ApiError } from '@shop/core/client';
import {
  fieldErrors,
  JSON_BODY_MAX_BYTES,
  localeFromAcceptLanguage,
  type LocaleCode,
} from '@shop/core/rules';
import { errorPage } from './api.server.js';

/**
 * What the storefront's own endpoints for the browser share (the session routes, the
 * `/shop-api/` proxy and the forms pages post before their script runs): a guard against other
 * sites' pages, bodies read within a limit, the shopper's language, and API failures passed on
 * as the API gave them, so the browser's client reads them as if it had asked the API itself.
 */

/** The header the shop's own scripts send with every call to these endpoints. */
export const SHOP_CLIENT_HEADER = 'X-Shop-Client';

/**
 * Refuses a request that did not come from the shop's own scripts. The session cookie is
 * SameSite=Lax, so another site's page cannot post with it, but a link can still make the browser
 * GET with it; a custom header is something no link or form can add (403 otherwise).
 */
export function assertShopClient(request: Request): void {
  if (request.headers.get(SHOP_CLIENT_HEADER) !== '1') {
    throw Response.json({ detail: 'forbidden' }, { status: 403 });
  }
}

/**
 * The request's body, read up to `maxBytes`; null once it goes past that (or its Content-Length
 * says it will), so an oversized body never sits in this server's memory.
 */
export async function boundedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * The fields of a form one of the shop's pages posted itself (before its script ran, or without
 * script), read within `maxBytes`; a body that is not a form (`application/x-www-form-urlencoded`,
 * what a form without enctype sends) or is larger than the form can be gets the 400 page. One
 * another site's page posted never gets here: React Router refuses an action whose Origin is not
 * the request's own (400), and the server believes the forwarded host and scheme only from the
 * proxies it trusts.
 */
export async function postedForm(request: Request, maxBytes: number): Promise<URLSearchParams> {
  const type = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw errorPage(400);
  const body = await boundedBody(request, maxBytes);
  if (body === null) throw errorPage(400);
  return new URLSearchParams(new TextDecoder().decode(body));
}

/** The shopper's language: the Accept-Language the shop's client sends. */
export function requestLocale(request: Request): LocaleCode {
  return localeFromAcceptLanguage(request.headers.get('Accept-Language'));
}

/** The API's answer to a body over its limit, given by these endpoints in its words. */
export function payloadTooLarge(): Response {
  return Response.json({ detail: 'payload_too_large' }, { status: 413 });
}

/**
 * A request's JSON body, read up to core's JSON_BODY_MAX_BYTES (as the API reads one); else a
 * 413 `payload_too_large` or a 400 `invalid_request` answer thrown as the API would give it.
 */
export async function jsonOf(request: Request): Promise<unknown> {
  const body = await boundedBody(request, JSON_BODY_MAX_BYTES);
  if (body === null) throw payloadTooLarge();
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)) as unknown;
  } catch {
    throw Response.json({ detail: 'invalid_request' }, { status: 400 });
  }
}

/** A contract schema, as far as reading a body needs it (zod's `safeParse`). */
interface BodySchema<T> {
  safeParse(
    raw: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

/**
 * Reads a JSON body with a contract schema, or answers 400 exactly as the API does (the detail
 * and the field errors by message key), so the browser reads both alike.
 */
export async function parsedBody<T>(request: Request, schema: BodySchema<T>): Promise<T> {
  const parsed = schema.safeParse(await jsonOf(request));
  if (!parsed.success) {
    throw Response.json(
      { detail: 'invalid_request', ...fieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  return parsed.data;
}

/**
 * An API failure as the answer of this endpoint: the API's own status and body when it answered,
 * 502 `network` when it did not. Anything else is a bug of ours and is rethrown.
 */
export function apiFailure(error: unknown): Response {
  if (error instanceof ApiError) {
    if (error.code === 'http' && error.status !== null) {
      return Response.json(error.body ?? { detail: 'internal_error' }, { status: error.status });
    }
    console.error('[storefront] the API did not answer:', error);
    return Response.json({ detail: 'network' }, { status: 502 });
  }
  throw error;
}
