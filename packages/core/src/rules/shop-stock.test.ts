import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickupAvailable, pickupItemParam, pickupShortages } from './shop-stock.js';

describe('pickupAvailable', () => {
  it('is the lesser of the shop’s pieces and the stock left to sell, never negative', () => {
    expect(pickupAvailable(5, 3)).toBe(3);
    expect(pickupAvailable(2, 40)).toBe(2);
    expect(pickupAvailable(-1, 4)).toBe(0);
    expect(pickupAvailable(4, Number.NaN)).toBe(0);
    expect(pickupAvailable(2.7, 9)).toBe(2);
  });

  it('never gives more than either stock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 500 }),
        fc.integer({ min: -50, max: 500 }),
        (a, b) => {
          const available = pickupAvailable(a, b);
          expect(available).toBeGreaterThanOrEqual(0);
          expect(available).toBeLessThanOrEqual(Math.max(0, a));
          expect(available).toBeLessThanOrEqual(Math.max(0, b));
        },
      ),
    );
  });
});

describe('pickupShortages', () => {
  const stock = new Map([
    [1, 3],
    [2, 0],
    [3, 10],
  ]);
  const available = (id: number) => stock.get(id) ?? 0;

  it('lists the products the shop cannot give in full, lines of one product counted together', () => {
    expect(pickupShortages([{ productId: 1, pieces: 3 }], available)).toEqual([]);
    expect(
      pickupShortages(
        [
          { productId: 1, pieces: 2 },
          { productId: 3, pieces: 1 },
          { productId: 1, pieces: 2 },
          { productId: 2, pieces: 1 },
          { productId: 9, pieces: 1 },
        ],
        available,
      ),
    ).toEqual([
      { productId: 1, pieces: 4 },
      { productId: 2, pieces: 1 },
      { productId: 9, pieces: 1 },
    ]);
  });

  it('is empty exactly when every product’s pieces are within its stock', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            productId: fc.integer({ min: 1, max: 4 }),
            pieces: fc.integer({ min: 1, max: 6 }),
          }),
        ),
        (items) => {
          const totals = new Map<number, number>();
          for (const item of items)
            totals.set(item.productId, (totals.get(item.productId) ?? 0) + item.pieces);
          const fits = [...totals].every(([id, pieces]) => pieces <= available(id));
          expect(pickupShortages(items, available).length === 0).toBe(fits);
        },
      ),
    );
  });
});

it('pickupItemParam writes product:pieces', () => {
  expect(pickupItemParam({ productId: 12, pieces: 2 })).toBe('12:2');
});
