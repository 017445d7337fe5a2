import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  stockAvailableQuantity,
  stockAdjustments,
  stockLinesFromProblem,
  type StockCartLine,
} from './stock-modal.rules.js';

describe('stockAvailableQuantity', () => {
  it('what is left, whole, when less than asked; 0 when nothing is left', () => {
    expect(stockAvailableQuantity({ requested: 5, available: 2 })).toBe(2);
    expect(stockAvailableQuantity({ requested: 5, available: 2.7 })).toBe(2);
    expect(stockAvailableQuantity({ requested: 5, available: 0 })).toBe(0);
    expect(stockAvailableQuantity({ requested: 5, available: -3 })).toBe(0);
  });

  it('never more than asked, never outside 0..available', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: -10, max: 1000 }),
        (requested, available) => {
          const quantity = stockAvailableQuantity({ requested, available });
          expect(quantity).toBeGreaterThanOrEqual(0);
          expect(quantity).toBeLessThanOrEqual(Math.max(0, available));
          expect(quantity).toBeLessThanOrEqual(requested);
          expect(quantity === 0).toBe(available <= 0);
        },
      ),
    );
  });
});

describe('stockAdjustments', () => {
  it('each line’s new quantity, 0 for a line to remove', () => {
    expect(
      stockAdjustments([
        { id: 1, name: 'A', requested: 5, available: 2 },
        { id: 'b', name: 'B', requested: 3, available: 0 },
      ]),
    ).toEqual([
      { id: 1, quantity: 2 },
      { id: 'b', quantity: 0 },
    ]);
  });
});

describe('stockLinesFromProblem', () => {
  const cart: StockCartLine[] = [
    { id: 11, productId: 101, name: 'Bormașină', quantity: 5, unit: 'Buc', image: 'a.png' },
    { id: 12, productId: 102, name: 'Polizor', quantity: 1 },
    { id: 13, productId: 103, name: '', quantity: 3 },
  ];

  it('matches the 409 body’s products with the cart’s lines', () => {
    const problem = {
      detail: 'out_of_stock',
      products: [
        { product_id: 101, name: 'Drill', available: 2 },
        { product_id: 103, name: 'Vopsea', available: -1 },
      ],
    };
    expect(stockLinesFromProblem(problem, cart)).toEqual([
      { id: 11, name: 'Bormașină', image: 'a.png', unit: 'Buc', requested: 5, available: 2 },
      { id: 13, name: 'Vopsea', image: null, unit: null, requested: 3, available: 0 },
    ]);
  });

  it('skips products the cart does not hold and malformed entries', () => {
    const problem = {
      products: [
        { product_id: 999, name: 'X', available: 1 },
        { product_id: '101', available: 1 },
        null,
        'x',
        { product_id: 102, available: 'none' },
      ],
    };
    expect(stockLinesFromProblem(problem, cart)).toEqual([]);
  });

  it('anything but a body with a products list gives no lines', () => {
    expect(stockLinesFromProblem(null, cart)).toEqual([]);
    expect(stockLinesFromProblem({ detail: 'out_of_stock' }, cart)).toEqual([]);
    expect(stockLinesFromProblem({ products: {} }, cart)).toEqual([]);
  });
});
