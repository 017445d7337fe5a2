import type { LocaleCode } from '@shop/core/rules';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { categories, products } from '../../db/schema.js';
import type { TestApi } from '../../test/harness.js';

/** Helpers shared by the catalogue suites: requests, and the seeded data read back with Drizzle. */

/** GET a path in a language; the answer must be 200 and parse with the contract schema. */
export async function getParsed<Schema extends z.ZodType>(
  api: TestApi,
  url: string,
  schema: Schema,
  locale?: LocaleCode,
): Promise<z.output<Schema>> {
  const response = await get(api, url, locale);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return schema.parse(response.json());
}

export function get(
  api: TestApi,
  url: string,
  locale?: LocaleCode,
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: 'GET',
    url,
    headers: locale ? { 'accept-language': locale } : {},
  });
}

/** The body of a 400 must name the field that was wrong. */
export async function expectInvalid(api: TestApi, url: string, field: string): Promise<void> {
  const response = await get(api, url);
  expect(response.statusCode, url).toBe(400);
  const body = response.json<Record<string, unknown>>();
  expect(body.detail).toBe('invalid_request');
  expect(body[field], `${url} names ${field}: ${response.body}`).toMatchObject({
    key: expect.any(String) as unknown,
  });
}

/** A product's price as a shopper pays it: the promotion price when above 0, else the price. */
export function effectivePrice(product: {
  price: number | string;
  promotion_price?: number | string | null;
  promotionPrice?: number | string | null;
}): number {
  const promotion = Number(product.promotion_price ?? product.promotionPrice ?? 0);
  return promotion > 0 ? promotion : Number(product.price);
}

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** Every product and category of the seeded shop. */
export async function seeded(api: TestApi): Promise<{
  products: ProductRow[];
  categories: CategoryRow[];
}> {
  const db = api.database.db;
  return {
    products: await db.select().from(products).orderBy(products.id),
    categories: await db.select().from(categories).orderBy(categories.id),
  };
}

/** The ids of a category and of every category below it. */
export function subtreeIds(all: readonly CategoryRow[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of all) {
      if (category.parentId !== null && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Whether values are in order (non-decreasing, or non-increasing with `descending`). */
export function isSorted(values: readonly number[], descending = false): boolean {
  return values.every((value, index) => {
    const previous = values[index - 1];
    if (previous === undefined) return true;
    return descending ? previous >= value : previous <= value;
  });
}

/** The caching of a public read: Cache-Control, Vary and an ETag that revalidates to a 304. */
export async function expectCached(api: TestApi, url: string): Promise<void> {
  const first = await get(api, url, 'ro');
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
  expect(String(first.headers.vary)).toMatch(/Accept-Language/i);
  const etag = first.headers.etag;
  expect(etag).toBeTruthy();
  const again = await api.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': 'ro', 'if-none-match': String(etag) },
  });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
}
