import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartItemCount,
  cartLineKey,
  cartTotals,
  clampQuantity,
  decrementQuantity,
  freeDeliveryProgress,
  incrementQuantity,
  parseStoredCart,
  quantityControls,
  removeLine,
  setLineQuantity,
  shippingFee,
  type CartItem,
} from './cart.js';
import { LOCAL_CART_CAP } from './constants.js';

describe('adding merges the same product and attributes, capped at stock (§4)', () => {
  it('adds a new line', () => {
    const result = addToCart([], { productId: 7, quantity: 2 }, 5);
    expect(result).toEqual({ items: [{ productId: 7, quantity: 2 }], outcome: 'added' });
  });

  it('merges the same id and attributes in any order', () => {
    const first = addToCart([], { productId: 7, quantity: 1, attributes: ['red', 'XL'] }, 5);
    const second = addToCart(
      first.items,
      { productId: 7, quantity: 2, attributes: ['XL', 'red'] },
      5,
    );
    expect(second.outcome).toBe('merged');
    expect(second.items).toEqual([{ productId: 7, quantity: 3, attributes: ['red', 'XL'] }]);
  });

  it('keeps other attributes and other units as separate lines', () => {
    let items: CartItem[] = [];
    items = addToCart(items, { productId: 7, quantity: 1, attributes: ['red'] }, 5).items;
    items = addToCart(items, { productId: 7, quantity: 1, attributes: ['blue'] }, 5).items;
    items = addToCart(
      items,
      { productId: 7, quantity: 1, attributes: ['blue'], unitId: 3 },
      5,
    ).items;
    expect(items).toHaveLength(3);
  });

  it('caps the merged quantity at the stock and says so', () => {
    const first = addToCart([], { productId: 1, quantity: 4 }, 5);
    const second = addToCart(first.items, { productId: 1, quantity: 4 }, 5);
    expect(second).toEqual({ items: [{ productId: 1, quantity: 5 }], outcome: 'capped' });
    const third = addToCart(second.items, { productId: 1, quantity: 1 }, 5);
    expect(third.outcome).toBe('capped');
    expect(third.items[0]?.quantity).toBe(5);
  });

  it('does not add what is out of stock (stock 0), and allows one when stock is 1', () => {
    expect(addToCart([], { productId: 1, quantity: 1 }, 0)).toEqual({
      items: [],
      outcome: 'out_of_stock',
    });
    expect(addToCart([], { productId: 1, quantity: 3 }, 1).items[0]?.quantity).toBe(1);
  });

  it('keys lines by product, sorted attributes and unit', () => {
    expect(cartLineKey({ productId: 7, attributes: ['b', 'a'] })).toBe(
      cartLineKey({ productId: '7', attributes: ['a', 'b'] }),
    );
    expect(cartLineKey({ productId: 7, unitId: 2 })).not.toBe(cartLineKey({ productId: 7 }));
  });
});

describe('quantity bounds (§4, §5)', () => {
  it('clamps to 1..stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(3, 0)).toBe(0);
  });

  it('decrement never goes below 1, increment never above stock', () => {
    expect(decrementQuantity(1)).toBe(1);
    expect(decrementQuantity(2)).toBe(1);
    expect(incrementQuantity(4, 5)).toBe(5);
    expect(incrementQuantity(5, 5)).toBe(5);
  });

  it('steps of more than one: capped at the stock, never below 1; a bad step is one', () => {
    expect(incrementQuantity(2, 10, 5)).toBe(7);
    expect(incrementQuantity(2, 10, 50)).toBe(10);
    expect(incrementQuantity(0, 10, 3)).toBe(3);
    expect(incrementQuantity(0, 0, 3)).toBe(0);
    expect(incrementQuantity(12, 10, 1)).toBe(12);
    expect(decrementQuantity(7, 5)).toBe(2);
    expect(decrementQuantity(7, 50)).toBe(1);
    expect(decrementQuantity(7, Number.NaN)).toBe(6);
    expect(decrementQuantity(7, 0)).toBe(6);
  });

  it('minus hidden at 1 where delete shows; plus hidden at stock', () => {
    expect(quantityControls(1, 5)).toEqual({ minus: false, remove: true, plus: true });
    expect(quantityControls(3, 5)).toEqual({ minus: true, remove: false, plus: true });
    expect(quantityControls(5, 5)).toEqual({ minus: true, remove: false, plus: false });
    expect(quantityControls(1, 1)).toEqual({ minus: false, remove: true, plus: false });
  });

  it('sets and removes lines by key', () => {
    const items: CartItem[] = [
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
    ];
    const key = cartLineKey({ productId: 1 });
    expect(setLineQuantity(items, key, 50, 10)[0]?.quantity).toBe(10);
    expect(removeLine(items, key)).toEqual([{ productId: 2, quantity: 1 }]);
  });
});

