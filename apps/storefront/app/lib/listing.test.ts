import type { Category } from '@shop/core/contract';
import { defaultFilterState } from '@shop/core/rules';
import { describe, expect, it, vi } from 'vitest';
import { findCategory, listingCounter, listingQuery } from './listing.js';

const calls = vi.hoisted(() => ({ search: [] as unknown[], products: [] as unknown[] }));
vi.mock('./shop-client.js', () => ({
  shopClient: () => ({
    catalogue: {
      search: async (query: unknown) => {
        calls.search.push(query);
        return { total: 7, results: [] };
      },
      products: async (query: unknown) => {
        calls.products.push(query);
        return { total: 3, results: [] };
      },
    },
  }),
}));

const category = (
  id: number,
  name: string,
  slug: string,
  children: Category['category_in_subcategory'] = [],
): Category => ({
  id,
  name,
  slug,
  icon: null,
  banner: null,
  image: null,
  category_in_subcategory: children,
});

const catalogue = [
  category(1, 'Scule', 'scule', [
    {
      id: 11,
      name: 'Scule electrice',
      slug: 'scule-electrice',
      subsubcategory_in_subcategory: [{ id: 111, name: 'Bormașini', slug: 'bormasini' }],
    },
  ]),
  category(2, 'Grădină', 'gradina'),
];

describe('listing helpers', () => {
  it('finds a category at any level with the trail to it', () => {
    expect(findCategory(catalogue, 'gradina')).toEqual({
      name: 'Grădină',
      slug: 'gradina',
      trail: [{ name: 'Grădină', slug: 'gradina' }],
    });
    expect(findCategory(catalogue, 'bormasini')?.trail.map((step) => step.slug)).toEqual([
      'scule',
      'scule-electrice',
      'bormasini',
    ]);
    expect(findCategory(catalogue, 'nope')).toBeNull();
  });

  it('sends only the filters that are set to the API', () => {
    expect(listingQuery(defaultFilterState())).toEqual({
      page: 1,
      is_promotion: undefined,
      price__gte: undefined,
      price__lte: undefined,
      brands: undefined,
      attributes: undefined,
      order_by: 'popularity',
    });
    const query = listingQuery({
      ...defaultFilterState(),
      page: 3,
      is_promotion: true,
      price__gte: 100,
      brands: ['Black & Decker'],
      order_by: 'price_asc',
    });
    expect(query).toMatchObject({
      page: 3,
      is_promotion: true,
      price__gte: 100,
      brands: ['Black & Decker'],
      order_by: 'price_asc',
    });
  });
});

describe('listingCounter', () => {
  const signal = new AbortController().signal;

  it('counts a draft of the category or the search the page shows, as typed when it is', async () => {
    const draft = { ...defaultFilterState(), brands: ['Bosch'] };
    expect(await listingCounter('ro', { parent_slug: 'scule' })(draft, signal)).toBe(3);
    expect(calls.products.at(-1)).toMatchObject({
      parent_slug: 'scule',
      brands: ['Bosch'],
      page: 1,
    });
    expect(await listingCounter('ro', { search: 'ntktdbpjh' })(draft, signal)).toBe(7);
    expect(calls.search.at(-1)).not.toHaveProperty('as_typed');
    await listingCounter('ro', { search: 'ntktdbpjh', as_typed: true })(draft, signal);
    expect(calls.search.at(-1)).toMatchObject({ search: 'ntktdbpjh', as_typed: true, page: 1 });
  });
});
