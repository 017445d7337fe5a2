import { fastOrderRequestSchema, type CreateOrderResponse } from '@shop/core/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  NETWORK_ERROR,
  OUT_OF_STOCK_ERROR,
  sampleOrderResponse,
} from '../one-click/examples/one-click.samples.js';
import type { FastOrderAttempt } from '../one-click/fast-order-body.js';
import { FAST_ORDER_CLIENT, FAST_ORDER_LINES } from './examples/fast-order.samples.js';
import {
  clampDiscountPercent,
  fastOrderLineMax,
  fastOrderMachine,
  fastOrderSummary,
  selectFastOrderBusy,
  selectFastOrderDiscount,
  selectFastOrderErrors,
  selectFastOrderFailure,
  selectFastOrderLines,
  selectFastOrderValues,
  type FastOrderEmitted,
  type FastOrderLine,
  type FastOrderMachine,
  type FastOrderMachineInput,
} from './fast-order.machine.js';

interface Call {
  input: FastOrderAttempt;
  signal: AbortSignal;
  resolve: (response: CreateOrderResponse) => void;
  reject: (error: unknown) => void;
}

const running: Actor<FastOrderMachine>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function setup(input: Partial<FastOrderMachineInput> = {}) {
  const calls: Call[] = [];
  const machine = fastOrderMachine.provide({
    actors: {
      placeFastOrder: fromPromise<CreateOrderResponse, FastOrderAttempt>(
        ({ input: attempt, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ input: attempt, signal, resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { lines: FAST_ORDER_LINES, lang: 'ro', ...input },
  });
  const emitted: FastOrderEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  running.push(actor);
  actor.start();
  const fill = () => {
    actor.send({ type: 'CHANGE', field: 'name', value: FAST_ORDER_CLIENT.name });
    actor.send({ type: 'CHANGE', field: 'phone', value: '022456789' });
  };
  return { actor, calls, emitted, fill, snap: () => actor.getSnapshot() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('clampDiscountPercent', () => {
  it('keeps 0..100 with two decimals; not a number is 0', () => {
    expect(clampDiscountPercent(7.456)).toBe(7.46);
    expect(clampDiscountPercent(150)).toBe(100);
    expect(clampDiscountPercent(-3)).toBe(0);
    expect(clampDiscountPercent(Number.NaN)).toBe(0);
    expect(clampDiscountPercent(Infinity)).toBe(0);
  });
});

const [DRILL, HINGE, GRINDER] = FAST_ORDER_LINES as [FastOrderLine, FastOrderLine, FastOrderLine];

describe('fastOrderLineMax', () => {
  it('the wholesale stock in whole units of the line, at most 100 (core maxLineUnits)', () => {
    // 40 drills by the piece; 480 hinges make 40 boxes of 12; 22 grinders with no unit.
    expect(FAST_ORDER_LINES.map(fastOrderLineMax)).toEqual([40, 40, 22]);
    expect(fastOrderLineMax({ ...DRILL, stock: { balance: 5, balance_angro: 900 } })).toBe(100);
    expect(fastOrderLineMax({ ...DRILL, stock: { balance: 5, balance_angro: 0 } })).toBe(0);
  });
});

describe('fastOrderSummary', () => {
  it('without a discount: price_angro times the coefficient; a promotion price as is', () => {
    const { rows, subtotal, discount, total } = fastOrderSummary(FAST_ORDER_LINES, 0);
    expect(rows.map((row) => [row.unitPrice, row.total])).toEqual([
      [1049_00, 2098_00],
      [170_40, 511_20],
      [949_00, 949_00],
    ]);
    expect(subtotal).toBe(3558_20);
    expect(discount).toBe(0);
    expect(total).toBe(3558_20);
  });

  it('the discount applies to price_angro only, never to a promotion price (§5)', () => {
    const { rows, discount, total } = fastOrderSummary(FAST_ORDER_LINES, 10);
    expect(rows.map((row) => row.unitPrice)).toEqual([944_10, 153_36, 949_00]);
    expect(total).toBe(1888_20 + 460_08 + 949_00);
    expect(discount).toBe(3558_20 - total);
  });

  it('each row carries the most units its line may have', () => {
    expect(fastOrderSummary(FAST_ORDER_LINES, 0).rows.map((row) => row.stock)).toEqual([
      40, 40, 22,
    ]);
  });

  it('no lines: all zero', () => {
    expect(fastOrderSummary([], 10)).toEqual({ rows: [], subtotal: 0, discount: 0, total: 0 });
  });
});

describe('fastOrderMachine', () => {
  it('starts with the cart lines, the stored discount and an empty client', () => {
    const { snap } = setup({ managerDiscount: 5 });
    expect(selectFastOrderLines(snap())).toEqual(FAST_ORDER_LINES);
    expect(selectFastOrderDiscount(snap())).toBe(5);
    expect(selectFastOrderValues(snap())).toEqual({ name: '', phone: '+373' });
  });

  it('a discount change is clamped and emitted for the session; the same value is not', () => {
    const { actor, snap, emitted } = setup();
    actor.send({ type: 'SET_DISCOUNT', percent: 12.5 });
    actor.send({ type: 'SET_DISCOUNT', percent: 12.5 });
    actor.send({ type: 'SET_DISCOUNT', percent: 140 });
    expect(selectFastOrderDiscount(snap())).toBe(100);
    expect(emitted).toEqual([
      { type: 'discountChanged', percent: 12.5 },
      { type: 'discountChanged', percent: 100 },
    ]);
  });

  it('a quantity change reprices the line and is emitted for the cart', () => {
    const { actor, snap, emitted } = setup({ managerDiscount: 10 });
    actor.send({ type: 'SET_QUANTITY', key: HINGE.key, quantity: 5 });
    expect(selectFastOrderLines(snap()).map((line) => line.quantity)).toEqual([2, 5, 1]);
    const { rows, total } = fastOrderSummary(selectFastOrderLines(snap()), 10);
    // Five boxes of 12 at 14,20 lei less 10 %: 5 × 153,36 lei.
    expect(rows[1]!.total).toBe(766_80);
    expect(total).toBe(1888_20 + 766_80 + 949_00);
    expect(emitted).toEqual([{ type: 'quantityChanged', key: HINGE.key, quantity: 5 }]);
  });

  it("a quantity stays within 1..the line's most units; the same quantity is not emitted", () => {
    const { actor, snap, emitted } = setup();
    actor.send({ type: 'SET_QUANTITY', key: GRINDER.key, quantity: 500 });
    actor.send({ type: 'SET_QUANTITY', key: DRILL.key, quantity: 0 });
    actor.send({ type: 'SET_QUANTITY', key: HINGE.key, quantity: 3 });
    actor.send({ type: 'SET_QUANTITY', key: HINGE.key, quantity: 7.8 });
    expect(selectFastOrderLines(snap()).map((line) => line.quantity)).toEqual([1, 7, 22]);
    expect(emitted).toEqual([
      { type: 'quantityChanged', key: GRINDER.key, quantity: 22 },
      { type: 'quantityChanged', key: DRILL.key, quantity: 1 },
      { type: 'quantityChanged', key: HINGE.key, quantity: 7 },
    ]);
  });

  it('a line with no stock left keeps its quantity; an unknown line is ignored', () => {
    const empty = { ...DRILL, stock: { balance: 3, balance_angro: 0 } };
    const { actor, snap, emitted } = setup({ lines: [empty, HINGE] });
    actor.send({ type: 'SET_QUANTITY', key: DRILL.key, quantity: 4 });
    actor.send({ type: 'SET_QUANTITY', key: 'nope', quantity: 4 });
    actor.send({ type: 'REMOVE', key: 'nope' });
    expect(selectFastOrderLines(snap())).toEqual([empty, HINGE]);
    expect(emitted).toEqual([]);
  });

  it('a removed line leaves the order and is emitted for the cart; then none is left', () => {
    const { actor, snap, emitted, calls, fill } = setup();
    actor.send({ type: 'REMOVE', key: HINGE.key });
    expect(selectFastOrderLines(snap()).map((line) => line.key)).toEqual([DRILL.key, GRINDER.key]);
    expect(fastOrderSummary(selectFastOrderLines(snap()), 0).total).toBe(2098_00 + 949_00);
    actor.send({ type: 'REMOVE', key: DRILL.key });
    actor.send({ type: 'REMOVE', key: GRINDER.key });
    expect(selectFastOrderLines(snap())).toEqual([]);
    expect(emitted).toEqual([
      { type: 'lineRemoved', key: HINGE.key },
      { type: 'lineRemoved', key: DRILL.key },
      { type: 'lineRemoved', key: GRINDER.key },
    ]);
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(0);
  });

  it('the order sent carries the edited quantities', () => {
    const { actor, calls, fill } = setup();
    actor.send({ type: 'SET_QUANTITY', key: DRILL.key, quantity: 4 });
    actor.send({ type: 'REMOVE', key: GRINDER.key });
    fill();
    actor.send({ type: 'SUBMIT' });
    const { body } = calls[0]!.input;
    expect(body.order_products.map((line) => [line.product_id, line.quantity])).toEqual([
      [DRILL.productId, 4],
      [HINGE.productId, 3],
    ]);
    expect(body.total_price).toBe('4707.20');
  });

  it('quantities and lines cannot change while the order runs', () => {
    const { actor, snap, emitted, fill } = setup();
    fill();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SET_QUANTITY', key: DRILL.key, quantity: 9 });
    actor.send({ type: 'REMOVE', key: HINGE.key });
    expect(selectFastOrderLines(snap())).toEqual(FAST_ORDER_LINES);
    expect(emitted).toEqual([]);
  });

  it('errors show only after the first submit', () => {
    const { actor, snap, calls } = setup();
    expect(selectFastOrderErrors(snap())).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(0);
    expect(selectFastOrderErrors(snap())).toEqual({
      name: { key: 'required' },
      phone: { key: 'required' },
    });
  });

  it('without lines SUBMIT does nothing', () => {
    const { actor, snap, calls, fill } = setup({ lines: [] });
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(0);
    expect(selectFastOrderBusy(snap())).toBe(false);
  });

  it('places the order with manager_discount and unit ids; emits placed, clears the client', async () => {
    const { actor, snap, calls, emitted, fill } = setup({
      managerDiscount: 10,
      utm: { utm_campaign: 'vara' },
    });
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(selectFastOrderBusy(snap())).toBe(true);
    const { body } = calls[0]!.input;
    expect(fastOrderRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      is_fast_order: true,
      name: 'SRL Lemn-Art',
      phone: '+37322456789',
      manager_discount: 10,
      total_price: '3297.28',
      user: null,
      utm_data: { utm_campaign: 'vara' },
    });
    expect(body.order_products).toEqual([
      {
        product_id: FAST_ORDER_LINES[0]!.productId,
        quantity: 2,
        unit_price: 944.1,
        total_price: 1888.2,
        product_atributes: [],
        products_units: 11,
      },
      {
        product_id: FAST_ORDER_LINES[1]!.productId,
        quantity: 3,
        unit_price: 153.36,
        total_price: 460.08,
        product_atributes: [{ id: 5, title: 'Nichel' }],
        products_units: 31,
      },
      {
        product_id: FAST_ORDER_LINES[2]!.productId,
        quantity: 1,
        unit_price: 949,
        total_price: 949,
        product_atributes: [],
      },
    ]);
    calls[0]!.resolve(sampleOrderResponse());
    await settle();
    expect(emitted).toEqual([
      { type: 'placed', response: sampleOrderResponse(), attempt: calls[0]!.input },
    ]);
    expect(selectFastOrderValues(snap())).toEqual({ name: '', phone: '+373' });
  });

  it('the discount cannot change while the order runs', () => {
    const { actor, snap, fill } = setup();
    fill();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SET_DISCOUNT', percent: 50 });
    expect(selectFastOrderDiscount(snap())).toBe(0);
  });

  it('a lost answer stays with its message; the retry keeps the key', async () => {
    const { actor, snap, calls, emitted, fill } = setup();
    fill();
    actor.send({ type: 'SUBMIT' });
    calls[0]!.reject(NETWORK_ERROR);
    await settle();
    expect(selectFastOrderFailure(snap())).toBe('network');
    expect(emitted[0]).toMatchObject({ type: 'failed', detail: 'network', retryable: true });
    actor.send({ type: 'SUBMIT' });
    expect(calls[1]!.input.idempotencyKey).toBe(calls[0]!.input.idempotencyKey);
  });

  it('a refusal shows its detail', async () => {
    const { actor, snap, calls, fill } = setup();
    fill();
    actor.send({ type: 'SUBMIT' });
    calls[0]!.reject(OUT_OF_STOCK_ERROR);
    await settle();
    expect(selectFastOrderFailure(snap())).toBe('out_of_stock');
  });

  it('takes new cart lines and a new language', () => {
    const { actor, snap, calls, fill } = setup();
    actor.send({ type: 'SET_LINES', lines: FAST_ORDER_LINES.slice(0, 1) });
    actor.send({ type: 'SET_CONTEXT', lang: 'en' });
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(selectFastOrderLines(snap())).toHaveLength(1);
    expect(calls[0]!.input.body.lang).toBe('en');
    expect(calls[0]!.input.body.order_products).toHaveLength(1);
  });
});