describe('free delivery and shipping (§9: 500 lei, 80 lei)', () => {
  it('charges 80 lei under 500 lei and nothing from 500 lei', () => {
    expect(shippingFee(499_99)).toBe(80_00);
    expect(shippingFee(500_00)).toBe(0);
    expect(shippingFee(0)).toBe(0);
  });

  it('reports progress toward 500 lei', () => {
    expect(freeDeliveryProgress(125_00)).toEqual({
      threshold: 500_00,
      remaining: 375_00,
      ratio: 0.25,
      reached: false,
    });
    expect(freeDeliveryProgress(750_00)).toMatchObject({ remaining: 0, ratio: 1, reached: true });
  });

  it('totals lines exactly', () => {
    expect(
      cartTotals([
        { unitPrice: 10, quantity: 3 },
        { unitPrice: 20, quantity: 1 },
      ]),
    ).toEqual({
      itemsTotal: 50,
      shipping: 80_00,
      lines: 2,
      items: 4,
    });
  });
});

describe('invariants under any sequence of operations', () => {
  const operation = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      productId: fc.integer({ min: 1, max: 4 }),
      quantity: fc.integer({ min: -3, max: 150 }),
    }),
    fc.record({
      kind: fc.constant('set' as const),
      productId: fc.integer({ min: 1, max: 4 }),
      quantity: fc.integer({ min: -3, max: 150 }),
    }),
    fc.record({ kind: fc.constant('inc' as const), productId: fc.integer({ min: 1, max: 4 }) }),
    fc.record({ kind: fc.constant('dec' as const), productId: fc.integer({ min: 1, max: 4 }) }),
    fc.record({ kind: fc.constant('remove' as const), productId: fc.integer({ min: 1, max: 4 }) }),
  );

  it('every quantity stays within 1..stock', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 4, maxLength: 4 }),
        fc.array(operation, { maxLength: 60 }),
        (stocks, operations) => {
          const stockOf = (id: number | string) => stocks[Number(id) - 1] ?? 0;
          let items: CartItem[] = [];
          for (const op of operations) {
            const key = cartLineKey({ productId: op.productId });
            const line = items.find((item) => cartLineKey(item) === key);
            const stock = stockOf(op.productId);
            if (op.kind === 'add') {
              items = addToCart(
                items,
                { productId: op.productId, quantity: op.quantity },
                stock,
              ).items;
            } else if (op.kind === 'set') {
              items = setLineQuantity(items, key, op.quantity, stock);
            } else if (op.kind === 'inc' && line) {
              items = setLineQuantity(items, key, incrementQuantity(line.quantity, stock), stock);
            } else if (op.kind === 'dec' && line) {
              items = setLineQuantity(items, key, decrementQuantity(line.quantity), stock);
            } else if (op.kind === 'remove') {
              items = removeLine(items, key);
            }
            for (const item of items) {
              if (item.quantity < 1 || item.quantity > stockOf(item.productId)) return false;
            }
          }
          return new Set(items.map(cartLineKey)).size === items.length;
        },
      ),
    );
  });

  it('totals are never negative and equal the sum of the lines', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 100 }),
          }),
          { maxLength: 30 },
        ),
        (lines) => {
          const totals = cartTotals(lines);
          const expected = lines.reduce((acc, line) => acc + line.unitPrice * line.quantity, 0);
          return (
            totals.itemsTotal === expected &&
            totals.itemsTotal >= 0 &&
            totals.shipping >= 0 &&
            Number.isInteger(totals.itemsTotal)
          );
        },
      ),
    );
  });
});

describe('an anonymous cart read from browser storage', () => {
  it('keeps valid lines with their attributes and unit', () => {
    const stored = [
      { productId: 4, quantity: 2 },
      { productId: 'slug', quantity: 1, attributes: [3, '1'], unitId: 200 },
    ];
    expect(parseStoredCart(JSON.stringify(stored))).toEqual(stored);
  });

  it('reads unreadable storage as an empty cart', () => {
    for (const raw of [null, '', 'nope', '{}', '"x"', '12'])
      expect(parseStoredCart(raw)).toEqual([]);
  });

  it('drops lines that are not lines and merges repeats', () => {
    const stored = [
      { productId: 4, quantity: 2 },
      { productId: 4, quantity: 0 },
      { productId: 4, quantity: 1.5 },
      { productId: null, quantity: 1 },
      { productId: 5, quantity: 1, attributes: 'red' },
      { productId: 6, quantity: 1, unitId: 'box' },
      'line',
      { productId: 4, quantity: 3 },
    ];
    expect(parseStoredCart(JSON.stringify(stored))).toEqual([{ productId: 4, quantity: 5 }]);
  });

  it('keeps at most the cap of lines', () => {
    const stored = Array.from({ length: LOCAL_CART_CAP + 20 }, (_, index) => ({
      productId: index + 1,
      quantity: 1,
    }));
    expect(parseStoredCart(JSON.stringify(stored))).toHaveLength(LOCAL_CART_CAP);
  });

  it('counts items as the sum of quantities', () => {
    expect(cartItemCount([])).toBe(0);
    expect(cartItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 })), (quantities) => {
        const items = quantities.map((quantity, index) => ({ productId: index, quantity }));
        return (
          cartItemCount(parseStoredCart(JSON.stringify(items))) ===
          cartItemCount(items.slice(0, LOCAL_CART_CAP))
        );
      }),
    );
  });
});
