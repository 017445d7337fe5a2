import { describe, expect, it } from 'vitest';
import {
  categoriesResponseSchema,
  categorySchema,
  filterSchema,
  filtersResponseSchema,
  footerCategoriesResponseSchema,
  homeCategoriesResponseSchema,
  priceRangeSchema,
  searchResponseSchema,
} from './catalogue.js';
import {
  sampleCategory,
  sampleColourFilter,
  sampleHomeCategory,
  samplePriceFilter,
  sampleProduct,
} from './samples.test-helpers.js';

describe('category', () => {
  it('parses the three levels', () => {
    const category = categorySchema.parse(sampleCategory());
    expect(category.name).toBe('Scule electrice');
    expect(category.category_in_subcategory[0]?.subsubcategory_in_subcategory[0]?.slug).toBe(
      'bormasini-cu-acumulator',
    );
    expect(category.banner).toEqual({
      title: 'Reduceri la scule',
      button_url: '/pages/actionpromo/reduceri-scule',
      button_text: 'Vezi oferta',
      image: null,
    });
  });

  it('a leaf category has no children and no banner', () => {
    const category = categorySchema.parse({ id: 4, name: 'Vopsele', slug: 'vopsele' });
    expect(category).toMatchObject({ icon: null, banner: null, category_in_subcategory: [] });
  });

  it('lists tolerate unknown fields', () => {
    const [category] = categoriesResponseSchema.parse([{ ...sampleCategory(), position: 3 }]);
    expect(category).not.toHaveProperty('position');
    expect(homeCategoriesResponseSchema.parse([sampleHomeCategory()])[0]?.url).toBe(
      '/pages/catalog/scule-electrice',
    );
    expect(
      footerCategoriesResponseSchema.parse({
        results: [{ id: 3, name: 'Scule electrice', slug: 'scule-electrice', icon: 'x' }],
      }),
    ).toEqual([{ id: 3, name: 'Scule electrice', slug: 'scule-electrice' }]);
  });
});

describe('filters', () => {
  it('price filter: buckets with min and max in lei', () => {
    const filter = filterSchema.parse(samplePriceFilter());
    expect(filter).toMatchObject({ filterType: 'price', isPrice: true, max_price: 2499 });
    expect(filter.items[1]).toEqual({
      id: 2,
      title: '500 - 1000',
      checked: true,
      color: null,
      min: 500,
      max: 1000,
      keyword: null,
      count: null,
    });
  });

  it('colour filter keeps colour and keyword', () => {
    const filter = filterSchema.parse(sampleColourFilter());
    expect(filter.isColor).toBe(true);
    expect(filter.items[0]).toMatchObject({
      color: '#1e40af',
      keyword: 'albastru',
      checked: false,
    });
  });

  it('an item may carry its product count', () => {
    const filter = filterSchema.parse({
      ...sampleColourFilter(),
      items: [{ id: 9, title: 'Albastru', keyword: 'albastru', count: 14 }],
    });
    expect(filter.items[0]).toMatchObject({ keyword: 'albastru', count: 14 });
    expect(
      filterSchema.safeParse({ ...filter, items: [{ id: 9, title: 'x', count: 1.5 }] }).success,
    ).toBe(false);
  });

  it('an unknown filter type reads as an attribute filter', () => {
    expect(filterSchema.parse({ ...sampleColourFilter(), filterType: 'rating' }).filterType).toBe(
      'others',
    );
  });

  it('a list of filters', () => {
    expect(filtersResponseSchema.parse([samplePriceFilter(), sampleColourFilter()])).toHaveLength(
      2,
    );
  });

  it('price range: chosen values and limits', () => {
    expect(priceRangeSchema.parse({ value: [0, 2500], limits: { min: 0, max: 2500 } })).toEqual({
      value: [0, 2500],
      limits: { min: 0, max: 2500 },
    });
  });
});

describe('search answer', () => {
  it('a page of products with search categories', () => {
    const answer = searchResponseSchema.parse({
      pages: 1,
      total: 1,
      results: [sampleProduct()],
      categories: [{ keyword: 'scule-electrice', active: true }],
    });
    expect(answer.results[0]?.price).toBe(1299.9);
    expect(answer.categories).toEqual([{ keyword: 'scule-electrice', active: true }]);
  });

  it('categories default to none; a bare list reads as one page', () => {
    expect(searchResponseSchema.parse({ pages: 1, total: 0, results: [] }).categories).toEqual([]);
    const bare = searchResponseSchema.parse([sampleProduct()]);
    expect(bare).toMatchObject({ pages: 1, total: 1, categories: [] });
  });

  it('says when only near spellings were found, and what the words may have been', () => {
    const near = searchResponseSchema.parse({
      pages: 1,
      total: 1,
      results: [sampleProduct()],
      near_only: true,
      suggestion: 'fierbător',
    });
    expect(near).toMatchObject({ near_only: true, suggestion: 'fierbător', spelling: null });
    for (const answer of [{ pages: 1, total: 0, results: [] }, [sampleProduct()]]) {
      expect(searchResponseSchema.parse(answer)).toMatchObject({
        near_only: false,
        suggestion: null,
      });
    }
  });
});
