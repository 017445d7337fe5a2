import { MANAGER_QUANTITY_CAP } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import {
  cartRows,
  entriesFromItems,
  entriesFromLines,
  itemsOf,
  mergeServerLines,
  nextUpdate,
  orderLinesOf,
  reconcile,
  toId,
} from './cart.rules.js';
import {
  BOX,
  bani,
  cartLine,
  DRILL,
  GLOVES,
  GRINDER,
  HANDLE,
  LADDER,
} from './examples/cart.samples.js';

describe('cart rules', () => {
  it('toId: whole ids only', () => {
    expect([toId(3), toId('4'), toId('x'), toId(1.5), toId(null)]).toEqual([
      3,
      4,
      null,
      null,
      null,
    ]);
  });

  it('entriesFromItems: ids read as numbers, repeats merged, bad ids dropped; itemsOf writes back', () => {
    const entries = entriesFromItems([
      { productId: '5', quantity: 1, attributes: ['9'] },
      { productId: 5, quantity: 2, attributes: [9] },
      { productId: 'x', quantity: 1 },
      { productId: 6, quantity: 1, unitId: 2 },
    ]);
    expect(entries.map((entry) => [entry.productId, entry.quantity])).toEqual([
      [5, 3],
      [6, 1],
    ]);
    expect(itemsOf(entries)).toEqual([
      { productId: 5, quantity: 3, attributes: [9] },
      { productId: 6, quantity: 1, unitId: 2 },
    ]);
  });

  it('reconcile: judged products that did not come back go; others wait', () => {
    const entries = entriesFromItems([
      { productId: DRILL.id, quantity: 30 },
      { productId: GRINDER.id, quantity: 1 },
      { productId: HANDLE.id, quantity: 1 },
    ]);
    const result = reconcile(entries, {}, [DRILL], [DRILL.id, GRINDER.id], 'visitor');
    expect(result.entries.map((entry) => [entry.productId, entry.quantity])).toEqual([
      [DRILL.id, 14],
      [HANDLE.id, 1],
    ]);
    expect(result.removed).toBe(1);
  });

  it('mergeServerLines: an unsent change stays; the sent one takes the server’s number', () => {
    const local = entriesFromLines([
      cartLine(DRILL, 1, { id: 1 }),
      cartLine(HANDLE, 1, { id: 2 }),
    ]).entries.map((entry) => ({ ...entry, quantity: 3 }));
    const sent = { key: local[0]!.key, quantity: 3 };
    const merged = mergeServerLines(
      [cartLine(DRILL, 2, { id: 1 }), cartLine(HANDLE, 1, { id: 2 })],
      local,
      sent,
    );
    expect(merged.entries.map((entry) => [entry.quantity, entry.confirmed])).toEqual([
      [2, 2],
      [3, 1],
    ]);
  });

  it('nextUpdate: a customer sends the difference, a manager the quantity', () => {
    const [entry] = entriesFromLines([cartLine(DRILL, 4)]).entries;
    expect(nextUpdate([entry!], 'customer')).toBeNull();
    expect(nextUpdate([{ ...entry!, quantity: 6 }], 'customer')?.body).toMatchObject({
      quantity: 2,
      increment: true,
    });
    expect(nextUpdate([{ ...entry!, quantity: 1 }], 'dealer')?.body).toMatchObject({
      quantity: 3,
      decrement: true,
    });
    const manager = nextUpdate([{ ...entry!, quantity: 1 }], 'manager')?.body;
    expect(manager).toEqual({
      product: DRILL.id,
      quantity: 1,
      products_units: null,
      product_atributes: [],
    });
  });

  it('cartRows: a row goes up to the role’s stock in whole units; a manager to 100 at most', () => {
    const { entries, products } = entriesFromLines([cartLine(DRILL, 1, { unit: BOX })]);
    const stock = (pricing: Parameters<typeof cartRows>[2]) =>
      cartRows(entries, products, pricing).map((row) => row.stock);
    expect(stock({ role: 'manager' })).toEqual([10]);
    const plenty = { ...products, [DRILL.id]: { ...DRILL, balance_angro: 5000 } };
    expect(cartRows(entries, plenty, { role: 'manager' })[0]?.stock).toBe(MANAGER_QUANTITY_CAP);
    const { entries: pieces } = entriesFromLines([cartLine(DRILL, 1)]);
    expect(cartRows(pieces, products, { role: 'customer' })[0]?.stock).toBe(14);
    expect(cartRows(pieces, products, { role: 'dealer' })[0]?.stock).toBe(40);
  });

  it('orderLinesOf: lei prices of core’s rules, attributes, unit, analytics fields', () => {
    const { entries, products } = entriesFromLines([
      cartLine(GLOVES, 3, { attributes: [{ id: 502, title: 'L' }] }),
      cartLine(DRILL, 2, { unit: BOX }),
      cartLine(LADDER, 1),
    ]);
    const customer = orderLinesOf(cartRows(entries, products, { role: 'customer' }), {
      role: 'customer',
    });
    expect(customer[0]).toEqual({
      product_id: GLOVES.id,
      quantity: 3,
      unit_price: 79.5,
      total_price: 238.5,
      product_atributes: [{ id: 502, title: 'L' }],
      products_units: null,
      name: GLOVES.name,
      brand: 'Stark',
      model: null,
    });
    const manager = orderLinesOf(
      cartRows(entries, products, { role: 'manager', managerDiscount: 10 }),
      {
        role: 'manager',
        managerDiscount: 10,
      },
    );
    // 1 049 lei less 10 % = 944,10 lei a piece, 3 776,40 lei a box of 4.
    expect(manager[1]).toMatchObject({
      unit_price: 3776.4,
      total_price: 7552.8,
      products_units: BOX.id,
    });
    expect(bani(manager[1]!.total_price)).toBe(755_280);
  });
});
