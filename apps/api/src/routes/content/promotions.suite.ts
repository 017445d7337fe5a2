import {
  promotionPageSchema,
  promotionSchema,
  regulationPageSchema,
  regulationSchema,
} from '@shop/core/contract';
import { desc, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { products, promotions, regulations } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  LOCALES,
  absolute,
  expectBadRequest,
  expectCached,
  expectNotFound,
  getParsed,
  readAllPages,
} from './content.test-helpers.js';
import { PROMOTION_PRODUCTS_LIMIT } from './promotions.js';
import { subtreeIds } from './sales.js';
import { PAGE_SIZE } from './shared.js';

/** Promotions and regulations on one database; run by promotions.test.ts and .pg.test.ts. */
export function promotionsSuite(driver: Driver): void {
  describe(`content: promotions and regulations (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 100 } });
    });
    afterAll(() => api.close());

    const storedPromotions = () =>
      api.database.db
        .select()
        .from(promotions)
        .orderBy(desc(promotions.startsAt), desc(promotions.id));
    const storedRegulations = () =>
      api.database.db
        .select()
        .from(regulations)
        .where(lte(regulations.publishedAt, sql`now()`))
        .orderBy(desc(regulations.publishedAt), desc(regulations.id));

    describe('GET /api/pages/promotions/', () => {
      it('pages through every promotion, newest start first', async () => {
        const stored = await storedPromotions();
        expect(stored.length).toBeGreaterThanOrEqual(6);
        const all = await readAllPages(
          api,
          (page) => `/api/pages/promotions/?page=${page}`,
          promotionPageSchema,
        );
        expect(all.total).toBe(stored.length);
        expect(all.pages).toBe(Math.ceil(stored.length / PAGE_SIZE.promotions));
        expect(all.sizes.slice(0, -1).every((size) => size === PAGE_SIZE.promotions)).toBe(true);
        expect(all.items.map((item) => item.slug)).toEqual(stored.map((row) => row.slug));
        all.items.forEach((card, index) => {
          const row = stored[index];
          expect(card.title).toBe(row?.title.ro);
          expect(card.description).toBe(row?.excerpt.ro);
          expect(card.banner).toBe(row?.banner ? absolute(row.banner) : null);
          expect(card.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(card.end_date === null).toBe(row?.endsAt === null);
          // A card leaves the page's tabs and button out.
          expect(card.tabs).toEqual([]);
          expect(card.button).toBeNull();
        });
      });

      it('/{slug} answers the promotion page with its tabs and button', async () => {
        const stored = await storedPromotions();
        const row = stored.find((item) => item.tabs.length > 0 && item.button !== null);
        if (!row) throw new Error('no promotion with tabs and a button seeded');
        const page = await getParsed(api, `/api/pages/promotions/${row.slug}`, promotionSchema);
        expect(page).toMatchObject({
          id: row.id,
          title: row.title.ro,
          tabs: row.tabs.map((tab) => ({ title: tab.title.ro, content: tab.body.ro })),
          button: { title: row.button?.text.ro, url: row.button?.url },
          seo: { title: row.title.ro },
        });
        for (const locale of LOCALES) {
          const translated = await getParsed(
            api,
            `/api/pages/promotions/${row.slug}`,
            promotionSchema,
            locale,
          );
          expect(translated.title).toBe(row.title[locale]);
          expect(translated.tabs[0]?.title).toBe(row.tabs[0]?.title[locale]);
        }
        expect(new Set(LOCALES.map((locale) => row.title[locale])).size).toBe(3);
      });

      it("/{slug} answers the products of the promotion's category, none without one", async () => {
        const stored = await storedPromotions();
        const withProducts = stored.filter((row) => row.productsCategory !== null);
        expect(withProducts.length).toBeGreaterThanOrEqual(3);
        for (const row of withProducts) {
          const ids = await subtreeIds(api.database.db, row.productsCategory ?? '');
          if (!ids) throw new Error(`unknown category ${row.productsCategory}`);
          const filed = await api.database.db
            .select({ id: products.id, categoryId: products.categoryId })
            .from(products)
            .where(inArray(products.categoryId, ids));
          const inCategory = new Set(filed.map((product) => product.id));
          for (const locale of LOCALES) {
            const page = await getParsed(
              api,
              `/api/pages/promotions/${row.slug}`,
              promotionSchema,
              locale,
            );
            expect(page.products.length).toBe(Math.min(filed.length, PROMOTION_PRODUCTS_LIMIT));
            expect(page.products.length).toBeGreaterThan(0);
            for (const product of page.products) expect(inCategory.has(product.id)).toBe(true);
          }
        }
        const without = stored.find((row) => row.productsCategory === null);
        if (!without) throw new Error('every promotion lists products');
        const page = await getParsed(api, `/api/pages/promotions/${without.slug}`, promotionSchema);
        expect(page.products).toEqual([]);
        // The list's cards leave the products out.
        const list = await getParsed(api, '/api/pages/promotions/', promotionPageSchema);
        for (const card of list.results) expect(card.products).toEqual([]);
        await expectCached(api, `/api/pages/promotions/${withProducts[0]?.slug ?? ''}`);
      });

      it('an unknown promotion is a 404; a malformed page a 400', async () => {
        await expectNotFound(api, '/api/pages/promotions/no-such-promotion');
        await expectBadRequest(api, '/api/pages/promotions/?page=abc');
        await expectBadRequest(api, '/api/pages/promotions/?page=0');
      });
    });

    describe('GET /api/customer/regulaments/', () => {
      it('pages through the regulations, newest first, without their bodies', async () => {
        const stored = await storedRegulations();
        expect(stored.length).toBeGreaterThanOrEqual(5);
        const all = await readAllPages(
          api,
          (page) => `/api/customer/regulaments/?page=${page}`,
          regulationPageSchema,
        );
        expect(all.total).toBe(stored.length);
        expect(all.pages).toBe(Math.ceil(stored.length / PAGE_SIZE.regulations));
        expect(all.items.map((item) => item.slug)).toEqual(stored.map((row) => row.slug));
        for (const item of all.items) {
          expect(item.content).toBe('');
          expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      });

      it('/{slug} answers one regulation with its HTML in the language asked for', async () => {
        const [row] = await storedRegulations();
        if (!row) throw new Error('no regulation seeded');
        for (const locale of LOCALES) {
          const page = await getParsed(
            api,
            `/api/customer/regulaments/${row.slug}`,
            regulationSchema,
            locale,
          );
          expect(page).toMatchObject({
            id: row.id,
            slug: row.slug,
            title: row.title[locale],
            content: row.body[locale],
          });
        }
        expect(new Set(LOCALES.map((locale) => row.body[locale])).size).toBe(3);
      });

      it('an unknown regulation is a 404; a malformed page a 400', async () => {
        await expectNotFound(api, '/api/customer/regulaments/no-such-regulation');
        await expectBadRequest(api, '/api/customer/regulaments/?page=two');
      });
    });

    it('lists and pages are publicly cacheable and revalidate with 304', async () => {
      const [promotion] = await storedPromotions();
      const [regulation] = await storedRegulations();
      await expectCached(api, '/api/pages/promotions/');
      await expectCached(api, `/api/pages/promotions/${promotion?.slug}`);
      await expectCached(api, '/api/customer/regulaments/?page=1');
      await expectCached(api, `/api/customer/regulaments/${regulation?.slug}`);
    });
  });
}
