import { productDetailSchema, productSchema } from '@shop/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { eq } from 'drizzle-orm';
import { products, reviews, sizeCharts } from '../../db/schema.js';
import { SIZE_CHARTS } from '../../seed/size-charts.js';
import { createTestApi, TEST_CONFIG, type TestApi } from '../../test/harness.js';
import { call, physicalBody, signedUp } from '../accounts/accounts.test-helpers.js';
import {
  expectCached,
  get,
  getParsed,
  seeded,
  type CategoryRow,
  type ProductRow,
} from './catalogue.test-helpers.js';
import { LATEST_REVIEWS, RELATED_PRODUCTS } from './product-page.js';

type ReviewRow = typeof reviews.$inferSelect;

/**
 * GET /api/products/items/{slug} (the product page) on one database, checked against the seeded
 * data. Run by product-page.test.ts (PGlite) and product-page.pg.test.ts (PostgreSQL).
 */
export function productPageSuite(driver: Driver): void {
  describe(`product page (${driver})`, () => {
    let api: TestApi;
    let allProducts: ProductRow[];
    let allCategories: CategoryRow[];
    let allReviews: ReviewRow[];
    /** The product with the most reviews. */
    let reviewed: ProductRow;

    const reviewsOf = (id: number) => allReviews.filter((review) => review.productId === id);
    const pagePath = (product: ProductRow) => `/api/products/items/${product.slug}`;

    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 300 } });
      ({ products: allProducts, categories: allCategories } = await seeded(api));
      allReviews = await api.database.db.select().from(reviews);
      const mostReviewed = [...allProducts].sort(
        (a, b) => reviewsOf(b.id).length - reviewsOf(a.id).length,
      )[0];
      if (!mostReviewed) throw new Error('no products');
      reviewed = mostReviewed;
    });
    afterAll(() => api.close());

    it('answers everything the page shows and parses with the contract', async () => {
      const detail = await getParsed(api, pagePath(reviewed), productDetailSchema);
      // The product of every list is inside it.
      expect(productSchema.safeParse(detail).success).toBe(true);
      expect(detail).toMatchObject({
        id: reviewed.id,
        slug: reviewed.slug,
        name: reviewed.name.ro,
        model: reviewed.model,
        price: Number(reviewed.price),
        balance: reviewed.balance,
        balance_angro: reviewed.balanceAngro,
        description: reviewed.description.ro,
      });
      expect(detail.image).toBe(`${TEST_CONFIG.publicUrl}${reviewed.image ?? ''}`);
      expect(detail.product_gallery.map((image) => image.image)).toEqual(
        reviewed.gallery.map((path) => `${TEST_CONFIG.publicUrl}${path}`),
      );
      expect(detail.seo?.title).toBe(reviewed.seo?.title.ro ?? null);
      expect(detail.brand?.name).toBeTruthy();
      expect(detail.parameters).toHaveLength(reviewed.parameters.length);
      for (const attribute of detail.product_attributes) {
        expect(attribute.titles.title_ro && attribute.titles.title_en).toBeTruthy();
        expect(attribute.titles.title_ru && attribute.value.title).toBeTruthy();
      }
    });

    it('the reviews block: average, count, per-star counts and the latest reviews', async () => {
      const detail = await getParsed(api, pagePath(reviewed), productDetailSchema);
      const own = reviewsOf(reviewed.id);
      expect(own.length).toBeGreaterThan(1);
      expect(detail.reviews_count).toBe(own.length);
      const average = own.reduce((sum, review) => sum + review.grade, 0) / own.length;
      expect(detail.rating).toBe(Math.round(average * 10) / 10);
      expect(detail.rating_distribution).toEqual(
        [5, 4, 3, 2, 1].map((grade) => ({
          grade,
          count: own.filter((review) => review.grade === grade).length,
        })),
      );
      const latest = [...own]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .slice(0, LATEST_REVIEWS);
      expect(detail.reviews.map((review) => review.id)).toEqual(latest.map((r) => r.id));
      const first = detail.reviews[0];
      expect(first?.initial).toBe(first?.user_name.charAt(0).toUpperCase());
      expect(Number.isNaN(Date.parse(first?.date ?? ''))).toBe(false);
      // Each review says the language it was written in, as stored.
      expect(detail.reviews.map((review) => review.lang)).toEqual(latest.map((r) => r.lang));
      expect(detail.reviews.every((review) => review.lang !== null)).toBe(true);
    });

    it('a product without reviews has no rating and empty bars', async () => {
      const quiet = allProducts.find((product) => reviewsOf(product.id).length === 0);
      if (!quiet) return;
      const detail = await getParsed(api, pagePath(quiet), productDetailSchema);
      expect(detail).toMatchObject({ rating: null, reviews_count: 0, reviews: [] });
      expect(detail.rating_distribution.every((bar) => bar.count === 0)).toBe(true);
    });

    it('breadcrumbs: the category path from the top', async () => {
      const detail = await getParsed(api, pagePath(reviewed), productDetailSchema, 'ru');
      const path: CategoryRow[] = [];
      let current = allCategories.find((category) => category.id === reviewed.categoryId);
      while (current) {
        path.unshift(current);
        const parentId = current.parentId;
        current = allCategories.find((category) => category.id === parentId);
      }
      expect(path.length).toBe(3);
      expect(detail.breadcrumbs).toEqual(
        path.map((category) => ({ id: category.id, name: category.name.ru, slug: category.slug })),
      );
    });

    it('related products: a few of the same category first, then its siblings, never itself', async () => {
      const detail = await getParsed(api, pagePath(reviewed), productDetailSchema);
      const leaf = allCategories.find((category) => category.id === reviewed.categoryId);
      const siblings = new Set(
        allCategories
          .filter((category) => category.parentId === leaf?.parentId)
          .map((category) => category.id),
      );
      const candidates = allProducts.filter(
        (product) => product.id !== reviewed.id && siblings.has(product.categoryId),
      );
      expect(detail.related).toHaveLength(Math.min(RELATED_PRODUCTS, candidates.length));
      const sameLeaf = candidates.filter((product) => product.categoryId === reviewed.categoryId);
      const related = detail.related.map((product) => {
        const row = allProducts.find((candidate) => candidate.id === product.id);
        expect(row && siblings.has(row.categoryId)).toBe(true);
        return row;
      });
      expect(related.map((row) => row?.id)).not.toContain(reviewed.id);
      const leadingSameLeaf = related.findIndex((row) => row?.categoryId !== reviewed.categoryId);
      expect(leadingSameLeaf === -1 ? related.length : leadingSameLeaf).toBe(
        Math.min(sameLeaf.length, related.length),
      );
    });

    it('every text follows Accept-Language', async () => {
      const [ro, en, ru] = await Promise.all(
        (['ro', 'en', 'ru'] as const).map((locale) =>
          getParsed(api, pagePath(reviewed), productDetailSchema, locale),
        ),
      );
      expect([ro?.name, en?.name, ru?.name]).toEqual([
        reviewed.name.ro,
        reviewed.name.en,
        reviewed.name.ru,
      ]);
      expect(en?.description).toBe(reviewed.description.en);
      expect(ru?.description).toBe(reviewed.description.ru);
      expect(ru?.breadcrumbs[0]?.name).not.toBe(ro?.breadcrumbs[0]?.name);
    });

    it('sends the description made safe, whatever the database holds', async () => {
      const [victim] = allProducts.filter((product) => product.id !== reviewed.id);
      if (!victim) throw new Error('no second product');
      const planted =
        '<p onmouseover="steal()">Bună<script>steal()</script></p>' +
        '<img src="x" onerror="steal()"><a href="javascript:steal()">aici</a>' +
        '<iframe src="https://evil.test"></iframe>';
      await api.database.db
        .update(products)
        .set({ description: { ro: planted, en: planted, ru: planted } })
        .where(eq(products.id, victim.id));
      const detail = await getParsed(api, pagePath(victim), productDetailSchema);
      expect(detail.description).toBe('<p>Bună</p><img src="x" /><a>aici</a>');
    });

    describe('size chart', () => {
      /** The first seeded product filed under the leaf category with this slug. */
      const productIn = (slug: string): ProductRow => {
        const leaf = allCategories.find((category) => category.slug === slug);
        const product = allProducts.find((candidate) => candidate.categoryId === leaf?.id);
        if (!product) throw new Error(`no seeded product in ${slug}`);
        return product;
      };
      const seededChart = (category: string) => {
        const chart = SIZE_CHARTS.find((candidate) => candidate.category === category);
        if (!chart) throw new Error(`no seeded chart for ${category}`);
        return chart;
      };

      it("a product of a charted category gets its category's chart, in each language", async () => {
        const bicycle = productIn('biciclete');
        const chart = seededChart('biciclete');
        for (const locale of ['ro', 'en', 'ru'] as const) {
          const detail = await getParsed(api, pagePath(bicycle), productDetailSchema, locale);
          expect(detail.size_chart).toEqual({
            title: chart.title[locale],
            note: chart.note?.[locale] ?? null,
            columns: chart.columns.map((heading) => heading[locale]),
            rows: chart.rows.map((cells) => cells.map((cell) => cell[locale])),
          });
        }
        const ru = await getParsed(api, pagePath(bicycle), productDetailSchema, 'ru');
        expect(ru.size_chart?.columns[3]).toBe('Рост велосипедиста');
        expect(ru.size_chart?.rows[1]).toEqual([
          'M',
          '17–18″',
          '43–46 см',
          '165–178 см',
          '76–83 см',
        ]);
      });

      it('a product inherits the chart of the nearest category up its tree', async () => {
        // Bed linen has no chart of its own: it reads its parent's, home textiles.
        const linen = productIn('lenjerie-de-pat');
        const chart = seededChart('textile-de-casa');
        const [ro, en, ru] = await Promise.all(
          (['ro', 'en', 'ru'] as const).map((locale) =>
            getParsed(api, pagePath(linen), productDetailSchema, locale),
          ),
        );
        expect(ro?.size_chart?.title).toBe(chart.title.ro);
        expect(en?.size_chart?.columns).toEqual(chart.columns.map((heading) => heading.en));
        expect(en?.size_chart?.rows.map((cells) => cells[1])).toEqual([
          'Single',
          'Double',
          'Euro',
          'Family',
        ]);
        expect(ru?.size_chart?.note).toBe(chart.note?.ru);
      });

      it('the nearest chart wins over one higher up; a category without any answers null', async () => {
        const bicycle = productIn('biciclete');
        const scooter = productIn('trotinete');
        expect(
          (await getParsed(api, pagePath(scooter), productDetailSchema)).size_chart,
        ).toBeNull();
        const top = allCategories.find((category) => category.slug === 'sport-si-odihna');
        if (!top) throw new Error('no sport category');
        const word = (ro: string, en: string, ru: string) => ({ ro, en, ru });
        const [inserted] = await api.database.db
          .insert(sizeCharts)
          .values({
            categoryId: top.id,
            title: word('Mărimi sport', 'Sport sizes', 'Спортивные размеры'),
            note: null,
            columns: [word('Mărime', 'Size', 'Размер'), word('Înălțime', 'Height', 'Рост')],
            rows: [[word('S', 'S', 'S'), word('150 cm', '150 cm', '150 см')]],
          })
          .returning({ id: sizeCharts.id });
        try {
          const fromTop = await getParsed(api, pagePath(scooter), productDetailSchema, 'en');
          expect(fromTop.size_chart).toEqual({
            title: 'Sport sizes',
            note: null,
            columns: ['Size', 'Height'],
            rows: [['S', '150 cm']],
          });
          const own = await getParsed(api, pagePath(bicycle), productDetailSchema, 'en');
          expect(own.size_chart?.title).toBe(seededChart('biciclete').title.en);
        } finally {
          if (inserted)
            await api.database.db.delete(sizeCharts).where(eq(sizeCharts.id, inserted.id));
        }
      });

      it('a product of a category without sizes has no chart (null), in each language', async () => {
        const television = productIn('televizoare');
        for (const locale of ['ro', 'en', 'ru'] as const) {
          const response = await get(api, pagePath(television), locale);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toHaveProperty('size_chart', null);
        }
      });
    });

    it('an unknown slug is a 404', async () => {
      const response = await get(api, '/api/products/items/no-such-product');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'not_found' });
    });

    it('is cached publicly and revalidates with its ETag', async () => {
      await expectCached(api, pagePath(reviewed));
    });

    describe('after POST /shop/reviews/', () => {
      /** Posts a review as a new account named Petru Lungu; answers the review's id. */
      const review = async (product: ProductRow, grade: number, text: string) => {
        const account = await signedUp(
          api,
          physicalBody({ first_name: 'Petru', last_name: 'Lungu' }),
        );
        const response = await call(api, 'POST', '/shop/reviews/', {
          token: account.token,
          body: { product: product.id, grade, text },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ id: number }>().id;
      };

      it('shows the new review first and counts it in the average, the count and the bars', async () => {
        const product = allProducts.find(
          (candidate) => candidate.id !== reviewed.id && reviewsOf(candidate.id).length >= 2,
        );
        if (!product) throw new Error('no second reviewed product');
        const before = await getParsed(api, pagePath(product), productDetailSchema);
        const grade = before.rating !== null && before.rating >= 3 ? 1 : 5;
        const id = await review(product, grade, 'Un produs solid.\nRecomand.');

        const after = await getParsed(api, pagePath(product), productDetailSchema);
        expect(after.reviews[0]).toMatchObject({
          id,
          user_name: 'Petru Lungu',
          initial: 'P',
          grade,
          text: 'Un produs solid.\nRecomand.',
        });
        expect(after.reviews.slice(1).map((row) => row.id)).toEqual(
          before.reviews.slice(0, LATEST_REVIEWS - 1).map((row) => row.id),
        );
        expect(after.reviews_count).toBe(before.reviews_count + 1);
        expect(after.rating_distribution).toEqual(
          before.rating_distribution.map((bar) =>
            bar.grade === grade ? { grade, count: bar.count + 1 } : bar,
          ),
        );
        const grades = [...reviewsOf(product.id).map((row) => row.grade), grade];
        const average = grades.reduce((sum, value) => sum + value, 0) / grades.length;
        expect(after.rating).toBe(Math.round(average * 10) / 10);
        expect(after.rating).not.toBe(before.rating);
        // The product in a listing counts it too.
        const [listed] = await getParsed(
          api,
          `/api/products/get-products-by-ids/?products_ids=${product.id}`,
          productSchema.array(),
        );
        expect(listed).toMatchObject({ rating: after.rating, reviews_count: after.reviews_count });
      });

      it('the first review of a product gives it its rating and one bar', async () => {
        const quiet = allProducts.findLast((product) => reviewsOf(product.id).length === 0);
        if (!quiet) return;
        const id = await review(quiet, 4, 'Primul meu comentariu aici.');
        const detail = await getParsed(api, pagePath(quiet), productDetailSchema);
        expect(detail).toMatchObject({ rating: 4, reviews_count: 1 });
        expect(detail.reviews.map((row) => row.id)).toEqual([id]);
        expect(detail.rating_distribution).toEqual(
          [5, 4, 3, 2, 1].map((grade) => ({ grade, count: grade === 4 ? 1 : 0 })),
        );
      });
    });
  });
}
