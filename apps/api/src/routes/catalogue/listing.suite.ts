import {
  productListResponseSchema,
  productPageSchema,
  validateProductsResponseSchema,
  type Product,
} from '@shop/core/contract';
import { encodeBrand } from '@shop/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { attributeValues, attributes, brands, productAttributeValues } from '../../db/schema.js';
import { createTestApi, TEST_CONFIG, type TestApi } from '../../test/harness.js';
import {
  effectivePrice,
  expectCached,
  expectInvalid,
  get,
  getParsed,
  isSorted,
  seeded,
  subtreeIds,
  type CategoryRow,
  type ProductRow,
} from './catalogue.test-helpers.js';
import { PAGE_SIZE } from './listing.js';

/**
 * GET /api/products/items/ (listing, filters, sorts, pages, home lists), get-products-by-ids/
 * and validate-products/ on one database, checked against the seeded data read with Drizzle.
 * Run by listing.test.ts (PGlite) and listing.pg.test.ts (PostgreSQL).
 */
export function listingSuite(driver: Driver): void {
  describe(`catalogue listing (${driver})`, () => {
    let api: TestApi;
    let allProducts: ProductRow[];
    let allCategories: CategoryRow[];
    const byId = (id: number): ProductRow => {
      const product = allProducts.find((row) => row.id === id);
      if (!product) throw new Error(`no product ${id}`);
      return product;
    };
    const page = (query: string) =>
      getParsed(api, `/api/products/items/?${query}`, productPageSchema);

    /** Every page of a listing, fetched one after the other. */
    async function allPages(query: string): Promise<{ total: number; ids: number[] }> {
      const first = await page(query);
      const ids = first.results.map((product) => product.id);
      for (let number = 2; number <= first.pages; number++) {
        const next = await page(`${query}&page=${number}`);
        expect(next.total).toBe(first.total);
        ids.push(...next.results.map((product) => product.id));
      }
      return { total: first.total, ids };
    }

    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 300 } });
      ({ products: allProducts, categories: allCategories } = await seeded(api));
    });
    afterAll(() => api.close());

    it('answers the first page of every product, 24 a page, most popular first', async () => {
      const first = await page('');
      expect(first.total).toBe(allProducts.length);
      expect(first.results).toHaveLength(PAGE_SIZE);
      expect(first.pages).toBe(Math.ceil(allProducts.length / PAGE_SIZE));
      expect(first.pages * PAGE_SIZE).toBeGreaterThanOrEqual(first.total);
      const popularity = first.results.map((product) => byId(product.id).popularity);
      expect(isSorted(popularity, true)).toBe(true);
      expect(popularity[0]).toBe(Math.max(...allProducts.map((product) => product.popularity)));
    });

    it('pages cover every product exactly once; a page past the end is empty', async () => {
      const { total, ids } = await allPages('order_by=popularity');
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(allProducts.length);
      const past = await page('page=999');
      expect(past).toMatchObject({ total: allProducts.length, results: [] });
    });

    it('parent_slug lists the whole subtree of a category at each of the three levels', async () => {
      const top = allCategories.find((category) => category.parentId === null);
      const sub = allCategories.find((category) => category.parentId === top?.id);
      const leaf = allCategories.find((category) => category.parentId === sub?.id);
      expect(top && sub && leaf).toBeTruthy();
      for (const category of [top, sub, leaf]) {
        if (!category) continue;
        const ids = subtreeIds(allCategories, category.id);
        const expected = allProducts.filter((product) => ids.has(product.categoryId));
        const listed = await allPages(`parent_slug=${category.slug}`);
        expect(listed.total, category.slug).toBe(expected.length);
        expect(new Set(listed.ids)).toEqual(new Set(expected.map((product) => product.id)));
      }
    });

    it('an unknown parent_slug is a 404', async () => {
      const response = await get(api, '/api/products/items/?parent_slug=no-such-category');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'not_found' });
    });

    it('sorts by the effective retail price both ways, the promotion price counting', async () => {
      const prices = allProducts.map(effectivePrice);
      const ascending = await page('order_by=price_asc');
      const up = ascending.results.map(effectivePrice);
      expect(isSorted(up)).toBe(true);
      expect(up[0]).toBe(Math.min(...prices));
      const descending = await page('order_by=price_desc');
      const down = descending.results.map(effectivePrice);
      expect(isSorted(down, true)).toBe(true);
      expect(down[0]).toBe(Math.max(...prices));
      // Somewhere the promotion price decides the order (the seed has promotions).
      const promoted = allProducts.filter((product) => Number(product.promotionPrice) > 0);
      expect(promoted.length).toBeGreaterThan(0);
      const second = await page('order_by=price_asc&page=2');
      expect(Math.min(...second.results.map(effectivePrice))).toBeGreaterThanOrEqual(
        up[up.length - 1] ?? 0,
      );
    });

    it('new_product lists the newest first', async () => {
      const newest = await page('order_by=new_product');
      const times = newest.results.map((product) => byId(product.id).createdAt.getTime());
      expect(isSorted(times, true)).toBe(true);
      expect(times[0]).toBe(Math.max(...allProducts.map((product) => product.createdAt.getTime())));
    });

    it('price__gte and price__lte bound the effective price', async () => {
      const expected = allProducts.filter((product) => {
        const price = effectivePrice(product);
        return price >= 200 && price <= 1500;
      });
      const listed = await allPages('price__gte=200&price__lte=1500&order_by=price_asc');
      expect(listed.total).toBe(expected.length);
      expect(new Set(listed.ids)).toEqual(new Set(expected.map((product) => product.id)));
    });

    it('is_promotion lists the products with a promotion price', async () => {
      const expected = allProducts.filter(
        (product) => product.isPromotion && Number(product.promotionPrice) > 0,
      );
      expect(expected.length).toBeGreaterThan(0);
      const listed = await page('is_promotion=true');
      expect(listed.total).toBe(expected.length);
      for (const product of listed.results) {
        expect(product.is_promotion).toBe(true);
        expect(product.promotion_price).toBeGreaterThan(0);
      }
      // false is "no filter", not "without promotion".
      expect((await page('is_promotion=false')).total).toBe(allProducts.length);
    });

    it("brands: repeated, matched by name, with '&' sent as '#'", async () => {
      const db = api.database.db;
      const brandRows = await db.select().from(brands);
      const blackAndDecker = brandRows.find((brand) => brand.name === 'Black & Decker');
      const other = brandRows.find((brand) =>
        allProducts.some((product) => product.brandId === brand.id && brand !== blackAndDecker),
      );
      expect(blackAndDecker && other).toBeTruthy();
      if (!blackAndDecker || !other) return;
      const wanted = new Set([blackAndDecker.id, other.id]);
      const expected = allProducts.filter(
        (product) => product.brandId !== null && wanted.has(product.brandId),
      );
      const query = [blackAndDecker.name, other.name]
        .map((name) => `brands=${encodeURIComponent(encodeBrand(name))}`)
        .join('&');
      expect(query).toContain('%23');
      const listed = await allPages(query);
      expect(listed.total).toBe(expected.length);
      expect(new Set(listed.ids)).toEqual(new Set(expected.map((product) => product.id)));
      const first = await page(query);
      for (const product of first.results) {
        expect([blackAndDecker.name, other.name]).toContain(product.brand?.name);
      }
      expect((await page('brands=No%20Such%20Brand')).total).toBe(0);
    });

    it('attributes: values of one attribute OR, different attributes AND', async () => {
      const db = api.database.db;
      const links = await db
        .select({
          productId: productAttributeValues.productId,
          valueId: attributeValues.id,
          keyword: attributeValues.keyword,
          attributeId: attributes.id,
          isColor: attributes.isColor,
        })
        .from(productAttributeValues)
        .innerJoin(attributeValues, eq(productAttributeValues.valueId, attributeValues.id))
        .innerJoin(attributes, eq(attributeValues.attributeId, attributes.id));
      const colours = [...new Set(links.filter((link) => link.isColor).map((l) => l.keyword))];
      const [red, blue] = colours;
      const otherLink = links.find((link) => !link.isColor);
      expect(red && blue && otherLink).toBeTruthy();
      if (!red || !blue || !otherLink) return;
      const has = (productId: number, keyword: string) =>
        links.some((link) => link.productId === productId && link.keyword === keyword);

      const either = allProducts.filter((p) => has(p.id, red) || has(p.id, blue));
      const listedEither = await allPages(`attributes=${red}&attributes=${blue}`);
      expect(listedEither.total).toBe(either.length);
      expect(new Set(listedEither.ids)).toEqual(new Set(either.map((product) => product.id)));

      const both = allProducts.filter(
        (p) => (has(p.id, red) || has(p.id, blue)) && has(p.id, otherLink.keyword),
      );
      const listedBoth = await allPages(
        `attributes=${red}&attributes=${blue}&attributes=${otherLink.keyword}`,
      );
      expect(listedBoth.total).toBe(both.length);
      expect(new Set(listedBoth.ids)).toEqual(new Set(both.map((product) => product.id)));
    });

    it('filters combine with a category and a sort', async () => {
      const top = allCategories.find((category) => category.parentId === null);
      if (!top) throw new Error('no top category');
      const ids = subtreeIds(allCategories, top.id);
      const expected = allProducts.filter(
        (product) => ids.has(product.categoryId) && effectivePrice(product) >= 100,
      );
      const listed = await page(`parent_slug=${top.slug}&price__gte=100&order_by=price_desc`);
      expect(listed.total).toBe(expected.length);
      expect(isSorted(listed.results.map(effectivePrice), true)).toBe(true);
    });

    it('home lists: is_top, is_recommended and is_promotion with qt 5, 10 and 8', async () => {
      for (const [flag, qt, pickFlag] of [
        ['is_top', 5, (product: ProductRow) => product.isTop],
        ['is_recommended', 10, (product: ProductRow) => product.isRecommended],
        [
          'is_promotion',
          8,
          (product: ProductRow) => product.isPromotion && Number(product.promotionPrice) > 0,
        ],
      ] as const) {
        const expected = allProducts.filter(pickFlag);
        const list = await page(`${flag}=true&qt=${qt}`);
        expect(list.results).toHaveLength(Math.min(qt, expected.length));
        expect(list.total).toBe(expected.length);
        expect(list.pages).toBe(Math.ceil(expected.length / qt));
        for (const product of list.results) expect(pickFlag(byId(product.id))).toBe(true);
      }
    });

    it('names follow Accept-Language', async () => {
      const [ro, en, ru] = await Promise.all(
        (['ro', 'en', 'ru'] as const).map((locale) =>
          getParsed(api, '/api/products/items/?qt=3', productPageSchema, locale),
        ),
      );
      const id = ro?.results[0]?.id;
      const row = id === undefined ? undefined : byId(id);
      expect(row).toBeDefined();
      expect(ro?.results[0]?.name).toBe(row?.name.ro);
      expect(en?.results[0]?.name).toBe(row?.name.en);
      expect(ru?.results[0]?.name).toBe(row?.name.ru);
      expect(new Set([row?.name.ro, row?.name.en, row?.name.ru]).size).toBe(3);
    });

    it('the product JSON: absolute images, money as stored, units and attributes', async () => {
      const response = await get(api, '/api/products/items/?qt=24', 'en');
      const raw = response.json<{ results: Record<string, unknown>[] }>();
      const parsed = productPageSchema.parse(raw);
      for (const [index, product] of parsed.results.entries()) {
        const row = byId(product.id);
        const json = raw.results[index] ?? {};
        expect(json.price).toBe(row.price);
        expect(json.promotion_price).toBe(row.promotionPrice);
        expect(product.image).toBe(`${TEST_CONFIG.publicUrl}${row.image ?? ''}`);
        expect(product.image?.startsWith(`${TEST_CONFIG.publicUrl}/media/`)).toBe(true);
        for (const image of product.product_gallery) {
          expect(image.image.startsWith(`${TEST_CONFIG.publicUrl}/media/`)).toBe(true);
        }
        expect(product.product_gallery).toHaveLength(row.gallery.length);
        for (const unit of product.products_units) expect([1, 100, 200]).toContain(unit.name_cod);
        expect(product.model).toBe(row.model);
        expect(product.balance).toBe(row.balance);
      }
      expect(parsed.results.some((product) => product.products_units.length > 0)).toBe(true);
      const withAttributes = parsed.results.find((product) => product.product_attributes.length);
      const attribute = withAttributes?.product_attributes[0];
      expect(attribute?.titles.title_ro).toBeTruthy();
      expect(attribute?.titles.title_ru).toBeTruthy();
      expect(attribute?.titles.title_en).toBeTruthy();
      expect(attribute?.value.title).toBeTruthy();
    });

    it('malformed queries are 400 naming the field', async () => {
      await expectInvalid(api, '/api/products/items/?page=abc', 'page');
      await expectInvalid(api, '/api/products/items/?page=0', 'page');
      await expectInvalid(api, '/api/products/items/?order_by=cheapest', 'order_by');
      await expectInvalid(api, '/api/products/items/?price__gte=-1', 'price__gte');
      await expectInvalid(api, '/api/products/items/?price__gte=x', 'price__gte');
      await expectInvalid(api, '/api/products/items/?price__lte=x', 'price__lte');
      await expectInvalid(api, '/api/products/items/?is_promotion=maybe', 'is_promotion');
      await expectInvalid(api, '/api/products/items/?qt=0', 'qt');
      await expectInvalid(api, '/api/products/items/?qt=1000', 'qt');
    });

    it('is cached publicly and revalidates with its ETag', async () => {
      await expectCached(api, '/api/products/items/?order_by=price_asc');
      await expectCached(api, '/api/products/get-products-by-ids/?products_ids=1');
    });

    describe('get-products-by-ids', () => {
      it('answers in the order asked, unknown ids left out', async () => {
        const [a, b, c] = allProducts.slice(-3).map((product) => product.id);
        const list = await getParsed(
          api,
          `/api/products/get-products-by-ids/?products_ids=${c}&products_ids=999999&products_ids=${a}&products_ids=${b}`,
          productListResponseSchema,
        );
        expect(list.map((product) => product.id)).toEqual([c, a, b]);
        const one = await getParsed(
          api,
          `/api/products/get-products-by-ids/?products_ids=${a}`,
          productListResponseSchema,
          'ru',
        );
        expect(one.map((product) => product.name)).toEqual([byId(a ?? 0).name.ru]);
      });

      it('refuses ids that are not ids', async () => {
        await expectInvalid(
          api,
          '/api/products/get-products-by-ids/?products_ids=x',
          'products_ids',
        );
        await expectInvalid(
          api,
          '/api/products/get-products-by-ids/?products_ids=-3',
          'products_ids',
        );
        const missing = await get(api, '/api/products/get-products-by-ids/');
        expect(missing.statusCode).toBe(400);
      });
    });

    describe('validate-products', () => {
      const post = (url: string, body: unknown, locale?: string) =>
        api.app.inject({
          method: 'POST',
          url,
          payload: body as Record<string, unknown>,
          headers: locale ? { 'accept-language': locale } : {},
        });

      it('splits a cart into products still sold (fresh price and stock) and invalid ids', async () => {
        const inStock = allProducts.find((product) => product.balance > 0);
        const soldOut = allProducts.find((product) => product.balance === 0);
        expect(inStock && soldOut).toBeTruthy();
        if (!inStock || !soldOut) return;
        const response = await post('/ro/api/products/validate-products/', {
          product_ids: [inStock.id, soldOut.id, 999999],
        });
        expect(response.statusCode).toBe(200);
        const answer = validateProductsResponseSchema.parse(response.json());
        expect(answer.products.map((product: Product) => product.id)).toEqual([inStock.id]);
        expect(answer.products[0]?.price).toBe(Number(inStock.price));
        expect(answer.products[0]?.balance).toBe(inStock.balance);
        expect(answer.invalid_ids).toEqual([soldOut.id, 999999]);
      });

      it('works under /ru/, /en/ and no prefix; the prefix gives the language by default', async () => {
        const product = allProducts.find((row) => row.balance > 0);
        if (!product) throw new Error('nothing in stock');
        for (const [url, name] of [
          ['/ru/api/products/validate-products/', product.name.ru],
          ['/en/api/products/validate-products/', product.name.en],
          ['/api/products/validate-products/', product.name.ro],
        ] as const) {
          const response = await post(url, { product_ids: [product.id] });
          expect(response.statusCode, url).toBe(200);
          const answer = validateProductsResponseSchema.parse(response.json());
          expect(answer.products[0]?.name, url).toBe(name);
        }
        const explicit = await post(
          '/ru/api/products/validate-products/',
          {
            product_ids: [product.id],
          },
          'en',
        );
        expect(validateProductsResponseSchema.parse(explicit.json()).products[0]?.name).toBe(
          product.name.en,
        );
      });

      it('an empty cart is valid; a malformed body is a 400', async () => {
        const empty = await post('/ro/api/products/validate-products/', { product_ids: [] });
        expect(empty.json()).toEqual({ products: [], invalid_ids: [] });
        for (const body of [{ product_ids: ['x'] }, {}, { product_ids: [1], extra: true }]) {
          const response = await post('/ro/api/products/validate-products/', body);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ detail: 'invalid_request' });
        }
      });
    });
  });
}
