import type { CreateOrderResponse } from '@shop/core/contract';
import { fastOrderRequestSchema } from '@shop/core/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  NETWORK_ERROR,
  ONE_CLICK_ATTRIBUTES,
  ONE_CLICK_CONTACT,
  ONE_CLICK_DRILL,
  ONE_CLICK_GRINDER,
  ONE_CLICK_LAST_THREE,
  OUT_OF_STOCK_ERROR,
  sampleOrderResponse,
} from './examples/one-click.samples.js';
import type { FastOrderAttempt } from './fast-order-body.js';
import {
  oneClickMachine,
  selectOneClickBusy,
  selectOneClickErrors,
  selectOneClickFailure,
  selectOneClickPriceView,
  selectOneClickProduct,
  selectOneClickQuantity,
  selectOneClickStock,
  selectOneClickTotal,
  selectOneClickUnitPrice,
  selectOneClickValues,
  type OneClickEmitted,
  type OneClickMachine,
  type OneClickMachineInput,
} from './one-click.machine.js';

/** One call of the fake `placeFastOrder`, answered by the test. */
interface Call {
  input: FastOrderAttempt;
  signal: AbortSignal;
  resolve: (response: CreateOrderResponse) => void;
  reject: (error: unknown) => void;
}

const running: Actor<OneClickMachine>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function setup(input: Partial<OneClickMachineInput> = {}) {
  const calls: Call[] = [];
  const machine = oneClickMachine.provide({
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
    input: { pricing: { role: 'visitor' }, lang: 'ro', ...input },
  });
  const emitted: OneClickEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  running.push(actor);
  actor.start();
  const snap = () => actor.getSnapshot();
  const fill = () => {
    actor.send({ type: 'CHANGE', field: 'name', value: ONE_CLICK_CONTACT.name });
    actor.send({ type: 'CHANGE', field: 'phone', value: '069123456' });
  };
  return { actor, calls, emitted, snap, fill };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('oneClickMachine', () => {
  it('opens for a product at quantity 1, with an empty name and the bare +373', () => {
    const { actor, snap } = setup();
    expect(selectOneClickProduct(snap())).toBeNull();
    expect(selectOneClickQuantity(snap())).toBe(0);
    actor.send({ type: 'OPEN', product: ONE_CLICK_DRILL });
    expect(selectOneClickProduct(snap())).toBe(ONE_CLICK_DRILL);
    expect(selectOneClickQuantity(snap())).toBe(1);
    expect(selectOneClickValues(snap())).toEqual({ name: '', phone: '+373' });
    expect(selectOneClickStock(snap())).toBe(14);
  });

  it('keeps the quantity within 1..balance (core clampQuantity)', () => {
    const { actor, snap } = setup({ product: ONE_CLICK_LAST_THREE });
    actor.send({ type: 'SET_QUANTITY', quantity: 2 });
    expect(selectOneClickQuantity(snap())).toBe(2);
    actor.send({ type: 'SET_QUANTITY', quantity: 10 });
    expect(selectOneClickQuantity(snap())).toBe(3);
    actor.send({ type: 'SET_QUANTITY', quantity: -4 });
    expect(selectOneClickQuantity(snap())).toBe(1);
  });

  it('a dealer or a manager is bounded by balance_angro (§6)', () => {
    const { snap, actor } = setup({ product: ONE_CLICK_LAST_THREE, pricing: { role: 'manager' } });
    expect(selectOneClickStock(snap())).toBe(12);
    actor.send({ type: 'SET_QUANTITY', quantity: 10 });
    expect(selectOneClickQuantity(snap())).toBe(10);
    // Back to a customer: the quantity follows the smaller stock.
    actor.send({ type: 'SET_CONTEXT', pricing: { role: 'customer' } });
    expect(selectOneClickQuantity(snap())).toBe(3);
  });

  it('another product resets the quantity to 1 (§4); the same product keeps it', () => {
    const { actor, snap } = setup({ product: ONE_CLICK_DRILL });
    actor.send({ type: 'SET_QUANTITY', quantity: 5 });
    actor.send({ type: 'OPEN', product: ONE_CLICK_DRILL });
    expect(selectOneClickQuantity(snap())).toBe(5);
    actor.send({ type: 'PRODUCT_CHANGED', product: ONE_CLICK_GRINDER });
    expect(selectOneClickQuantity(snap())).toBe(1);
    actor.send({ type: 'SET_QUANTITY', quantity: 4 });
    actor.send({ type: 'OPEN', product: ONE_CLICK_LAST_THREE });
    expect(selectOneClickQuantity(snap())).toBe(1);
  });

  it('a product without stock has no valid quantity', () => {
    const { snap } = setup({ product: { ...ONE_CLICK_DRILL, balance: 0 } });
    expect(selectOneClickQuantity(snap())).toBe(0);
  });

  it('prices with core unitPrice: the promotion price, times the quantity', () => {
    const { actor, snap } = setup({ product: ONE_CLICK_GRINDER });
    expect(selectOneClickUnitPrice(snap())).toBe(949_00);
    actor.send({ type: 'SET_QUANTITY', quantity: 3 });
    expect(selectOneClickTotal(snap())).toBe(2847_00);
  });

  it('masks the phone as it is typed', () => {
    const { actor, snap } = setup({ product: ONE_CLICK_DRILL });
    actor.send({ type: 'CHANGE', field: 'phone', value: '069123456' });
    expect(selectOneClickValues(snap()).phone).toBe('+373 (69) 123-456');
  });

  it('shows no errors before the first submit; after it, name and phone errors', () => {
    const { actor, snap, calls } = setup({ product: ONE_CLICK_DRILL });
    expect(selectOneClickErrors(snap())).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(0);
    expect(selectOneClickErrors(snap())).toEqual({
      name: { key: 'required' },
      phone: { key: 'required' },
    });
    actor.send({ type: 'CHANGE', field: 'name', value: 'I' });
    actor.send({ type: 'CHANGE', field: 'phone', value: '06912' });
    expect(selectOneClickErrors(snap())).toEqual({
      name: { key: 'minLength', params: { min: 2 } },
      phone: { key: 'phone' },
    });
  });

  it('a fresh opening clears the errors of the last one', () => {
    const { actor, snap } = setup({ product: ONE_CLICK_DRILL });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'OPEN', product: ONE_CLICK_DRILL });
    expect(selectOneClickErrors(snap())).toEqual({});
  });

  it('submits the fast order body of §3 and emits placed', async () => {
    const { actor, snap, calls, emitted, fill } = setup({
      product: ONE_CLICK_DRILL,
      attributes: ONE_CLICK_ATTRIBUTES,
      lang: 'ru',
      utm: { utm_source: 'google' },
    });
    fill();
    actor.send({ type: 'SET_QUANTITY', quantity: 2 });
    actor.send({ type: 'SUBMIT' });
    expect(selectOneClickBusy(snap())).toBe(true);
    expect(calls).toHaveLength(1);
    const { body, idempotencyKey } = calls[0]!.input;
    expect(body).toEqual({
      is_fast_order: true,
      name: 'Ion Popescu',
      phone: '+37369123456',
      total_price: '2598.00',
      lang: 'ru',
      order_products: [
        {
          product_id: ONE_CLICK_DRILL.id,
          quantity: 2,
          unit_price: 1299,
          total_price: 2598,
          product_atributes: [{ id: 71, title: '12 V' }],
        },
      ],
      user: null,
      utm_data: { utm_source: 'google' },
    });
    expect(fastOrderRequestSchema.safeParse(body).success).toBe(true);
    expect(idempotencyKey).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    // Edits wait while the order runs.
    actor.send({ type: 'CHANGE', field: 'name', value: 'X' });
    expect(selectOneClickValues(snap()).name).toBe('Ion Popescu');

    calls[0]!.resolve(sampleOrderResponse());
    await settle();
    expect(emitted).toEqual([
      { type: 'placed', response: sampleOrderResponse(), attempt: calls[0]!.input },
    ]);
    expect(selectOneClickBusy(snap())).toBe(false);
    expect(selectOneClickQuantity(snap())).toBe(1);
    expect(selectOneClickErrors(snap())).toEqual({});
  });

  it('uses the manager discount of the pricing context on price_angro', () => {
    const { snap } = setup({
      product: ONE_CLICK_DRILL,
      pricing: { role: 'manager', managerDiscount: 10 },
    });
    // 1 049 lei less 10 %.
    expect(selectOneClickUnitPrice(snap())).toBe(944_10);
  });

  it("shows core's priceView: the unit price, a wholesale buyer's retail price struck", () => {
    const dealer = setup({
      product: ONE_CLICK_DRILL,
      pricing: { role: 'dealer', dealerDiscount: 10 },
    });
    expect(selectOneClickPriceView(dealer.snap())).toEqual({
      price: selectOneClickUnitPrice(dealer.snap()),
      struck: 1299_00,
      reason: 'dealer',
      wholesale: true,
    });
    const visitor = setup({ product: ONE_CLICK_GRINDER });
    expect(selectOneClickPriceView(visitor.snap())).toMatchObject({
      price: 949_00,
      struck: 1150_00,
      reason: 'promotion',
    });
  });

  it('a lost answer stays in the modal with a message; the retry reuses the key', async () => {
    const { actor, snap, calls, emitted, fill } = setup({ product: ONE_CLICK_DRILL });
    fill();
    actor.send({ type: 'SUBMIT' });
    calls[0]!.reject(NETWORK_ERROR);
    await settle();
    expect(selectOneClickFailure(snap())).toBe('network');
    expect(emitted).toEqual([
      { type: 'failed', error: NETWORK_ERROR, detail: 'network', retryable: true },
    ]);
    actor.send({ type: 'SUBMIT' });
    expect(selectOneClickFailure(snap())).toBeNull();
    expect(calls[1]!.input.idempotencyKey).toBe(calls[0]!.input.idempotencyKey);
  });

  it('another body after a failure is another order: a new key', async () => {
    const { actor, calls, fill } = setup({ product: ONE_CLICK_DRILL });
    fill();
    actor.send({ type: 'SUBMIT' });
    calls[0]!.reject(NETWORK_ERROR);
    await settle();
    actor.send({ type: 'SET_QUANTITY', quantity: 2 });
    actor.send({ type: 'SUBMIT' });
    expect(calls[1]!.input.idempotencyKey).not.toBe(calls[0]!.input.idempotencyKey);
  });

  it('a refusal is not retryable; its detail shows', async () => {
    const { actor, snap, calls, emitted, fill } = setup({ product: ONE_CLICK_DRILL });
    fill();
    actor.send({ type: 'SUBMIT' });
    calls[0]!.reject(OUT_OF_STOCK_ERROR);
    await settle();
    expect(selectOneClickFailure(snap())).toBe('out_of_stock');
    expect(emitted[0]).toMatchObject({ type: 'failed', detail: 'out_of_stock', retryable: false });
  });

  it('without a product nothing is sent', () => {
    const { actor, calls, fill } = setup();
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(calls).toHaveLength(0);
  });

  it('stopping while the order runs aborts its signal', () => {
    const { actor, calls, fill } = setup({ product: ONE_CLICK_DRILL });
    fill();
    actor.send({ type: 'SUBMIT' });
    actor.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('the shipped actor fails with "not provided"', async () => {
    const actor = createActor(oneClickMachine, {
      input: { pricing: { role: 'visitor' }, lang: 'ro', product: ONE_CLICK_DRILL },
    });
    running.push(actor);
    const emitted: OneClickEmitted[] = [];
    actor.on('failed', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'CHANGE', field: 'name', value: 'Ion' });
    actor.send({ type: 'CHANGE', field: 'phone', value: '069123456' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(emitted[0]).toMatchObject({ detail: 'internal_error', retryable: true });
    expect(String((emitted[0] as { error: Error }).error.message)).toMatch(/not provided/);
  });
});
