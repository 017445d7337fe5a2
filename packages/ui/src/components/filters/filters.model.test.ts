import { defaultFilterState, type FilterState } from '@shop/core/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandFilter, colourFilter, priceFilter } from './examples/filters.examples.js';
import {
  activeFilterCount,
  checkedBuckets,
  clearFilters,
  filterColumnKey,
  filterItemValue,
  filterListOf,
  priceBucketOptions,
  priceRangeOf,
  sameFilters,
  setFilterValue,
  setPromotion,
  toggleBucket,
  withPriceRange,
} from './filters.model.js';

const limits = { min: 0, max: 4800 };
const state = (patch: Partial<FilterState> = {}): FilterState => ({
  ...defaultFilterState(),
  ...patch,
});

describe('columns and items', () => {
  it('maps filter types to state lists', () => {
    expect(filterListOf(priceFilter)).toBeNull();
    expect(filterListOf({ filterType: 'others', isPrice: true })).toBeNull();
    expect(filterListOf(brandFilter)).toBe('brands');
    expect(filterListOf(colourFilter)).toBe('attributes');
    expect(filterListOf({ filterType: 'others', isPrice: false })).toBe('attributes');
  });

  it('reads brand names (with &) and attribute keywords', () => {
    expect(filterItemValue('brands', { id: 1, title: 'Black & Decker', keyword: null })).toBe(
      'Black & Decker',
    );
    expect(filterItemValue('attributes', { id: 7, title: 'Roșu', keyword: 'culoare-rosu' })).toBe(
      'culoare-rosu',
    );
    expect(filterItemValue('attributes', { id: 7, title: 'Roșu', keyword: null })).toBe('7');
  });

  it('keys the price column as price', () => {
    expect(filterColumnKey(priceFilter, 0)).toBe('price');
    expect(filterColumnKey(brandFilter, 1)).toBe('brand-1-Brand');
  });
});

describe('state changes', () => {
  it('ticks, unticks and toggles a value, back to page 1', () => {
    const ticked = setFilterValue(state({ page: 4 }), 'brands', 'Bosch', true);
    expect(ticked).toMatchObject({ page: 1, brands: ['Bosch'] });
    expect(setFilterValue(ticked, 'brands', 'Bosch', true).brands).toEqual(['Bosch']);
    expect(setFilterValue(ticked, 'brands', 'Bosch').brands).toEqual([]);
    expect(setFilterValue(ticked, 'attributes', 'culoare-rosu').attributes).toEqual([
      'culoare-rosu',
    ]);
  });

  it('counts active filters: promotion, price (once), brands, attributes', () => {
    expect(activeFilterCount(state())).toBe(0);
    expect(activeFilterCount(state({ search: 'burghiu', order_by: 'price_desc' }))).toBe(0);
    expect(
      activeFilterCount(
        state({ is_promotion: true, price__lte: 900, price__gte: 100, brands: ['A', 'B'] }),
      ),
    ).toBe(4);
    expect(activeFilterCount(setPromotion(state(), true))).toBe(1);
  });

  it('clears filters but keeps search and sort', () => {
    const cleared = clearFilters(
      state({ page: 5, is_promotion: true, price__gte: 3, brands: ['A'], search: 'x' }),
    );
    expect(cleared).toEqual({ ...defaultFilterState(), search: 'x' });
    expect(clearFilters(state({ order_by: 'new_product' })).order_by).toBe('new_product');
  });

  it('compares filters, the page aside', () => {
    expect(sameFilters(state({ page: 3 }), state())).toBe(true);
    expect(sameFilters(state({ brands: ['A', 'B'] }), state({ brands: ['A', 'B'] }))).toBe(true);
    expect(sameFilters(state({ brands: ['A'] }), state())).toBe(false);
  });
});

