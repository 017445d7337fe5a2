import type {
  CartLine,
  CartUpdateRequest,
  Product,
  ValidateProductsResponse,
} from '@shop/core/contract';
import { cartLineKey, type CartItem } from '@shop/core/rules';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  cartMachine,
  selectBusy,
  selectCount,
  selectEntries,
  selectKnown,
  selectLoading,
  selectMode,
  selectOpen,
  selectPending,
  selectRows,
  selectTotals,
  type CartEmitted,
  type CartMachineInput,
  type CartProductsInput,
  type CartRemoveInput,
} from './cart.machine.js';
import {
  BOX,
  bani,
  cartLine,
  DRILL,
  GLOVES,
  GRINDER,
  HANDLE,
  HOSE,
  LADDER,
} from './examples/cart.samples.js';

/** A pending call of a fake actor, answered by the test. */
interface Call<TInput, TOutput> {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

function fakeActor<TOutput, TInput>(calls: Call<TInput, TOutput>[]) {
  return fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
}

function setupCart(input: CartMachineInput = {}) {
  const validations: Call<CartProductsInput, ValidateProductsResponse>[] = [];
  const loads: Call<CartProductsInput, Product[]>[] = [];
  const fetches: Call<unknown, CartLine[]>[] = [];
  const updates: Call<CartUpdateRequest, CartLine[]>[] = [];
  const removals: Call<CartRemoveInput, void>[] = [];
  const clears: Call<unknown, void>[] = [];
  const logged: unknown[] = [];
  const machine = cartMachine.provide({
    actors: {
      validateProducts: fakeActor(validations),
      loadProducts: fakeActor(loads),
      fetchCart: fakeActor(fetches),
      updateLine: fakeActor(updates),
      removeLine: fakeActor(removals),
      clearCart: fakeActor(clears),
    },
    actions: {
      logError: ({ context }) => {
        logged.push(context.error);
      },
    },
  });
  const actor = createActor(machine, { input });
  const emitted: CartEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const quantities = () => selectEntries(snapshot()).map((entry) => entry.quantity);
  const stored = () =>
    emitted.flatMap((event) => (event.type === 'visitorCartChanged' ? [event.items] : []));
  const of = (type: CartEmitted['type']) => emitted.filter((event) => event.type === type);
  return {
    actor,
    validations,
    loads,
    fetches,
    updates,
    removals,
    clears,
    logged,
    emitted,
    snapshot,
    quantities,
    stored,
    of,
  };
}

/** Lets settled promises reach the machine (fake timers run the microtasks too). */
const flush = () => vi.advanceTimersByTimeAsync(0);

const keyOf = (product: Product, attributes: number[] = [], unitId: number | null = null) =>
  cartLineKey({ productId: product.id, attributes, unitId });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A visitor whose stored lines were validated: every product fresh. */
async function visitorWith(items: CartItem[], products: Product[]) {
  const cart = setupCart();
  cart.actor.send({ type: 'USE_VISITOR', items });
  cart.validations[0]?.resolve({ products, invalid_ids: [] });
  await flush();
  cart.emitted.length = 0;
  return cart;
}

/** An account whose cart arrived with the page. */
function accountWith(lines: CartLine[], role: 'customer' | 'manager' | 'dealer' = 'customer') {
  return setupCart({ initial: { mode: 'account', lines }, pricing: { role } });
}

describe('cartMachine: start', () => {
  it('without input it waits, unknown, with a count of 0, ignoring changes', () => {
    const { actor, snapshot, emitted } = setupCart();
    expect(selectKnown(snapshot())).toBe(false);
    actor.send({ type: 'ADD', product: DRILL });
    expect(selectCount(snapshot())).toBe(0);
    expect(emitted).toEqual([]);
  });

  it('a visitor given as input is revalidated at once', () => {
    const { validations, snapshot } = setupCart({
      initial: { mode: 'visitor', items: [{ productId: DRILL.id, quantity: 2 }] },
    });
    expect(validations.map((call) => call.input)).toEqual([{ ids: [DRILL.id] }]);
    expect(selectLoading(snapshot())).toBe(true);
    expect(selectCount(snapshot())).toBe(2);
  });

  it('an account given as input: ready at once, nothing fetched', () => {
    const { fetches, snapshot } = accountWith([cartLine(DRILL, 2)]);
    expect(selectMode(snapshot())).toBe('account');
    expect(selectKnown(snapshot())).toBe(true);
    expect(selectCount(snapshot())).toBe(2);
    expect(fetches).toHaveLength(0);
  });
});

describe('cartMachine: a visitor revalidated', () => {
  it('fresh products replace the stored ones; invalid ones go with a toast; quantities clamp', async () => {
    const cart = setupCart();
    cart.actor.send({
      type: 'USE_VISITOR',
      items: [
        { productId: DRILL.id, quantity: 2 },
        { productId: '999', quantity: 1 },
        { productId: LADDER.id, quantity: 5 },
      ],
    });
    expect(cart.validations[0]?.input).toEqual({ ids: [DRILL.id, 999, LADDER.id] });
    // Not known yet: no rows.
    expect(selectRows(cart.snapshot())).toEqual([]);
    const cheaper = { ...DRILL, price: 1199 };
    cart.validations[0]?.resolve({ products: [cheaper, LADDER], invalid_ids: [999] });
    await flush();
    const rows = selectRows(cart.snapshot());
    expect(rows.map((row) => [row.productId, row.quantity])).toEqual([
      [DRILL.id, 2],
      [LADDER.id, 3],
    ]);
    expect(rows[0]?.unitPrice).toBe(bani(1199));
    expect(cart.of('invalidRemoved')).toEqual([{ type: 'invalidRemoved', count: 1 }]);
    expect(cart.stored()).toEqual([
      [
        { productId: DRILL.id, quantity: 2 },
        { productId: LADDER.id, quantity: 3 },
      ],
    ]);
    expect(selectLoading(cart.snapshot())).toBe(false);
  });

  it('a product the server leaves out, or with no stock left, is removed too', async () => {
    const cart = setupCart();
    cart.actor.send({
      type: 'USE_VISITOR',
      items: [
        { productId: DRILL.id, quantity: 1 },
        { productId: HOSE.id, quantity: 1 },
        { productId: GRINDER.id, quantity: 1 },
      ],
    });
    cart.validations[0]?.resolve({ products: [DRILL, HOSE], invalid_ids: [] });
    await flush();
    expect(cart.quantities()).toEqual([1]);
    expect(cart.of('invalidRemoved')).toEqual([{ type: 'invalidRemoved', count: 2 }]);
  });

  it('nothing changed: storage is not rewritten and no toast', async () => {
    const cart = setupCart();
    cart.actor.send({ type: 'USE_VISITOR', items: [{ productId: DRILL.id, quantity: 1 }] });
    cart.validations[0]?.resolve({ products: [DRILL], invalid_ids: [] });
    await flush();
    expect(cart.emitted).toEqual([]);
  });

  it('a failed validation keeps the lines and is told', async () => {
    const cart = setupCart();
    cart.actor.send({ type: 'USE_VISITOR', items: [{ productId: DRILL.id, quantity: 1 }] });
    cart.validations[0]?.reject(new Error('offline'));
    await flush();
    expect(cart.quantities()).toEqual([1]);
    expect(cart.of('loadFailed')).toHaveLength(1);
    expect(cart.logged).toHaveLength(1);
  });

  it('an add while validating is kept, and the validation judges the stored lines only', async () => {
    const cart = setupCart();
    cart.actor.send({ type: 'USE_VISITOR', items: [{ productId: DRILL.id, quantity: 1 }] });
    cart.actor.send({ type: 'ADD', product: HANDLE });
    cart.validations[0]?.resolve({ products: [DRILL], invalid_ids: [] });
    await flush();
    expect(selectRows(cart.snapshot()).map((row) => row.productId)).toEqual([DRILL.id, HANDLE.id]);
  });
});

describe('cartMachine: storage written by this tab', () => {
  it('the lines coming back from storage do not cut the validation short', async () => {
    const cart = setupCart();
    const items = [{ productId: DRILL.id, quantity: 1 }];
    cart.actor.send({ type: 'USE_VISITOR', items });
    cart.actor.send({ type: 'STORED', items });
    // Still the one validation, not a reload of the products in its place.
    expect(cart.loads).toHaveLength(0);
    expect(selectLoading(cart.snapshot())).toBe(true);
    cart.validations[0]?.resolve({ products: [DRILL], invalid_ids: [] });
    await flush();
    expect(selectRows(cart.snapshot()).map((row) => row.productId)).toEqual([DRILL.id]);
  });

  it('other lines (another tab) are taken', async () => {
    const cart = await visitorWith([{ productId: DRILL.id, quantity: 1 }], [DRILL]);
    cart.actor.send({ type: 'STORED', items: [{ productId: DRILL.id, quantity: 3 }] });
    expect(selectCount(cart.snapshot())).toBe(3);
  });
});

describe('cartMachine: a visitor changes the cart', () => {
  it('ADD: a new line, then merged; each change asks the storefront to store the lines', async () => {
    const cart = await visitorWith([], []);
    cart.actor.send({ type: 'ADD', product: DRILL });
    cart.actor.send({ type: 'ADD', product: DRILL, quantity: 2 });
    expect(cart.of('added')).toEqual([
      { type: 'added', product: DRILL, outcome: 'added' },
      { type: 'added', product: DRILL, outcome: 'merged' },
    ]);
    expect(cart.stored().at(-1)).toEqual([{ productId: DRILL.id, quantity: 3 }]);
    expect(selectCount(cart.snapshot())).toBe(3);
  });

  it('ADD: other attributes or another unit make another line', async () => {
    const cart = await visitorWith([], []);
    cart.actor.send({ type: 'ADD', product: GLOVES, attributes: [501] });
    cart.actor.send({ type: 'ADD', product: GLOVES, attributes: [502] });
    cart.actor.send({ type: 'ADD', product: DRILL, unit: BOX });
    expect(cart.stored().at(-1)).toEqual([
      { productId: GLOVES.id, quantity: 1, attributes: [501] },
      { productId: GLOVES.id, quantity: 1, attributes: [502] },
      { productId: DRILL.id, quantity: 1, unitId: BOX.id },
    ]);
    const rows = selectRows(cart.snapshot());
    expect(rows[0]?.attributes).toEqual([{ id: 501, title: 'M' }]);
    expect(rows[1]?.attributes).toEqual([{ id: 502, title: 'L' }]);
  });

  it('ADD: capped at the stock; nothing at all when none is left', async () => {
    const cart = await visitorWith([], []);
    cart.actor.send({ type: 'ADD', product: LADDER, quantity: 2 });
    cart.actor.send({ type: 'ADD', product: LADDER, quantity: 5 });
    cart.actor.send({ type: 'ADD', product: LADDER });
    cart.actor.send({ type: 'ADD', product: HOSE });
    expect(cart.of('added').map((event) => event.type === 'added' && event.outcome)).toEqual([
      'added',
      'capped',
      'capped',
      'out_of_stock',
    ]);
    expect(cart.quantities()).toEqual([3]);
    // The capped add that changed nothing and the out-of-stock one wrote nothing.
    expect(cart.stored()).toHaveLength(2);
  });

  it('INCREMENT stops at the stock; DECREMENT at 1; SET_QUANTITY clamps', async () => {
    const key = keyOf(LADDER);
    const cart = await visitorWith([{ productId: LADDER.id, quantity: 2 }], [LADDER]);
    cart.actor.send({ type: 'INCREMENT', key });
    cart.actor.send({ type: 'INCREMENT', key });
    expect(cart.quantities()).toEqual([3]);
    expect(selectRows(cart.snapshot())[0]).toMatchObject({ canIncrement: false, stock: 3 });
    cart.actor.send({ type: 'SET_QUANTITY', key, quantity: 1 });
    cart.actor.send({ type: 'DECREMENT', key });
    expect(cart.quantities()).toEqual([1]);
    expect(selectRows(cart.snapshot())[0]).toMatchObject({
      canDecrement: false,
      showDelete: true,
    });
    cart.actor.send({ type: 'SET_QUANTITY', key, quantity: 50 });
    expect(cart.quantities()).toEqual([3]);
    expect(cart.stored().map((items) => items[0]?.quantity)).toEqual([3, 1, 3]);
  });

  it('REMOVE and CLEAR', async () => {
    const cart = await visitorWith(
      [
        { productId: DRILL.id, quantity: 1 },
        { productId: HANDLE.id, quantity: 2 },
      ],
      [DRILL, HANDLE],
    );
    cart.actor.send({ type: 'REMOVE', key: keyOf(DRILL) });
    expect(cart.stored().at(-1)).toEqual([{ productId: HANDLE.id, quantity: 2 }]);
    cart.actor.send({ type: 'CLEAR' });
    expect(cart.stored().at(-1)).toEqual([]);
    cart.actor.send({ type: 'CLEAR' });
    expect(cart.stored()).toHaveLength(2);
  });

  it('STORED: another tab’s lines; a product not known yet loads', async () => {
    const cart = await visitorWith([{ productId: DRILL.id, quantity: 1 }], [DRILL]);
    cart.actor.send({
      type: 'STORED',
      items: [
        { productId: DRILL.id, quantity: 4 },
        { productId: HANDLE.id, quantity: 1 },
      ],
    });
    expect(selectCount(cart.snapshot())).toBe(5);
    expect(cart.loads[0]?.input).toEqual({ ids: [DRILL.id, HANDLE.id] });
    cart.loads[0]?.resolve([DRILL, HANDLE]);
    await flush();
    expect(selectRows(cart.snapshot())).toHaveLength(2);
    // Another tab wrote them: nothing to write back.
    expect(cart.stored()).toEqual([]);
  });

  it('STORED with known products loads nothing', async () => {
    const cart = await visitorWith([{ productId: DRILL.id, quantity: 1 }], [DRILL]);
    cart.actor.send({ type: 'STORED', items: [{ productId: DRILL.id, quantity: 2 }] });
    expect(cart.loads).toHaveLength(0);
    expect(selectRows(cart.snapshot())[0]?.quantity).toBe(2);
  });
});

describe('cartMachine: the panel', () => {
  it('OPEN reloads the products by their ids; stock and price are fresh', async () => {
    const cart = await visitorWith([{ productId: DRILL.id, quantity: 5 }], [DRILL]);
    cart.actor.send({ type: 'OPEN' });
    expect(selectOpen(cart.snapshot())).toBe(true);
    expect(selectLoading(cart.snapshot())).toBe(true);
    expect(cart.loads[0]?.input).toEqual({ ids: [DRILL.id] });
    cart.loads[0]?.resolve([{ ...DRILL, balance: 4, price: 1250 }]);
    await flush();
    expect(selectRows(cart.snapshot())[0]).toMatchObject({
      quantity: 4,
      stock: 4,
      unitPrice: bani(1250),
      lineTotal: bani(5000),
    });
    expect(cart.stored()).toEqual([[{ productId: DRILL.id, quantity: 4 }]]);
  });

  it('OPEN with an empty cart loads nothing; CLOSE and ROUTE_CHANGED close', async () => {
    const cart = await visitorWith([], []);
    cart.actor.send({ type: 'OPEN' });
    expect(cart.loads).toHaveLength(0);
    cart.actor.send({ type: 'CLOSE' });
    expect(selectOpen(cart.snapshot())).toBe(false);
    cart.actor.send({ type: 'OPEN' });
    cart.actor.send({ type: 'ROUTE_CHANGED' });
    expect(selectOpen(cart.snapshot())).toBe(false);
  });

  it('a product gone since is removed with a toast', async () => {
    const cart = await visitorWith(
      [
        { productId: DRILL.id, quantity: 1 },
        { productId: HANDLE.id, quantity: 1 },
      ],
      [DRILL, HANDLE],
    );
    cart.actor.send({ type: 'OPEN' });
    cart.loads[0]?.resolve([DRILL]);
    await flush();
    expect(cart.of('invalidRemoved')).toEqual([{ type: 'invalidRemoved', count: 1 }]);
    expect(selectRows(cart.snapshot()).map((row) => row.productId)).toEqual([DRILL.id]);
  });

  it('totals: core’s cartTotals and the free-delivery progress', async () => {
    const cart = await visitorWith(
      [
        { productId: HANDLE.id, quantity: 1 },
        { productId: GRINDER.id, quantity: 1 },
      ],
      [HANDLE, GRINDER],
    );
    expect(selectTotals(cart.snapshot())).toMatchObject({
      itemsTotal: bani(189 + 949),
      items: 2,
      lines: 2,
      freeDeliveryReached: true,
      freeDeliveryRemaining: 0,
    });
    cart.actor.send({ type: 'REMOVE', key: keyOf(GRINDER) });
    expect(selectTotals(cart.snapshot())).toMatchObject({
      itemsTotal: bani(189),
      shipping: bani(80),
      freeDeliveryRemaining: bani(311),
      freeDeliveryReached: false,
    });
  });

  it('rows and totals keep their identity until something changes', async () => {
    const cart = await visitorWith([{ productId: DRILL.id, quantity: 1 }], [DRILL]);
    const rows = selectRows(cart.snapshot());
    cart.actor.send({ type: 'CLOSE' });
    expect(selectRows(cart.snapshot())).toBe(rows);
    expect(selectTotals(cart.snapshot())).toBe(selectTotals(cart.snapshot()));
  });
});

describe('cartMachine: pricing and roles', () => {
  it("a dealer's line without a unit is labelled by the piece", async () => {
    const cart = await visitorWith([{ productId: DRILL.id, quantity: 1 }], [DRILL]);
    cart.actor.send({ type: 'SET_PRICING', role: 'dealer', dealerDiscount: 10 });
    expect(selectRows(cart.snapshot())[0]?.unitLabel).toBe('Buc');
    cart.actor.send({ type: 'SET_PRICING', role: 'customer' });
    expect(selectRows(cart.snapshot())[0]?.unitLabel).toBeNull();
  });

  it('SET_PRICING: a dealer sees the discounted wholesale price and the unit label', async () => {
    const cart = await visitorWith([{ productId: DRILL.id, quantity: 1, unitId: 1 }], [DRILL]);
    expect(selectRows(cart.snapshot())[0]).toMatchObject({
      unitPrice: bani(1299),
      unitLabel: null,
    });
    cart.actor.send({ type: 'SET_PRICING', role: 'dealer', dealerDiscount: 10 });
    expect(selectRows(cart.snapshot())[0]).toMatchObject({
      unitPrice: bani(944.1),
      unitLabel: 'Buc',
      stock: 40,
    });
  });

  it('a manager: a box costs its pieces at the wholesale price, stock in whole boxes', () => {
    const { snapshot } = accountWith([cartLine(DRILL, 2, { unit: BOX })], 'manager');
    expect(selectRows(snapshot())[0]).toMatchObject({
      unitLabel: 'Cutie',
      unitPrice: bani(1049 * 4),
      lineTotal: bani(1049 * 8),
      stock: 10,
    });
  });
});

describe('cartMachine: an account', () => {
  it('USE_ACCOUNT loads the server cart; the visitor’s lines go meanwhile', async () => {
    const cart = await visitorWith([{ productId: DRILL.id, quantity: 1 }], [DRILL]);
    cart.actor.send({ type: 'USE_ACCOUNT' });
    expect(selectCount(cart.snapshot())).toBe(0);
    expect(selectLoading(cart.snapshot())).toBe(true);
    cart.fetches[0]?.resolve([cartLine(HANDLE, 3, { id: 11 })]);
    await flush();
    expect(selectRows(cart.snapshot())).toMatchObject([{ lineId: 11, quantity: 3 }]);
  });

  it('USE_ACCOUNT with the lines loaded with the page fetches nothing', () => {
    const cart = setupCart();
    cart.actor.send({ type: 'USE_ACCOUNT', lines: [cartLine(HANDLE, 1)] });
    expect(cart.fetches).toHaveLength(0);
    expect(selectCount(cart.snapshot())).toBe(1);
  });

  it('ADD sends an increment; the server’s cart replaces the lines; then `added`', async () => {
    const cart = accountWith([]);
    cart.actor.send({ type: 'ADD', product: GLOVES, quantity: 2, attributes: [502] });
    expect(selectBusy(cart.snapshot())).toBe(true);
    // The panel's controls wait for the add (a tap meanwhile would be lost).
    expect(selectPending(cart.snapshot())).toBe(true);
    expect(cart.updates[0]?.input).toEqual({
      product: GLOVES.id,
      quantity: 2,
      products_units: null,
      product_atributes: [502],
      increment: true,
    });
    expect(cart.of('added')).toEqual([]);
    cart.updates[0]?.resolve([
      cartLine(GLOVES, 2, { id: 5, attributes: [{ id: 502, title: 'L' }] }),
    ]);
    await flush();
    expect(cart.of('added')).toEqual([{ type: 'added', product: GLOVES, outcome: 'added' }]);
    expect(selectRows(cart.snapshot())[0]).toMatchObject({
      lineId: 5,
      attributes: [{ id: 502, title: 'L' }],
    });
    expect(cart.stored()).toEqual([]);
  });

  it('ADD capped sends only what fits; none left sends nothing', async () => {
    const cart = accountWith([cartLine(LADDER, 2)]);
    cart.actor.send({ type: 'ADD', product: LADDER, quantity: 4 });
    expect(cart.updates[0]?.input).toMatchObject({ quantity: 1, increment: true });
    cart.updates[0]?.resolve([cartLine(LADDER, 3)]);
    await flush();
    cart.actor.send({ type: 'ADD', product: LADDER });
    cart.actor.send({ type: 'ADD', product: HOSE });
    expect(cart.updates).toHaveLength(1);
    expect(cart.of('added').map((event) => event.type === 'added' && event.outcome)).toEqual([
      'capped',
      'capped',
      'out_of_stock',
    ]);
  });

  it('adds tapped while one is sent wait and go in order', async () => {
    const cart = accountWith([]);
    cart.actor.send({ type: 'ADD', product: DRILL });
    cart.actor.send({ type: 'ADD', product: HANDLE });
    expect(cart.updates).toHaveLength(1);
    cart.updates[0]?.resolve([cartLine(DRILL, 1)]);
    await flush();
    expect(cart.updates[1]?.input).toMatchObject({ product: HANDLE.id });
    cart.updates[1]?.resolve([cartLine(DRILL, 1), cartLine(HANDLE, 1)]);
    await flush();
    expect(cart.of('added')).toHaveLength(2);
    expect(selectCount(cart.snapshot())).toBe(2);
  });

  it('quantity changes show at once, wait 100 ms, then go as one increment; pending meanwhile', async () => {
    const line = cartLine(DRILL, 1, { id: 3 });
    const cart = accountWith([line]);
    const key = keyOf(DRILL);
    cart.actor.send({ type: 'INCREMENT', key });
    expect(cart.quantities()).toEqual([2]);
    expect(selectPending(cart.snapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(60);
    cart.actor.send({ type: 'INCREMENT', key });
    await vi.advanceTimersByTimeAsync(60);
    // The second tap restarted the wait.
    expect(cart.updates).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(40);
    expect(cart.updates[0]?.input).toEqual({
      product: DRILL.id,
      quantity: 2,
      products_units: null,
      product_atributes: [],
      increment: true,
    });
    expect(selectPending(cart.snapshot())).toBe(true);
    cart.updates[0]?.resolve([{ ...line, quantity: 3 }]);
    await flush();
    expect(selectPending(cart.snapshot())).toBe(false);
    expect(cart.quantities()).toEqual([3]);
  });

  it('a customer’s decrease goes as a decrement', async () => {
    const cart = accountWith([cartLine(DRILL, 4)]);
    cart.actor.send({ type: 'DECREMENT', key: keyOf(DRILL) });
    cart.actor.send({ type: 'DECREMENT', key: keyOf(DRILL) });
    await vi.advanceTimersByTimeAsync(100);
    expect(cart.updates[0]?.input).toMatchObject({ quantity: 2, decrement: true });
  });

  it('a manager sends the actual quantity, with no flag', async () => {
    const cart = accountWith([cartLine(DRILL, 2, { unit: BOX })], 'manager');
    cart.actor.send({ type: 'SET_QUANTITY', key: keyOf(DRILL, [], BOX.id), quantity: 5 });
    await vi.advanceTimersByTimeAsync(100);
    expect(cart.updates[0]?.input).toEqual({
      product: DRILL.id,
      quantity: 5,
      products_units: BOX.id,
      product_atributes: [],
    });
  });

  it('a change the server clamps takes the server’s number (no loop)', async () => {
    const line = cartLine(LADDER, 2);
    const cart = accountWith([line]);
    cart.actor.send({ type: 'INCREMENT', key: keyOf(LADDER) });
    await vi.advanceTimersByTimeAsync(100);
    cart.updates[0]?.resolve([{ ...line, quantity: 2 }]);
    await flush();
    expect(cart.quantities()).toEqual([2]);
    expect(cart.updates).toHaveLength(1);
    expect(selectPending(cart.snapshot())).toBe(false);
  });

  it('a refusal reloads the server cart and emits updateFailed', async () => {
    const line = cartLine(DRILL, 1);
    const cart = accountWith([line]);
    cart.actor.send({ type: 'INCREMENT', key: keyOf(DRILL) });
    await vi.advanceTimersByTimeAsync(100);
    cart.updates[0]?.reject(new Error('out_of_stock'));
    await flush();
    expect(cart.of('updateFailed')).toHaveLength(1);
    expect(cart.fetches).toHaveLength(1);
    cart.fetches[0]?.resolve([line]);
    await flush();
    expect(cart.quantities()).toEqual([1]);
    expect(cart.logged).toHaveLength(1);
  });

  it('REMOVE deletes by the line id; CLEAR empties the cart', async () => {
    const cart = accountWith([cartLine(DRILL, 1, { id: 41 }), cartLine(HANDLE, 2, { id: 42 })]);
    cart.actor.send({ type: 'REMOVE', key: keyOf(DRILL) });
    expect(selectPending(cart.snapshot())).toBe(true);
    expect(cart.removals[0]?.input).toEqual({ lineId: 41 });
    cart.removals[0]?.resolve();
    await flush();
    expect(cart.quantities()).toEqual([2]);
    cart.actor.send({ type: 'CLEAR' });
    expect(cart.clears).toHaveLength(1);
    cart.clears[0]?.resolve();
    await flush();
    expect(selectCount(cart.snapshot())).toBe(0);
  });

  it('a failed removal reloads the cart', async () => {
    const cart = accountWith([cartLine(DRILL, 1, { id: 41 })]);
    cart.actor.send({ type: 'REMOVE', key: keyOf(DRILL) });
    cart.removals[0]?.reject(new Error('network'));
    await flush();
    expect(cart.of('updateFailed')).toHaveLength(1);
    expect(cart.fetches).toHaveLength(1);
  });

  it('OPEN reloads the server cart', async () => {
    const cart = accountWith([cartLine(DRILL, 1)]);
    cart.actor.send({ type: 'OPEN' });
    expect(selectLoading(cart.snapshot())).toBe(true);
    cart.fetches[0]?.resolve([cartLine(DRILL, 1), cartLine(HANDLE, 1)]);
    await flush();
    expect(selectCount(cart.snapshot())).toBe(2);
    expect(selectOpen(cart.snapshot())).toBe(true);
  });

  it('SIGNED_OUT: an empty visitor’s cart, written to storage', () => {
    const cart = accountWith([cartLine(DRILL, 1)]);
    cart.actor.send({ type: 'SIGNED_OUT' });
    expect(selectMode(cart.snapshot())).toBe('visitor');
    expect(selectCount(cart.snapshot())).toBe(0);
    expect(cart.stored()).toEqual([[]]);
  });
});

describe('cartMachine: invariants', () => {
  it('whatever the taps, every quantity stays within 1..stock', async () => {
    const products = [DRILL, LADDER, HANDLE];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            product: fc.constantFrom(...products),
            action: fc.constantFrom('ADD', 'INCREMENT', 'DECREMENT', 'SET', 'REMOVE'),
            quantity: fc.integer({ min: -5, max: 80 }),
          }),
          { maxLength: 30 },
        ),
        async (taps) => {
          const cart = await visitorWith([], products);
          for (const { product, action, quantity } of taps) {
            const key = keyOf(product);
            if (action === 'ADD') cart.actor.send({ type: 'ADD', product, quantity });
            else if (action === 'SET') cart.actor.send({ type: 'SET_QUANTITY', key, quantity });
            else cart.actor.send({ type: action, key });
          }
          for (const row of selectRows(cart.snapshot())) {
            expect(row.quantity).toBeGreaterThanOrEqual(1);
            expect(row.quantity).toBeLessThanOrEqual(row.stock);
          }
          expect(selectTotals(cart.snapshot()).itemsTotal).toBeGreaterThanOrEqual(0);
          cart.actor.stop();
        },
      ),
      { numRuns: 50 },
    );
  });
});
