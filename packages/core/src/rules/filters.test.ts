import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  SORT_TYPES,
  decodeBrand,
  encodeBrand,
  isSortType,
  parsePriceInput,
  previewItems,
  priceBuckets,
  priceInputMaxLength,
  priceLimits,
  priceRangeFromItems,
} from './filters.js';

const brands = (count: number) => Array.from({ length: count }, (_, index) => `Brand ${index + 1}`);

describe('previewItems (§4 first 6, view all reveals the rest)', () => {
  it('shows the first 6 of 8 and hides 2 behind view all', () => {
    expect(previewItems(brands(8), false)).toEqual({
      visible: brands(6),
      hiddenCount: 2,
      showViewAll: true,
    });
  });

  it('shows all once expanded', () => {
    expect(previewItems(brands(8), true)).toEqual({
      visible: brands(8),
      hiddenCount: 0,
      showViewAll: false,
    });
  });

  it('has no view all with 6 items or fewer', () => {
    expect(previewItems(brands(6), false)).toEqual({
      visible: brands(6),
      hiddenCount: 0,
      showViewAll: false,
    });
    expect(previewItems(brands(7), false).showViewAll).toBe(true);
    expect(previewItems([], false)).toEqual({ visible: [], hiddenCount: 0, showViewAll: false });
  });

  it('visible plus hidden always accounts for every item', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.boolean(), (items, expanded) => {
        const preview = previewItems(items, expanded);
        return (
          preview.visible.length + preview.hiddenCount === items.length &&
          preview.visible.length <= (expanded ? items.length : 6)
        );
      }),
    );
  });
});

describe('priceRangeFromItems (§4 first checked min to last checked max)', () => {
  const items = [
    { min: 0, max: 100 },
    { min: 100, max: 500 },
    { min: 500, max: 1000 },
    { min: 1000, max: null },
  ];
  const tick = (...indices: number[]) =>
    items.map((item, index) => ({ ...item, checked: indices.includes(index) }));

  it('none checked: 0 to the maximum price', () => {
    expect(priceRangeFromItems(tick(), 2500)).toEqual([0, 2500]);
    expect(priceRangeFromItems([], 2500)).toEqual([0, 2500]);
  });

  it('one checked: its own bounds', () => {
    expect(priceRangeFromItems(tick(1), 2500)).toEqual([100, 500]);
  });

  it('several checked: first min to last max, gaps included', () => {
    expect(priceRangeFromItems(tick(0, 2), 2500)).toEqual([0, 1000]);
    expect(priceRangeFromItems(tick(1, 2), 2500)).toEqual([100, 1000]);
  });

  it('the open-ended last item ends at the maximum price', () => {
    expect(priceRangeFromItems(tick(2, 3), 2500)).toEqual([500, 2500]);
  });
});

describe('priceLimits (§9 default 0..2500)', () => {
  it('uses max_price when the server gives one', () => {
    expect(priceLimits(1800)).toEqual({ min: 0, max: 1800 });
  });

  it('falls back to 0..2500', () => {
    expect(priceLimits(undefined)).toEqual({ min: 0, max: 2500 });
    expect(priceLimits(null)).toEqual({ min: 0, max: 2500 });
    expect(priceLimits(0)).toEqual({ min: 0, max: 2500 });
    expect(priceLimits(Number.NaN)).toEqual({ min: 0, max: 2500 });
  });
});

