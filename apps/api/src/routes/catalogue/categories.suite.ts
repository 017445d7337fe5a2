import {
  categoriesResponseSchema,
  filtersResponseSchema,
  footerCategoriesResponseSchema,
  homeCategoriesResponseSchema,
  productPageSchema,
  type Filter,
} from '@shop/core/contract';
import { catalogPath, encodeBrand, priceBuckets } from '@shop/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { attributeValues, brands, categories, productAttributeValues } from '../../db/schema.js';
import { createTestApi, TEST_CONFIG, type TestApi } from '../../test/harness.js';
import {
  effectivePrice,
  expectCached,
  expectInvalid,
  get,
  getParsed,
  seeded,
  subtreeIds,
  type CategoryRow,
  type ProductRow,
} from './catalogue.test-helpers.js';

/**
 * GET /api/categories/categories, categories-filter/, category-in-home_page/ and
 * footer-categories/ on one database, checked against the seeded data. Run by
 * categories.test.ts (PGlite) and categories.pg.test.ts (PostgreSQL).
 */
export function categoriesSuite(driver: Driver): void {
  describe(`catalogue categories and filters (${driver})`, () => {
    let api: TestApi;
    let allProducts: ProductRow[];
    let allCategories: CategoryRow[];
    const childrenOf = (id: number | null) =>
      allCategories
        .filter((category) => category.parentId === id)
        .sort((a, b) => a.position - b.position || a.id - b.id);

    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 300 } });
      ({ products: allProducts, categories: allCategories } = await seeded(api));
    });
    afterAll(() => api.close());

    describe('categories', () => {
      it('the menu: every top category with its two levels below', async () => {
        const menu = await getParsed(api, '/api/categories/categories', categoriesResponseSchema);
        const tops = childrenOf(null);
        expect(tops.length).toBeGreaterThanOrEqual(8);
        expect(menu.map((category) => category.id)).toEqual(tops.map((category) => category.id));
        for (const category of menu) {
          const row = tops.find((top) => top.id === category.id);
          expect(category.name).toBe(row?.name.ro);
          expect(category.category_in_subcategory.map((sub) => sub.id)).toEqual(
            childrenOf(category.id).map((sub) => sub.id),
          );
          for (const sub of category.category_in_subcategory) {
            expect(sub.subsubcategory_in_subcategory.map((leaf) => leaf.slug)).toEqual(
              childrenOf(sub.id).map((leaf) => leaf.slug),
            );
          }
        }
        const withLeaves = menu.flatMap((category) =>
          category.category_in_subcategory.flatMap((sub) => sub.subsubcategory_in_subcategory),
        );
        expect(withLeaves.length).toBeGreaterThan(0);
        const icon = menu.find((category) => category.icon)?.icon;
        expect(icon?.startsWith(`${TEST_CONFIG.publicUrl}/media/`)).toBe(true);
      });

      it('names follow Accept-Language', async () => {
        const ru = await getParsed(
          api,
          '/api/categories/categories',
          categoriesResponseSchema,
          'ru',
        );
        const en = await getParsed(
          api,
          '/api/categories/categories',
          categoriesResponseSchema,
          'en',
        );
        const top = childrenOf(null)[0];
        expect(ru[0]?.name).toBe(top?.name.ru);
        expect(en[0]?.name).toBe(top?.name.en);
        expect(ru[0]?.category_in_subcategory[0]?.name).toBe(childrenOf(top?.id ?? 0)[0]?.name.ru);
      });

      it('parent_slug: the children of that category, each with its own children', async () => {
        const top = childrenOf(null)[0];
        if (!top) throw new Error('no category');
        const children = await getParsed(
          api,
          `/api/categories/categories?parent_slug=${top.slug}`,
          categoriesResponseSchema,
        );
        expect(children.map((child) => child.id)).toEqual(childrenOf(top.id).map((c) => c.id));
        const sub = children[0];
        expect(sub?.category_in_subcategory.map((leaf) => leaf.id)).toEqual(
          childrenOf(sub?.id ?? 0).map((leaf) => leaf.id),
        );
        const leaf = childrenOf(sub?.id ?? 0)[0];
        expect(
          await getParsed(
            api,
            `/api/categories/categories?parent_slug=${leaf?.slug ?? ''}`,
            categoriesResponseSchema,
          ),
        ).toEqual([]);
        const unknown = await get(api, '/api/categories/categories?parent_slug=nope');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({ detail: 'not_found' });
      });

      it('the home grid: flagged categories with url, image and title', async () => {
        const home = await getParsed(
          api,
          '/api/categories/category-in-home_page/',
          homeCategoriesResponseSchema,
          'ru',
        );
        const flagged = allCategories.filter((category) => category.showInHome);
        expect(flagged.length).toBeGreaterThan(0);
        expect(new Set(home.map((item) => item.id))).toEqual(new Set(flagged.map((c) => c.id)));
        for (const item of home) {
          const row = flagged.find((category) => category.id === item.id);
          expect(item.url).toBe(`/pages/catalog/${row?.slug ?? ''}`);
          expect(item.title).toBe(row?.name.ru);
          expect(item.image?.startsWith(`${TEST_CONFIG.publicUrl}/`)).toBe(true);
        }
      });

      it('the home grid’s url is core’s catalogPath: a slug is one encoded path segment', async () => {
        const slug = 'scule/ș?x#y';
        const [added] = await api.database.db
          .insert(categories)
          .values({ slug, name: { ro: 'Scule', ru: 'Инструменты', en: 'Tools' }, showInHome: true })
          .returning({ id: categories.id });
        try {
          const home = await getParsed(
            api,
            '/api/categories/category-in-home_page/',
            homeCategoriesResponseSchema,
          );
          const item = home.find((entry) => entry.id === added?.id);
          expect(item?.url).toBe('/pages/catalog/scule%2F%C8%99%3Fx%23y');
          expect(item?.url).toBe(catalogPath(slug));
        } finally {
          await api.database.db.delete(categories).where(eq(categories.slug, slug));
        }
      });

      it('the footer: flagged categories, or every top category with all=true', async () => {
        const flagged = await getParsed(
          api,
          '/api/categories/footer-categories/',
          footerCategoriesResponseSchema,
        );
        const expected = allCategories.filter((category) => category.showInFooter);
        expect(new Set(flagged.map((c) => c.slug))).toEqual(new Set(expected.map((c) => c.slug)));
        const all = await getParsed(
          api,
          '/api/categories/footer-categories/?all=true',
          footerCategoriesResponseSchema,
          'en',
        );
        expect(all.map((category) => category.name)).toEqual(
          childrenOf(null).map((category) => category.name.en),
        );
        await expectInvalid(api, '/api/categories/footer-categories/?all=maybe', 'all');
      });

      it('is cached publicly and revalidates with its ETag', async () => {
        await expectCached(api, '/api/categories/categories');
        await expectCached(api, '/api/categories/category-in-home_page/');
        await expectCached(api, '/api/categories/footer-categories/?all=true');
        await expectCached(api, '/api/categories/categories-filter/');
      });
    });

    describe('categories-filter', () => {
      let top: CategoryRow;
      let inTop: ProductRow[];
      let filters: Filter[];

      beforeAll(async () => {
        const biggest = childrenOf(null)
          .map((category) => {
            const ids = subtreeIds(allCategories, category.id);
            return {
              category,
              products: allProducts.filter((product) => ids.has(product.categoryId)),
            };
          })
          .sort((a, b) => b.products.length - a.products.length)[0];
        if (!biggest) throw new Error('no category');
        top = biggest.category;
        inTop = biggest.products;
        filters = await getParsed(
          api,
          `/api/categories/categories-filter/?parent_slug=${top.slug}`,
          filtersResponseSchema,
        );
      });

      it('the price filter: max_price and buckets per §4 with their product counts', () => {
        const price = filters[0];
        expect(price).toMatchObject({ filterType: 'price', isPrice: true });
        const maxPrice = Math.ceil(Math.max(...inTop.map(effectivePrice)));
        expect(price?.max_price).toBe(maxPrice);
        const items = price?.items ?? [];
        expect(items.length).toBeGreaterThanOrEqual(2);
        const last = items[items.length - 1];
        const kept = items.slice(0, -1);
        for (const item of kept) expect(item.max ?? Infinity).toBeLessThan(maxPrice);
        expect(last?.max).toBe(maxPrice);
        expect(last?.min).toBe(Math.max(...kept.map((item) => item.max ?? 0)));
        expect(last?.title).toMatch(/^> /);
        // What @shop/core's rule rebuilds from these items is the same list.
        const rebuilt = priceBuckets(
          items.map((item) => ({ min: item.min ?? 0, max: item.max ?? 0 })),
          maxPrice,
        );
        expect(rebuilt.map(({ min, max }) => [min, max])).toEqual(
          items.map((item) => [item.min, item.max]),
        );
        for (const item of items) {
          const count = inTop.filter((product) => {
            const value = effectivePrice(product);
            return value >= (item.min ?? 0) && value <= (item.max ?? 0);
          }).length;
          expect(item.count, item.title).toBe(count);
          expect(count).toBeGreaterThan(0);
        }
      });

      it('the brand filter: the brands of the listing with their counts', async () => {
        const brandFilter = filters.find((filter) => filter.filterType === 'brand');
        const brandRows = await api.database.db.select().from(brands);
        const counts = new Map<string, number>();
        for (const product of inTop) {
          const name = brandRows.find((brand) => brand.id === product.brandId)?.name;
          if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
        }
        expect(brandFilter?.items.map((item) => [item.title, item.count]).sort()).toEqual(
          [...counts.entries()].sort(),
        );
      });

      it('one filter per attribute, items with keyword, colour and counts', async () => {
        const links = await api.database.db
          .select({
            productId: productAttributeValues.productId,
            keyword: attributeValues.keyword,
          })
          .from(productAttributeValues)
          .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId));
        const ids = new Set(inTop.map((product) => product.id));
        const attributeFilters = filters.filter((filter) => filter.filterType === 'attributes');
        expect(attributeFilters.length).toBeGreaterThan(0);
        const colour = attributeFilters.find((filter) => filter.isColor);
        expect(colour?.items.every((item) => item.color?.startsWith('#'))).toBe(true);
        for (const filter of attributeFilters) {
          for (const item of filter.items) {
            const count = links.filter(
              (link) => link.keyword === item.keyword && ids.has(link.productId),
            ).length;
            expect(item.count, `${filter.title}: ${item.title}`).toBe(count);
            expect(item.checked).toBe(false);
          }
        }
      });

      it("an item's keyword, bounds or name give the listing exactly its count", async () => {
        const listed = async (query: string) =>
          (
            await getParsed(
              api,
              `/api/products/items/?parent_slug=${top.slug}&${query}`,
              productPageSchema,
            )
          ).total;
        const attributeItem = filters.find((f) => f.filterType === 'attributes')?.items[0];
        expect(await listed(`attributes=${attributeItem?.keyword ?? ''}`)).toBe(
          attributeItem?.count,
        );
        const brandItem = filters.find((f) => f.filterType === 'brand')?.items[0];
        expect(
          await listed(`brands=${encodeURIComponent(encodeBrand(brandItem?.keyword ?? ''))}`),
        ).toBe(brandItem?.count);
        for (const bucket of filters[0]?.items ?? []) {
          expect(await listed(`price__gte=${bucket.min}&price__lte=${bucket.max}`)).toBe(
            bucket.count,
          );
        }
      });

      it('marks the ticked items when the listing query is passed along', async () => {
        const attributeItem = filters.find((f) => f.filterType === 'attributes')?.items[0];
        const brandItem = filters.find((f) => f.filterType === 'brand')?.items[0];
        const bucket = filters[0]?.items[0];
        const ticked = await getParsed(
          api,
          `/api/categories/categories-filter/?parent_slug=${top.slug}&attributes=${attributeItem?.keyword ?? ''}&brands=${encodeURIComponent(encodeBrand(brandItem?.keyword ?? ''))}&price__gte=${bucket?.min ?? 0}&price__lte=${bucket?.max ?? 0}`,
          filtersResponseSchema,
        );
        const checked = ticked.flatMap((filter) =>
          filter.items.filter((item) => item.checked).map((item) => item.id),
        );
        expect(checked.sort()).toEqual([attributeItem?.id, brandItem?.id, bucket?.id].sort());
      });

      it('titles follow Accept-Language; without parent_slug it covers every product', async () => {
        const ru = await getParsed(
          api,
          `/api/categories/categories-filter/?parent_slug=${top.slug}`,
          filtersResponseSchema,
          'ru',
        );
        expect(ru[0]?.title).toBe('Цена');
        expect(ru.map((filter) => filter.title)).not.toEqual(filters.map((f) => f.title));
        const everything = await getParsed(
          api,
          '/api/categories/categories-filter/',
          filtersResponseSchema,
        );
        const brandTotal = everything
          .find((filter) => filter.filterType === 'brand')
          ?.items.reduce((sum, item) => sum + (item.count ?? 0), 0);
        expect(brandTotal).toBe(allProducts.filter((product) => product.brandId !== null).length);
        expect(everything[0]?.max_price).toBe(
          Math.ceil(Math.max(...allProducts.map(effectivePrice))),
        );
      });

      it('an unknown category is a 404; a bad price is a 400', async () => {
        const unknown = await get(api, '/api/categories/categories-filter/?parent_slug=nope');
        expect(unknown.statusCode).toBe(404);
        await expectInvalid(api, '/api/categories/categories-filter/?price__gte=x', 'price__gte');
      });
    });
  });
}