describe('price range', () => {
  it('reads the slider range, unset bounds at the limits', () => {
    expect(priceRangeOf(state(), limits)).toEqual([0, 4800]);
    expect(priceRangeOf(state({ price__gte: 300 }), limits)).toEqual([300, 4800]);
    expect(priceRangeOf(state({ price__gte: 9000 }), limits)).toEqual([4800, 4800]);
    expect(priceRangeOf(state({ price__gte: 900, price__lte: 100 }), limits)).toEqual([100, 900]);
  });

  it('drops bounds at the limits and orders them', () => {
    expect(withPriceRange(state({ page: 2 }), [0, 1200], limits)).toMatchObject({
      page: 1,
      price__gte: undefined,
      price__lte: 1200,
    });
    const full = withPriceRange(state({ price__gte: 5 }), [0, 4800], limits);
    expect(activeFilterCount(full)).toBe(0);
    expect(withPriceRange(state(), [700, 200], limits)).toMatchObject({
      price__gte: 200,
      price__lte: 700,
    });
  });

  it('keeps bounds within the limits, ordered (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: -10_000, max: 10_000 }),
        (a, b) => {
          const next = withPriceRange(state(), [a, b], limits);
          const [low, high] = priceRangeOf(next, limits);
          expect(low).toBeGreaterThanOrEqual(limits.min);
          expect(high).toBeLessThanOrEqual(limits.max);
          expect(low).toBeLessThanOrEqual(high);
          expect(activeFilterCount(next)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('price buckets', () => {
  const buckets = priceBucketOptions(priceFilter, limits);

  it('lists the server buckets through core priceBuckets, the last one greater-than', () => {
    expect(buckets.map((bucket) => [bucket.min, bucket.max, bucket.greaterThan])).toEqual([
      [0, 100, false],
      [100, 250, false],
      [250, 500, false],
      [500, 1000, false],
      [1000, 2500, false],
      [2500, 4800, true],
    ]);
    expect(buckets.at(-1)?.count).toBe(6);
    expect(priceBucketOptions(undefined, limits)).toEqual([]);
  });

  it('ticks the buckets inside the range', () => {
    expect(checkedBuckets(buckets, state())).toEqual([false, false, false, false, false, false]);
    expect(checkedBuckets(buckets, state({ price__gte: 100, price__lte: 1000 }))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('sets the range from the first ticked min to the last ticked max (SPEC §4)', () => {
    const one = toggleBucket(state({ page: 2 }), buckets, 1, limits);
    expect(one).toMatchObject({ page: 1, price__gte: 100, price__lte: 250 });
    const two = toggleBucket(one, buckets, 3, limits);
    expect(two).toMatchObject({ price__gte: 100, price__lte: 1000 });
    const over = toggleBucket(state(), buckets, 5, limits);
    expect(over).toMatchObject({ price__gte: 2500, price__lte: 4800 });
    const ends = toggleBucket(toggleBucket(state(), buckets, 0, limits), buckets, 5, limits);
    expect(checkedBuckets(buckets, ends)).toEqual([true, true, true, true, true, true]);
  });

  it('unticks: an end shrinks the range, the middle keeps the buckets below, the last clears', () => {
    const range = state({ price__gte: 100, price__lte: 1000 });
    expect(toggleBucket(range, buckets, 3, limits)).toMatchObject({
      price__gte: 100,
      price__lte: 500,
    });
    expect(toggleBucket(range, buckets, 2, limits)).toMatchObject({
      price__gte: 100,
      price__lte: 250,
    });
    const single = state({ price__gte: 100, price__lte: 250 });
    expect(activeFilterCount(toggleBucket(single, buckets, 1, limits))).toBe(0);
  });

  it('always changes the ticks of the clicked bucket (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray([0, 1, 2, 3, 4, 5]),
        fc.integer({ min: 0, max: 5 }),
        (ticked, index) => {
          let current = state();
          for (const position of ticked) current = toggleBucket(current, buckets, position, limits);
          const before = checkedBuckets(buckets, current)[index];
          const after = checkedBuckets(buckets, toggleBucket(current, buckets, index, limits))[
            index
          ];
          expect(after).toBe(!before);
        },
      ),
    );
  });
});
