import type { LocaleCode } from '@shop/core/rules';
import { expect } from 'vitest';
import type { z } from 'zod';
import { TEST_CONFIG, type TestApi } from '../../test/harness.js';

/** The three languages, for "the same item in each" checks. */
export const LOCALES: readonly LocaleCode[] = ['ro', 'en', 'ru'];

/** GETs `url` in `locale`, expects 200 and parses the body with the contract's `schema`. */
export async function getParsed<Schema extends z.ZodType>(
  api: TestApi,
  url: string,
  schema: Schema,
  locale: LocaleCode = 'ro',
): Promise<z.output<Schema>> {
  const response = await api.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': locale },
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const parsed = schema.safeParse(response.json());
  expect(parsed.error, url).toBeUndefined();
  return parsed.data as z.output<Schema>;
}

/** Expects a public Cache-Control keyed by language, an ETag, and 304 when it is sent back. */
export async function expectCached(api: TestApi, url: string): Promise<void> {
  const first = await api.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ru' } });
  expect(first.statusCode, url).toBe(200);
  expect(first.headers['cache-control'], url).toMatch(/^public, max-age=\d+/);
  expect(first.headers.vary, url).toMatch(/accept-language/i);
  const etag = first.headers.etag;
  expect(typeof etag, url).toBe('string');
  const again = await api.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': 'ru', 'if-none-match': String(etag) },
  });
  expect(again.statusCode, url).toBe(304);
  expect(again.body).toBe('');
}

/** Expects the API's 404 body. */
export async function expectNotFound(api: TestApi, url: string): Promise<void> {
  const response = await api.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(404);
  expect(response.json()).toEqual({ detail: 'not_found' });
}

/** Expects the API's 400 body for a malformed query. */
export async function expectBadRequest(api: TestApi, url: string): Promise<void> {
  const response = await api.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(400);
  expect(response.json()).toMatchObject({ detail: 'invalid_request' });
}

/** Expects every present image to be an absolute URL under the API's public URL or elsewhere. */
export function expectAbsolute(...urls: (string | null | undefined)[]): void {
  for (const url of urls) {
    if (url === null || url === undefined) continue;
    expect(url).toMatch(/^https?:\/\//);
  }
}

/** A stored media path as the API answers it. */
export function absolute(path: string): string {
  return /^https?:\/\//.test(path)
    ? path
    : `${TEST_CONFIG.publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Every page of a paginated list, read one after another from page 1. */
export async function readAllPages<Item>(
  api: TestApi,
  url: (page: number) => string,
  schema: z.ZodType<{ pages: number; total: number; results: Item[] }>,
): Promise<{ pages: number; total: number; items: Item[]; sizes: number[] }> {
  const first = await getParsed(api, url(1), schema);
  const items = [...first.results];
  const sizes = [first.results.length];
  for (let page = 2; page <= first.pages; page++) {
    const next = await getParsed(api, url(page), schema);
    expect(next.pages).toBe(first.pages);
    expect(next.total).toBe(first.total);
    items.push(...next.results);
    sizes.push(next.results.length);
  }
  return { pages: first.pages, total: first.total, items, sizes };
}
