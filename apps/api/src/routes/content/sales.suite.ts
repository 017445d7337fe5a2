import { salesPageSchema } from '@shop/core/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { categories, products, siteSettings } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  LOCALES,
  absolute,
  expectAbsolute,
  expectBadRequest,
  expectCached,
  expectNotFound,
  getParsed,
} from './content.test-helpers.js';
import { PAGE_SIZE } from './shared.js';

/** The sales page on one database; run by sales.test.ts and sales.pg.test.ts. */
export function salesSuite(driver: Driver): void {
  describe(`content: sales page (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 100 } });
    });
    afterAll(() => api.close());

    /** A category's id and its descendants', from the whole tree read in the test. */
    async function subtree(slug: string): Promise<number[]> {
      const all = await api.database.db.select().from(categories);
      const root = all.find((category) => category.slug === slug);
      if (!root) throw new Error(`no category ${slug}`);
      const ids = [root.id];
      for (let i = 0; i < ids.length; i++) {
        for (const child of all) if (child.parentId === ids[i]) ids.push(child.id);
      }
      return ids;
    }

    const onPromotion = (categoryIds?: number[]) =>
      api.database.db
        .select()
        .from(products)
        .where(
          and(
            eq(products.isPromotion, true),
            categoryIds ? inArray(products.categoryId, categoryIds) : undefined,
          ),
        )
        .orderBy(desc(products.popularity), asc(products.id));

    it('answers the products on promotion, most popular first, a page at a time', async () => {
      const stored = await onPromotion();
      expect(stored.length).toBeGreaterThan(PAGE_SIZE.sales);
      const pages = Math.ceil(stored.length / PAGE_SIZE.sales);
      const seen: number[] = [];
      for (let page = 1; page <= pages; page++) {
        const answer = await getParsed(api, `/api/pages/sales/?page=${page}`, salesPageSchema);
        expect(answer.pages).toBe(pages);
        expect(answer.total).toBe(stored.length);
        seen.push(...answer.results.products.map((product) => product.id));
      }
      expect(seen).toEqual(stored.map((product) => product.id));
    });

    it('products have the catalogue shape, prices and stock of the database', async () => {
      const stored = await onPromotion();
      const answer = await getParsed(api, '/api/pages/sales/', salesPageSchema);
      expect(answer.results.products).toHaveLength(PAGE_SIZE.sales);
      answer.results.products.forEach((product, index) => {
        const row = stored[index];
        expect(product).toMatchObject({
          id: row?.id,
          slug: row?.slug,
          name: row?.name.ro,
          is_promotion: true,
          price: Number(row?.price),
          promotion_price: row?.promotionPrice === null ? null : Number(row?.promotionPrice),
          price_angro: row?.priceAngro === null ? null : Number(row?.priceAngro),
          balance: row?.balance,
          balance_angro: row?.balanceAngro,
          model: row?.model,
        });
        expect(product.image).toBe(row?.image ? absolute(row.image) : null);
        for (const unit of product.products_units) expect([1, 100, 200]).toContain(unit.name_cod);
        for (const image of product.product_gallery) expectAbsolute(image.image);
      });
      expect(answer.results.products.some((product) => product.brand !== null)).toBe(true);
      expect(answer.results.products.some((product) => product.products_units.length > 0)).toBe(
        true,
      );
    });

    it('page_content: the background image and the category tabs', async () => {
      const [setting] = await api.database.db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.key, 'sales_page'));
      const tabs = await api.database.db
        .select()
        .from(categories)
        .where(eq(categories.onSalesPage, true))
        .orderBy(asc(categories.position), asc(categories.id));
      expect(tabs.length).toBeGreaterThan(0);
      const answer = await getParsed(api, '/api/pages/sales/', salesPageSchema);
      const content = answer.results.page_content;
      expect(setting).toBeDefined();
      expect(content.background_image).toMatch(/^https?:\/\//);
      expect(content.sale_categories).toEqual(
        tabs.map((tab) => ({ id: tab.id, name: tab.name.ro, slug: tab.slug })),
      );
    });

    it('?category_slug keeps the products of that category and its subcategories', async () => {
      const answer = await getParsed(api, '/api/pages/sales/', salesPageSchema);
      let checked = 0;
      for (const tab of answer.results.page_content.sale_categories) {
        const stored = await onPromotion(await subtree(tab.slug));
        const filtered = await getParsed(
          api,
          `/api/pages/sales/?category_slug=${tab.slug}`,
          salesPageSchema,
        );
        expect(filtered.total).toBe(stored.length);
        expect(filtered.pages).toBe(Math.ceil(stored.length / PAGE_SIZE.sales));
        expect(filtered.results.products.map((product) => product.id)).toEqual(
          stored.slice(0, PAGE_SIZE.sales).map((product) => product.id),
        );
        if (stored.length > 0) checked++;
      }
      expect(checked).toBeGreaterThan(0);
    });

    it('a deeper category narrows the list too', async () => {
      const [row] = await api.database.db
        .select({ slug: categories.slug, total: count() })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.isPromotion, true))
        .groupBy(categories.slug)
        .orderBy(desc(count()), asc(categories.slug))
        .limit(1);
      if (!row) throw new Error('no promoted product seeded');
      const answer = await getParsed(
        api,
        `/api/pages/sales/?category_slug=${row.slug}&page=1`,
        salesPageSchema,
      );
      expect(answer.total).toBe(row.total);
    });

    it('names follow Accept-Language', async () => {
      const names = await Promise.all(
        LOCALES.map(async (locale) => {
          const answer = await getParsed(api, '/api/pages/sales/', salesPageSchema, locale);
          return `${answer.results.products[0]?.name} / ${answer.results.page_content.sale_categories[0]?.name}`;
        }),
      );
      expect(new Set(names).size).toBe(3);
    });

    it('past the last page the products are empty, with the page content', async () => {
      const first = await getParsed(api, '/api/pages/sales/', salesPageSchema);
      const past = await getParsed(
        api,
        `/api/pages/sales/?page=${first.pages + 1}`,
        salesPageSchema,
      );
      expect(past.results.products).toEqual([]);
      expect(past.results.page_content).toEqual(first.results.page_content);
      expect(past.total).toBe(first.total);
    });

    it('an unknown category is a 404; a malformed page a 400', async () => {
      await expectNotFound(api, '/api/pages/sales/?category_slug=no-such-category');
      await expectBadRequest(api, '/api/pages/sales/?page=abc');
      await expectBadRequest(api, '/api/pages/sales/?page=0&category_slug=x');
    });

    it('is publicly cacheable and revalidates with 304', async () => {
      await expectCached(api, '/api/pages/sales/?page=1');
    });
  });
}
