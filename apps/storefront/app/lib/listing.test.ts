import type { Category } from '@shop/core/contract';
import { defaultFilterState } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import { findCategory, listingQuery } from './listing.js';

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
