import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.js';
import { createTestApi, type TestApi } from '../test/harness.js';

/** The seed on PostgreSQL writes exactly what it writes on PGlite. */
describe('seedDatabase on PostgreSQL', () => {
  let postgres: TestApi;
  let pglite: TestApi;
  beforeAll(async () => {
    [postgres, pglite] = await Promise.all([
      createTestApi('postgres', { seed: { products: 60 } }),
      createTestApi('pglite', { seed: { products: 60 } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([postgres.close(), pglite.close()]);
  });

  it('gives the same catalogue and content rows as PGlite', async () => {
    const read = async (api: TestApi) => {
      const db = api.database.db;
      return {
        categories: await db.select().from(schema.categories).orderBy(asc(schema.categories.id)),
        products: await db.select().from(schema.products).orderBy(asc(schema.products.id)),
        reviews: await db.select().from(schema.reviews).orderBy(asc(schema.reviews.id)),
        shops: await db.select().from(schema.shops).orderBy(asc(schema.shops.id)),
        settings: await db.select().from(schema.siteSettings).orderBy(asc(schema.siteSettings.key)),
      };
    };
    const [a, b] = [await read(postgres), await read(pglite)];
    expect(a.products.length).toBe(60);
    expect(a).toEqual(b);
  });

  it('leaves the id sequences after the seeded rows', async () => {
    const [review] = await postgres.database.db
      .insert(schema.reviews)
      .values({ productId: 1, userName: 'Test', grade: 5, text: 'ok' })
      .returning({ id: schema.reviews.id });
    const all = await postgres.database.db.select({ id: schema.reviews.id }).from(schema.reviews);
    expect(review?.id).toBe(Math.max(...all.map((row) => row.id)));
  });
});
