import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  shopHasStock,
  shopStockSummary,
  shopsInStockFirst,
  type ShopStockEntry,
} from './shop-stock-modal.rules.js';

const shop = (id: number, available: number): ShopStockEntry => ({
  id,
  title: `CasaPlus ${id}`,
  city: 'Chișinău',
  location: `str. Exemplu ${String(id)}, Chișinău`,
  phone: null,
  schedule: null,
  available,
});

const ids = (shops: readonly ShopStockEntry[]) => shops.map((entry) => entry.id);

describe('shopHasStock', () => {
  it('at least one whole piece; 0, fractions below one, negatives and NaN are none', () => {
    expect(shopHasStock({ available: 1 })).toBe(true);
    expect(shopHasStock({ available: 12 })).toBe(true);
    expect(shopHasStock({ available: 0 })).toBe(false);
    expect(shopHasStock({ available: 0.5 })).toBe(false);
    expect(shopHasStock({ available: -2 })).toBe(false);
    expect(shopHasStock({ available: Number.NaN })).toBe(false);
  });
});

describe('shopsInStockFirst', () => {
  it('the shops that have the product first, then the others, each group in the given order', () => {
    const shops = [shop(1, 0), shop(2, 12), shop(3, 3), shop(4, 0), shop(5, 1), shop(6, 40)];
    expect(ids(shopsInStockFirst(shops))).toEqual([2, 3, 5, 6, 1, 4]);
  });

  it('does not sort by quantity: a shop with more is not moved ahead of one given before it', () => {
    expect(ids(shopsInStockFirst([shop(1, 2), shop(2, 50), shop(3, 7)]))).toEqual([1, 2, 3]);
  });

  it('leaves the input as it was, and an empty list empty', () => {
    const shops = [shop(1, 0), shop(2, 4)];
    const ordered = shopsInStockFirst(shops);
    expect(ordered).not.toBe(shops);
    expect(ids(shops)).toEqual([1, 2]);
    expect(shopsInStockFirst([])).toEqual([]);
  });

  it('a stable partition: the same shops, those in stock before the others, order kept within each', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -3, max: 60 }), { maxLength: 30 }), (amounts) => {
        const shops = amounts.map((available, index) => shop(index + 1, available));
        const ordered = shopsInStockFirst(shops);
        // The same shops, none lost, none twice.
        expect([...ids(ordered)].sort((a, b) => a - b)).toEqual(ids(shops));
        // Every shop in stock comes before every shop without.
        const firstOut = ordered.findIndex((entry) => !shopHasStock(entry));
        if (firstOut !== -1)
          expect(ordered.slice(firstOut).every((e) => !shopHasStock(e))).toBe(true);
        // Within each group the given order (ids rise as the input's positions do).
        for (const group of [
          ordered.filter(shopHasStock),
          ordered.filter((e) => !shopHasStock(e)),
        ]) {
          expect(ids(group)).toEqual([...ids(group)].sort((a, b) => a - b));
        }
      }),
    );
  });
});

describe('shopStockSummary', () => {
  it('how many shops have the product, out of all', () => {
    expect(shopStockSummary([shop(1, 0), shop(2, 12), shop(3, 3)])).toEqual({
      available: 2,
      total: 3,
    });
    expect(shopStockSummary([shop(1, 0), shop(2, 0)])).toEqual({ available: 0, total: 2 });
    expect(shopStockSummary([])).toEqual({ available: 0, total: 0 });
  });
});