describe('priceBuckets (§4 keep max below the overall max, add greater-than)', () => {
  it('keeps the buckets below the maximum and adds greater than the last bound', () => {
    const bounds = [
      { id: 1, title: '0-500', min: 0, max: 500 },
      { id: 2, title: '500-1000', min: 500, max: 1000 },
      { id: 3, title: '1000-5000', min: 1000, max: 5000 },
    ];
    expect(priceBuckets(bounds, 2500)).toEqual([
      { id: 1, title: '0-500', min: 0, max: 500, greaterThan: false },
      { id: 2, title: '500-1000', min: 500, max: 1000, greaterThan: false },
      { min: 1000, max: 2500, greaterThan: true },
    ]);
  });

  it('drops a bucket whose max equals the maximum', () => {
    expect(
      priceBuckets(
        [
          { min: 0, max: 1000 },
          { min: 1000, max: 2500 },
        ],
        2500,
      ),
    ).toEqual([
      { min: 0, max: 1000, greaterThan: false },
      { min: 1000, max: 2500, greaterThan: true },
    ]);
  });

  it('starts the greater-than bucket at the highest kept max', () => {
    expect(
      priceBuckets(
        [
          { min: 500, max: 1000 },
          { min: 0, max: 500 },
        ],
        2500,
      ).at(-1),
    ).toEqual({ min: 1000, max: 2500, greaterThan: true });
  });

  it('has no buckets when none is below the maximum', () => {
    expect(priceBuckets([{ min: 0, max: 3000 }], 2500)).toEqual([]);
    expect(priceBuckets([], 2500)).toEqual([]);
  });

  it('feeds priceRangeFromItems: ticking greater-than runs to the maximum', () => {
    const buckets = priceBuckets(
      [
        { min: 0, max: 500 },
        { min: 500, max: 1000 },
      ],
      2500,
    ).map((bucket) => ({ ...bucket, checked: bucket.greaterThan }));
    expect(priceRangeFromItems(buckets, 2500)).toEqual([1000, 2500]);
  });
});

describe('parsePriceInput / priceInputMaxLength (§5 price input)', () => {
  it('reads the digits', () => {
    expect(parsePriceInput('1200', 2500)).toBe(1200);
    expect(parsePriceInput('1 200', 2500)).toBe(1200);
    expect(parsePriceInput('0075', 2500)).toBe(75);
  });

  it('empty or non-numeric becomes 0', () => {
    expect(parsePriceInput('', 2500)).toBe(0);
    expect(parsePriceInput('abc', 2500)).toBe(0);
    expect(parsePriceInput('lei', 2500)).toBe(0);
  });

  it('clamps above the maximum', () => {
    expect(parsePriceInput('2501', 2500)).toBe(2500);
    expect(parsePriceInput('99999999999999999999999', 2500)).toBe(2500);
    expect(parsePriceInput('2500', 2500)).toBe(2500);
  });

  it('always lands within 0..max', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 1_000_000 }), (text, max) => {
        const value = parsePriceInput(text, max);
        return Number.isInteger(value) && value >= 0 && value <= max;
      }),
    );
  });

  it('mask length is the digit count of the maximum', () => {
    expect(priceInputMaxLength(2500)).toBe(4);
    expect(priceInputMaxLength(999)).toBe(3);
    expect(priceInputMaxLength(10000)).toBe(5);
    expect(priceInputMaxLength(0)).toBe(1);
  });
});

describe('sort types (§3)', () => {
  it('are the four of the spec, popularity by default', () => {
    expect(SORT_TYPES).toEqual(['popularity', 'price_asc', 'price_desc', 'new_product']);
    expect(DEFAULT_SORT).toBe('popularity');
  });

  it('isSortType accepts only them', () => {
    expect(isSortType('price_desc')).toBe(true);
    expect(isSortType('price')).toBe(false);
    expect(isSortType(undefined)).toBe(false);
    expect(isSortType(1)).toBe(false);
  });
});

describe('brand encoding (§5 & as # in queries)', () => {
  it('encodes & as # and back', () => {
    expect(encodeBrand('Black & Decker')).toBe('Black # Decker');
    expect(encodeBrand('A&B&C')).toBe('A#B#C');
    expect(decodeBrand('Black # Decker')).toBe('Black & Decker');
    expect(encodeBrand('Bosch')).toBe('Bosch');
  });

  it('round-trips every name without #', () => {
    fc.assert(
      fc.property(
        fc.string().filter((name) => !name.includes('#')),
        (name) => decodeBrand(encodeBrand(name)) === name && !encodeBrand(name).includes('&'),
      ),
    );
  });
});
