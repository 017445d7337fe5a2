import type { Coupon, CreateOrderResponse } from '@shop/core/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import {
  EXPIRED_CODE,
  GOOD_CODE,
  httpError,
  networkError,
  SAMPLE_CONTACTS,
  SAMPLE_COUPON,
  SAMPLE_LINES,
  SAMPLE_NOW,
  SAMPLE_PROFILE,
  SAMPLE_SHOPS,
  sampleOrderResponse,
  SMALL_LINES,
} from './examples/checkout.samples.js';
import {
  checkoutMachine,
  checkoutPlaceOrderActor,
  selectAwaitingPayment,
  selectCancellable,
  selectCheckoutErrors,
  selectCheckoutMode,
  selectCheckoutShops,
  selectCheckoutTotals,
  selectCheckoutValues,
  selectCouponView,
  selectDateBounds,
  selectPayMethods,
  selectPlacementProblem,
  selectPlacing,
  selectSectionStates,
  type CheckoutEmitted,
  type CheckoutMachine,
  type CheckoutMachineInput,
} from './checkout.machine.js';
import type {
  CheckoutChange,
  CheckoutShop,
  CheckPromoCodeInput,
  PickupShopsInput,
  PlaceOrderInput,
} from './checkout.types.js';

/** One call of a fake actor, answered by the test. */
interface Call<Input, Output> {
  input: Input;
  signal: AbortSignal;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

const running: Actor<CheckoutMachine>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function setup(input: CheckoutMachineInput = {}) {
  const orders: Call<PlaceOrderInput, CreateOrderResponse>[] = [];
  const checks: Call<CheckPromoCodeInput, Coupon>[] = [];
  const pickups: Call<PickupShopsInput, readonly CheckoutShop[]>[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      pickupShops: fromPromise<readonly CheckoutShop[], PickupShopsInput>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => pickups.push({ input, signal, resolve, reject })),
      ),
      placeOrder: fromPromise<CreateOrderResponse, PlaceOrderInput>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => orders.push({ input, signal, resolve, reject })),
      ),
      checkPromoCode: fromPromise<Coupon, CheckPromoCodeInput>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => checks.push({ input, signal, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { lines: SAMPLE_LINES, shops: SAMPLE_SHOPS, now: SAMPLE_NOW, ...input },
  });
  running.push(actor);
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const change = (edit: CheckoutChange) => actor.send({ type: 'CHANGE', ...edit });
  const fillContacts = () => {
    change({ field: 'firstName', value: SAMPLE_CONTACTS.firstName });
    change({ field: 'lastName', value: SAMPLE_CONTACTS.lastName });
    change({ field: 'phone', value: SAMPLE_CONTACTS.phone });
    change({ field: 'email', value: SAMPLE_CONTACTS.email });
  };
  const fillAll = () => {
    fillContacts();
    change({ field: 'address', value: 'Chișinău, str. Mihai Eminescu 20' });
    change({ field: 'agreement', value: true });
  };
  const realOrders = () => orders.filter((call) => call.input.body.is_abandoned !== true);
  const abandoned = () => orders.filter((call) => call.input.body.is_abandoned === true);
  return {
    actor,
    orders,
    checks,
    pickups,
    emitted,
    snapshot,
    change,
    fillContacts,
    fillAll,
    realOrders,
    abandoned,
  };
}

/** Lets settled promises reach the machine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkoutMachine: start', () => {
  it('a guest starts on the contacts, the others locked; courier and cash preselected', () => {
    const { snapshot } = setup();
    expect(selectCheckoutMode(snapshot())).toBe('guest');
    expect(selectSectionStates(snapshot())).toEqual({
      contacts: 'open',
      delivery: 'locked',
      payment: 'locked',
    });
    const values = selectCheckoutValues(snapshot());
    expect(values.phone).toBe('+373');
    expect(values.deliveryMethod).toBe('courier');
    expect(values.payMethod).toBe('cash');
    expect(values.agreement).toBe(false);
    expect(selectCheckoutErrors(snapshot())).toEqual({});
  });

  it('emits beginCheckout once with the lines (SPEC §7)', () => {
    const { emitted, actor } = setup();
    expect(emitted).toEqual([{ type: 'beginCheckout', lines: SAMPLE_LINES }]);
    actor.send({ type: 'LINES_CHANGED', lines: SMALL_LINES });
    expect(emitted.filter((event) => event.type === 'beginCheckout')).toHaveLength(1);
  });

  it('without lines, beginCheckout waits for the first lines', () => {
    const { emitted, actor } = setup({ lines: [] });
    expect(emitted).toEqual([]);
    actor.send({ type: 'LINES_CHANGED', lines: SMALL_LINES });
    expect(emitted).toEqual([{ type: 'beginCheckout', lines: SMALL_LINES }]);
  });

  it('signed in: prefilled from the profile, every valid section saved', () => {
    const { snapshot } = setup({ profile: SAMPLE_PROFILE });
    expect(selectCheckoutMode(snapshot())).toBe('account');
    const values = selectCheckoutValues(snapshot());
    expect(values).toMatchObject({
      firstName: 'Ion',
      lastName: 'Popescu',
      phone: '+373 (69) 123-456',
      email: 'ion.popescu@example.md',
      personType: 'physical',
      address: 'Chișinău, bd. Ștefan cel Mare 12, ap. 5',
    });
    expect(selectSectionStates(snapshot())).toEqual({
      contacts: 'done',
      delivery: 'done',
      payment: 'done',
    });
  });

  it('a company signed in: its name and codes from the profile', () => {
    const company = {
      ...SAMPLE_PROFILE,
      user: {
        ...SAMPLE_PROFILE.user,
        person_type: 'juridical' as const,
        company_name: 'Casa Mea SRL',
        idno: '1008600038413',
        tva: '1234567',
        iban: 'MD24AG000225100013104168',
        bic: 'AGRNMD2X',
      },
      is_juridical: true,
    };
    const { snapshot } = setup({ profile: company });
    expect(selectCheckoutValues(snapshot())).toMatchObject({
      personType: 'juridical',
      companyName: 'Casa Mea SRL',
      idno: '1008600038413',
      tva: '1234567',
      iban: 'MD24AG000225100013104168',
      bic: 'AGRNMD2X',
    });
    expect(selectSectionStates(snapshot()).contacts).toBe('done');
  });

  it('the desired date may be from today to 30 days ahead (shop time zone)', () => {
    const { snapshot } = setup();
    expect(selectDateBounds(snapshot())).toEqual({ min: '2025-03-10', max: '2025-04-09' });
  });
});

describe('checkoutMachine: guest sections', () => {
  it('Continue with errors shows that section’s errors only', () => {
    const { actor, snapshot } = setup();
    actor.send({ type: 'CONTINUE', section: 'contacts' });
    expect(selectCheckoutErrors(snapshot())).toEqual({
      firstName: { key: 'required' },
      phone: { key: 'required' },
    });
    expect(selectSectionStates(snapshot()).contacts).toBe('open');
  });

  it('a valid Continue completes the section and opens the next', () => {
    const { actor, snapshot, fillContacts, change } = setup();
    fillContacts();
    actor.send({ type: 'CONTINUE', section: 'contacts' });
    expect(selectSectionStates(snapshot())).toEqual({
      contacts: 'done',
      delivery: 'open',
      payment: 'locked',
    });
    change({ field: 'address', value: 'Chișinău, str. Mihai Eminescu 20' });
    actor.send({ type: 'CONTINUE', section: 'delivery' });
    actor.send({ type: 'CONTINUE', section: 'payment' });
    expect(selectSectionStates(snapshot())).toEqual({
      contacts: 'done',
      delivery: 'done',
      payment: 'done',
    });
  });

  it('a locked section cannot be opened; a completed one can (the others wait)', () => {
    const { actor, snapshot, fillContacts } = setup();
    actor.send({ type: 'EDIT', section: 'payment' });
    expect(selectSectionStates(snapshot()).payment).toBe('locked');
    fillContacts();
    actor.send({ type: 'CONTINUE', section: 'contacts' });
    actor.send({ type: 'EDIT', section: 'contacts' });
    expect(selectSectionStates(snapshot())).toEqual({
      contacts: 'open',
      delivery: 'pending',
      payment: 'locked',
    });
  });

  it('the phone is masked by core; a juridical person needs a company name', () => {
    const { actor, snapshot, change, fillContacts } = setup();
    fillContacts();
    change({ field: 'phone', value: '069123456' });
    expect(selectCheckoutValues(snapshot()).phone).toBe('+373 (69) 123-456');
    change({ field: 'personType', value: 'juridical' });
    actor.send({ type: 'CONTINUE', section: 'contacts' });
    expect(selectCheckoutErrors(snapshot())).toEqual({ companyName: { key: 'required' } });
    change({ field: 'companyName', value: 'CM' });
    expect(selectCheckoutErrors(snapshot()).companyName).toEqual({
      key: 'minLength',
      params: { min: 3 },
    });
  });

  it('an e-mail may be empty but must be valid when given', () => {
    const { actor, snapshot, change, fillContacts } = setup();
    fillContacts();
    change({ field: 'email', value: '' });
    actor.send({ type: 'CONTINUE', section: 'contacts' });
    expect(selectCheckoutErrors(snapshot())).toEqual({});
    actor.send({ type: 'EDIT', section: 'contacts' });
    change({ field: 'email', value: 'maria@' });
    actor.send({ type: 'CONTINUE', section: 'contacts' });
    expect(selectCheckoutErrors(snapshot()).email).toEqual({ key: 'email' });
  });

  it('courier: address required, date within the window; pickup: a shop required', () => {
    const { actor, snapshot, change, fillContacts } = setup();
    fillContacts();
    actor.send({ type: 'CONTINUE', section: 'contacts' });
    change({ field: 'deliveryDate', value: '2025-03-09' });
    actor.send({ type: 'CONTINUE', section: 'delivery' });
    expect(selectCheckoutErrors(snapshot())).toEqual({
      address: { key: 'required' },
      deliveryDate: { key: 'deliveryDateRange', params: { max: 30 } },
    });
    change({ field: 'deliveryMethod', value: 'pickup' });
    expect(selectCheckoutErrors(snapshot())).toEqual({ shopId: { key: 'required' } });
    change({ field: 'shopId', value: 2 });
    actor.send({ type: 'CONTINUE', section: 'delivery' });
    expect(selectSectionStates(snapshot()).delivery).toBe('done');
  });

  it('asks what the shops have of the lines at the start and after each cart change', async () => {
    const { actor, snapshot, pickups } = setup();
    expect(pickups).toHaveLength(1);
    expect(pickups[0]?.input).toEqual({ lines: SAMPLE_LINES, shops: SAMPLE_SHOPS });
    const fewer = SAMPLE_LINES.slice(0, 1);
    actor.send({ type: 'LINES_CHANGED', lines: fewer });
    // The first question is dropped for the one with the new lines.
    expect(pickups[0]?.signal.aborted).toBe(true);
    expect(pickups[1]?.input.lines).toEqual(fewer);
    const answered = SAMPLE_SHOPS.map((shop) => ({ ...shop, missing: ['Bormașină'] }));
    pickups[1]?.resolve(answered);
    await waitFor(actor, (state) => selectCheckoutShops(state) === answered);
    // A failed question leaves the shops as they were.
    actor.send({ type: 'LINES_CHANGED', lines: SAMPLE_LINES });
    pickups[2]?.reject(new Error('offline'));
    await waitFor(actor, (state) => state.matches({ pickupStock: 'known' }));
    expect(selectCheckoutShops(snapshot())).toBe(answered);
  });

  it('a shop without every line cannot be chosen; losing a line reopens the delivery', async () => {
    const { actor, snapshot, change, fillContacts, pickups } = setup();
    const short = (id: number) =>
      SAMPLE_SHOPS.map((shop) => (shop.id === id ? { ...shop, missing: ['Bormașină'] } : shop));
    const answer = async (shops: readonly CheckoutShop[]) => {
      pickups.at(-1)?.resolve(shops);
      await waitFor(actor, (state) => selectCheckoutShops(state) === shops);
    };
    fillContacts();
    actor.send({ type: 'CONTINUE', section: 'contacts' });
    change({ field: 'deliveryMethod', value: 'pickup' });
    await answer(short(2));
    change({ field: 'shopId', value: 2 });
    actor.send({ type: 'CONTINUE', section: 'delivery' });
    expect(selectCheckoutErrors(snapshot())).toEqual({ shopId: { key: 'shopShort' } });
    expect(selectSectionStates(snapshot()).delivery).toBe('open');
    // Another shop has it all; then the cart changes and it too runs short: delivery reopens.
    change({ field: 'shopId', value: 1 });
    actor.send({ type: 'CONTINUE', section: 'delivery' });
    expect(selectSectionStates(snapshot()).delivery).toBe('done');
    actor.send({ type: 'LINES_CHANGED', lines: SAMPLE_LINES });
    await answer([...SAMPLE_SHOPS]);
    expect(selectSectionStates(snapshot()).delivery).toBe('done');
    actor.send({ type: 'LINES_CHANGED', lines: SAMPLE_LINES });
    await answer(short(1));
    expect(selectSectionStates(snapshot()).delivery).toBe('open');
    expect(selectCheckoutErrors(snapshot())).toEqual({ shopId: { key: 'shopShort' } });
  });

  it('bank transfer is offered to companies only; becoming physical drops it', () => {
    const { snapshot, change } = setup();
    expect(selectPayMethods(snapshot())).not.toContain('bank_transfer');
    change({ field: 'personType', value: 'juridical' });
    expect(selectPayMethods(snapshot())).toContain('bank_transfer');
    change({ field: 'payMethod', value: 'bank_transfer' });
    change({ field: 'personType', value: 'physical' });
    expect(selectCheckoutValues(snapshot()).payMethod).toBeNull();
  });
});

describe('checkoutMachine: signed-in sections', () => {
  it('Edit opens the form; Save validates; Cancel restores the saved data', () => {
    const { actor, snapshot, change } = setup({ profile: SAMPLE_PROFILE });
    actor.send({ type: 'EDIT', section: 'contacts' });
    expect(selectSectionStates(snapshot()).contacts).toBe('open');
    expect(selectCancellable(snapshot())).toEqual(['contacts']);
    change({ field: 'firstName', value: '' });
    actor.send({ type: 'SAVE', section: 'contacts' });
    expect(selectSectionStates(snapshot()).contacts).toBe('open');
    expect(selectCheckoutErrors(snapshot()).firstName).toEqual({ key: 'required' });
    actor.send({ type: 'CANCEL', section: 'contacts' });
    expect(selectCheckoutValues(snapshot()).firstName).toBe('Ion');
    expect(selectSectionStates(snapshot()).contacts).toBe('done');
    expect(selectCheckoutErrors(snapshot())).toEqual({});
    actor.send({ type: 'EDIT', section: 'contacts' });
    change({ field: 'firstName', value: 'Ionel' });
    actor.send({ type: 'SAVE', section: 'contacts' });
    expect(selectSectionStates(snapshot()).contacts).toBe('done');
    expect(selectCheckoutValues(snapshot()).firstName).toBe('Ionel');
  });

  it('a saved section that is no longer valid opens for editing', () => {
    const { actor, snapshot, change } = setup({ profile: SAMPLE_PROFILE });
    actor.send({ type: 'EDIT', section: 'contacts' });
    change({ field: 'personType', value: 'juridical' });
    change({ field: 'companyName', value: 'Casa Mea SRL' });
    actor.send({ type: 'SAVE', section: 'contacts' });
    actor.send({ type: 'EDIT', section: 'payment' });
    change({ field: 'payMethod', value: 'bank_transfer' });
    actor.send({ type: 'SAVE', section: 'payment' });
    actor.send({ type: 'EDIT', section: 'contacts' });
    change({ field: 'personType', value: 'physical' });
    expect(selectSectionStates(snapshot()).payment).toBe('open');
  });

  it('SIGNED_IN on the page switches to the signed-in version, keeping what was typed', () => {
    const { actor, snapshot, change } = setup();
    change({ field: 'firstName', value: 'Maria' });
    actor.send({ type: 'SIGNED_IN', profile: SAMPLE_PROFILE });
    expect(selectCheckoutMode(snapshot())).toBe('account');
    expect(selectCheckoutValues(snapshot()).firstName).toBe('Maria');
    expect(selectCheckoutValues(snapshot()).lastName).toBe('Popescu');
  });
});

describe('checkoutMachine: submit', () => {
  it('an invalid submit shows every error and opens the first invalid section', () => {
    const { actor, snapshot, fillContacts, realOrders } = setup();
    fillContacts();
    actor.send({ type: 'CONTINUE', section: 'contacts' });
    actor.send({ type: 'EDIT', section: 'contacts' });
    actor.send({ type: 'SUBMIT' });
    expect(realOrders()).toHaveLength(0);
    expect(selectCheckoutErrors(snapshot())).toEqual({
      address: { key: 'required' },
      agreement: { key: 'required' },
    });
    expect(selectSectionStates(snapshot()).delivery).toBe('open');
  });

  it('the agreement unticked alone blocks the order (SPEC §5)', () => {
    const { actor, snapshot, fillAll, change, realOrders } = setup();
    fillAll();
    change({ field: 'agreement', value: false });
    actor.send({ type: 'SUBMIT' });
    expect(realOrders()).toHaveLength(0);
    expect(selectCheckoutErrors(snapshot())).toEqual({ agreement: { key: 'required' } });
  });

  it('builds the order body as core expects (lei text, phone payload, lines)', () => {
    const { actor, fillAll, realOrders, snapshot } = setup({
      userId: 7,
      utm: { utm_source: 'facebook' },
      managerDiscount: 5,
      locale: 'ru',
    });
    fillAll();
    actor.send({ type: 'SUBMIT' });
    expect(selectPlacing(snapshot())).toBe(true);
    const [call] = realOrders();
    expect(call?.input.idempotencyKey).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(call?.input.body).toEqual({
      is_fast_order: false,
      name: 'Maria',
      last_name: 'Rusu',
      phone: '+37379555010',
      email: 'maria.rusu@example.md',
      person_type: 'physical',
      delivery_method: 'courier',
      address: 'Chișinău, str. Mihai Eminescu 20',
      pay_method: 'cash',
      total_price: '1344.50',
      lang: 'ru',
      order_products: [
        {
          product_id: 101,
          quantity: 1,
          unit_price: '899.00',
          total_price: '899.00',
          product_atributes: [],
        },
        {
          product_id: 205,
          quantity: 2,
          unit_price: '129.75',
          total_price: '259.50',
          product_atributes: [{ id: 7, title: '10 l' }],
        },
        {
          product_id: 310,
          quantity: 3,
          unit_price: '62.00',
          total_price: '186.00',
          product_atributes: [],
          products_units: 100,
        },
      ],
      user: 7,
      agreement: true,
      manager_discount: 5,
      utm_data: { utm_source: 'facebook' },
    });
  });

  it('placed: emits placed with the response and the order page; the button is free again', async () => {
    const { actor, fillAll, realOrders, emitted, snapshot } = setup();
    fillAll();
    actor.send({ type: 'SUBMIT' });
    realOrders()[0]?.resolve(sampleOrderResponse(1042));
    await settle();
    expect(emitted.at(-1)).toEqual({
      type: 'placed',
      response: sampleOrderResponse(1042),
      path: '/pages/ordering/1042',
    });
    expect(selectPlacing(snapshot())).toBe(false);
    expect(snapshot().matches({ order: 'placed' })).toBe(true);
  });

  it('online card payment: stays on the page awaiting payment, nothing emitted', async () => {
    const { actor, fillAll, change, realOrders, emitted, snapshot } = setup();
    fillAll();
    change({ field: 'payMethod', value: 'by_card_online' });
    actor.send({ type: 'SUBMIT' });
    const response = sampleOrderResponse(77, 'by_card_online');
    realOrders()[0]?.resolve(response);
    await settle();
    expect(selectAwaitingPayment(snapshot())).toEqual(response);
    expect(emitted.some((event) => event.type === 'placed')).toBe(false);
  });

  it('a failure emits failed with the order error page', async () => {
    const { actor, fillAll, realOrders, emitted } = setup();
    fillAll();
    actor.send({ type: 'SUBMIT' });
    const error = httpError(500, { detail: 'internal_error' });
    realOrders()[0]?.reject(error);
    await settle();
    expect(emitted.at(-1)).toEqual({ type: 'failed', error, path: '/pages/ordering-error' });
  });

  it('products that ran out meanwhile: the stock modal is asked for, and the checkout goes on', async () => {
    const { actor, fillAll, realOrders, emitted, snapshot } = setup();
    fillAll();
    actor.send({ type: 'SUBMIT' });
    const problem = {
      detail: 'out_of_stock',
      products: [{ product_id: SAMPLE_LINES[0]!.productId, name: 'Bormașină', available: 1 }],
    };
    realOrders()[0]?.reject(httpError(409, problem));
    await settle();
    expect(emitted.at(-1)).toEqual({ type: 'shortOfStock', problem });
    expect(emitted.some((event) => event.type === 'failed')).toBe(false);
    expect(snapshot().matches({ order: 'editing' })).toBe(true);
    expect(selectPlacing(snapshot())).toBe(false);
    // The stock modal took the quantities left into the cart: ordering again sends them.
    actor.send({ type: 'LINES_CHANGED', lines: SMALL_LINES });
    actor.send({ type: 'SUBMIT' });
    expect(realOrders()).toHaveLength(2);
    expect(realOrders()[1]?.input.body.order_products).toHaveLength(SMALL_LINES.length);
    expect(realOrders()[1]?.input.idempotencyKey).not.toBe(realOrders()[0]?.input.idempotencyKey);
  });

  it('a 409 that is not about stock is a failure like any other', async () => {
    const { actor, fillAll, realOrders, emitted } = setup();
    fillAll();
    actor.send({ type: 'SUBMIT' });
    const error = httpError(409, { detail: 'limit_reached' });
    realOrders()[0]?.reject(error);
    await settle();
    expect(emitted.at(-1)).toEqual({ type: 'failed', error, path: '/pages/ordering-error' });
  });

  it('field errors of the server show under the fields; its section opens; editing clears', async () => {
    const { actor, fillAll, realOrders, snapshot, change, emitted } = setup();
    fillAll();
    actor.send({ type: 'SUBMIT' });
    realOrders()[0]?.reject(
      httpError(400, { detail: 'invalid_request', address: { key: 'invalid' } }),
    );
    await settle();
    expect(emitted.some((event) => event.type === 'failed')).toBe(false);
    expect(selectCheckoutErrors(snapshot())).toEqual({ address: { key: 'invalid' } });
    expect(selectSectionStates(snapshot()).delivery).toBe('open');
    change({ field: 'address', value: 'Chișinău, str. Pușkin 1' });
    expect(selectCheckoutErrors(snapshot())).toEqual({});
  });

  it('no answer: stays with a message; a retry of the same order reuses the key', async () => {
    const { actor, fillAll, realOrders, snapshot, change } = setup();
    fillAll();
    actor.send({ type: 'SUBMIT' });
    const first = realOrders()[0]?.input.idempotencyKey;
    realOrders()[0]?.reject(networkError());
    await settle();
    expect(selectPlacementProblem(snapshot())).toBe('network');
    actor.send({ type: 'SUBMIT' });
    expect(realOrders()[1]?.input.idempotencyKey).toBe(first);
    realOrders()[1]?.reject(networkError());
    await settle();
    change({ field: 'comment', value: 'Sunați înainte' });
    expect(selectPlacementProblem(snapshot())).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(realOrders()[2]?.input.idempotencyKey).not.toBe(first);
  });

  it('edits wait while the order is placed', () => {
    const { actor, fillAll, snapshot, change } = setup();
    fillAll();
    actor.send({ type: 'SUBMIT' });
    change({ field: 'firstName', value: 'Alta' });
    actor.send({ type: 'CODE_CHANGE', code: 'X' });
    expect(selectCheckoutValues(snapshot()).firstName).toBe('Maria');
    expect(selectCouponView(snapshot()).code).toBe('');
  });

  it('no lines: nothing is ordered', () => {
    const { actor, fillAll, realOrders } = setup({ lines: [] });
    fillAll();
    actor.send({ type: 'SUBMIT' });
    expect(realOrders()).toHaveLength(0);
  });
});

describe('checkoutMachine: discount code', () => {
  it('neutral → checking → success: the discount is core’s couponDiscount', async () => {
    const { actor, checks, snapshot } = setup();
    expect(selectCouponView(snapshot())).toEqual({ status: 'neutral', code: '' });
    actor.send({ type: 'APPLY_CODE' });
    expect(checks).toHaveLength(0);
    actor.send({ type: 'CODE_CHANGE', code: ` ${GOOD_CODE} ` });
    actor.send({ type: 'APPLY_CODE' });
    expect(selectCouponView(snapshot()).status).toBe('checking');
    expect(checks[0]?.input).toEqual({ code: GOOD_CODE, total: '1344.50' });
    checks[0]?.resolve(SAMPLE_COUPON);
    await settle();
    expect(selectCouponView(snapshot())).toMatchObject({ status: 'success', discount: 13_445 });
    expect(selectCheckoutTotals(snapshot())).toEqual({
      itemsTotal: 134_450,
      discount: 13_445,
      total: 121_005,
      shipping: 0,
    });
  });

  it('a refusal: warn with the server’s reason, no discount (the applied flag reset)', async () => {
    const { actor, checks, snapshot } = setup();
    actor.send({ type: 'CODE_CHANGE', code: EXPIRED_CODE });
    actor.send({ type: 'APPLY_CODE' });
    checks[0]?.reject(
      httpError(400, {
        detail: 'invalid_request',
        code: { key: 'promoMinTotal', params: { min: 500 } },
      }),
    );
    await settle();
    expect(selectCouponView(snapshot())).toEqual({
      status: 'warn',
      code: EXPIRED_CODE,
      failure: { key: 'promoMinTotal', params: { min: 500 } },
    });
    expect(selectCheckoutTotals(snapshot()).discount).toBe(0);
  });

  it('no network: warn with the network message', async () => {
    const { actor, checks, snapshot } = setup();
    actor.send({ type: 'CODE_CHANGE', code: GOOD_CODE });
    actor.send({ type: 'APPLY_CODE' });
    checks[0]?.reject(networkError());
    await settle();
    expect(selectCouponView(snapshot())).toMatchObject({
      status: 'warn',
      failure: { key: 'detail', detail: 'network' },
    });
  });

  it('editing the code after success returns to neutral and drops the discount; remove clears it', async () => {
    const { actor, checks, snapshot } = setup();
    actor.send({ type: 'CODE_CHANGE', code: GOOD_CODE });
    actor.send({ type: 'APPLY_CODE' });
    checks[0]?.resolve(SAMPLE_COUPON);
    await settle();
    actor.send({ type: 'CODE_CHANGE', code: `${GOOD_CODE}1` });
    expect(selectCouponView(snapshot())).toEqual({ status: 'neutral', code: `${GOOD_CODE}1` });
    expect(selectCheckoutTotals(snapshot()).discount).toBe(0);
    actor.send({ type: 'REMOVE_CODE' });
    expect(selectCouponView(snapshot())).toEqual({ status: 'neutral', code: '' });
  });

  it('the applied code goes with the order, its discount off the total', async () => {
    const { actor, checks, fillAll, realOrders } = setup();
    actor.send({ type: 'CODE_CHANGE', code: GOOD_CODE });
    actor.send({ type: 'APPLY_CODE' });
    checks[0]?.resolve(SAMPLE_COUPON);
    await settle();
    fillAll();
    actor.send({ type: 'SUBMIT' });
    expect(realOrders()[0]?.input.body).toMatchObject({
      promo_code: GOOD_CODE,
      total_price: '1210.05',
    });
  });

  it('an order asked for while the code is checked waits, then goes with the code', async () => {
    const { actor, checks, fillAll, realOrders, snapshot } = setup();
    fillAll();
    actor.send({ type: 'CODE_CHANGE', code: GOOD_CODE });
    actor.send({ type: 'APPLY_CODE' });
    actor.send({ type: 'SUBMIT' });
    expect(realOrders()).toHaveLength(0);
    // The order button is busy meanwhile.
    expect(selectPlacing(snapshot())).toBe(true);
    checks[0]?.resolve(SAMPLE_COUPON);
    await settle();
    expect(realOrders()).toHaveLength(1);
    expect(realOrders()[0]?.input.body).toMatchObject({ promo_code: GOOD_CODE });
  });

  it('a refused code stops the waiting order: the shopper sees why', async () => {
    const { actor, checks, fillAll, realOrders, snapshot } = setup();
    fillAll();
    actor.send({ type: 'CODE_CHANGE', code: EXPIRED_CODE });
    actor.send({ type: 'APPLY_CODE' });
    actor.send({ type: 'SUBMIT' });
    checks[0]?.reject(httpError(400, { detail: 'invalid_request', code: { key: 'promoExpired' } }));
    await settle();
    expect(realOrders()).toHaveLength(0);
    expect(selectPlacing(snapshot())).toBe(false);
    expect(selectCouponView(snapshot()).status).toBe('warn');
  });

  it('an invalid form asked to order while the code is checked shows its errors, nothing waits', async () => {
    const { actor, checks, realOrders, snapshot } = setup();
    actor.send({ type: 'CODE_CHANGE', code: GOOD_CODE });
    actor.send({ type: 'APPLY_CODE' });
    actor.send({ type: 'SUBMIT' });
    expect(selectPlacing(snapshot())).toBe(false);
    expect(Object.keys(selectCheckoutErrors(snapshot())).length).toBeGreaterThan(0);
    checks[0]?.resolve(SAMPLE_COUPON);
    await settle();
    expect(realOrders()).toHaveLength(0);
  });

  it('lines falling under the code’s minimum turn it to warn', async () => {
    const { actor, checks, snapshot } = setup();
    actor.send({ type: 'CODE_CHANGE', code: GOOD_CODE });
    actor.send({ type: 'APPLY_CODE' });
    checks[0]?.resolve(SAMPLE_COUPON);
    await settle();
    actor.send({ type: 'LINES_CHANGED', lines: SMALL_LINES });
    expect(selectCouponView(snapshot())).toMatchObject({
      status: 'warn',
      failure: { key: 'promoMinTotal', params: { min: 200 } },
    });
    expect(selectCheckoutTotals(snapshot())).toMatchObject({ itemsTotal: 12_975, discount: 0 });
  });

  it('a cart change asks the accepted code only its minimum, never the clock', async () => {
    // Valid until a moment already past on any machine's clock: the checkout's own time is not
    // consulted when the lines change (the server's check at ordering decides the dates).
    const { actor, checks, snapshot } = setup();
    actor.send({ type: 'CODE_CHANGE', code: GOOD_CODE });
    actor.send({ type: 'APPLY_CODE' });
    checks[0]?.resolve({ ...SAMPLE_COUPON, valid_until: '2020-01-01T00:00:00Z' });
    await settle();
    actor.send({ type: 'LINES_CHANGED', lines: SMALL_LINES });
    expect(selectCouponView(snapshot())).toMatchObject({
      status: 'warn',
      failure: { key: 'promoMinTotal', params: { min: 200 } },
    });
  });

  it('shipping is core’s fee: 80 lei under 500 lei of items', () => {
    const { snapshot } = setup({ lines: SMALL_LINES });
    expect(selectCheckoutTotals(snapshot()).shipping).toBe(8_000);
  });
});

describe('checkoutMachine: abandoned-order save (SPEC §4)', () => {
  it('completing valid contacts saves silently, once for the same contacts and lines', async () => {
    const { actor, fillContacts, abandoned, emitted } = setup();
    fillContacts();
    actor.send({ type: 'CONTINUE', section: 'contacts' });
    expect(abandoned()).toHaveLength(1);
    expect(abandoned()[0]?.input.idempotencyKey).toBeUndefined();
    expect(abandoned()[0]?.input.body).toMatchObject({
      is_abandoned: true,
      name: 'Maria',
      phone: '+37379555010',
    });
    expect(abandoned()[0]?.input.body).not.toHaveProperty('agreement');
    abandoned()[0]?.reject(networkError());
    await settle();
    actor.send({ type: 'EDIT', section: 'contacts' });
    actor.send({ type: 'CONTINUE', section: 'contacts' });
    actor.send({ type: 'LEAVE' });
    expect(abandoned()).toHaveLength(1);
    // Nothing visible: no emitted event, no error.
    expect(emitted.map((event) => event.type)).toEqual(['beginCheckout']);
  });

  it('new lines or contacts are saved again on LEAVE', async () => {
    const { actor, fillContacts, abandoned } = setup();
    fillContacts();
    actor.send({ type: 'CONTINUE', section: 'contacts' });
    abandoned()[0]?.resolve(sampleOrderResponse(5));
    await settle();
    actor.send({ type: 'LINES_CHANGED', lines: SMALL_LINES });
    actor.send({ type: 'LEAVE' });
    expect(abandoned()).toHaveLength(2);
  });

  it('not without valid name and phone, and not after the order is placed', async () => {
    const { actor, change, fillAll, abandoned, realOrders } = setup();
    change({ field: 'firstName', value: 'Maria' });
    actor.send({ type: 'LEAVE' });
    expect(abandoned()).toHaveLength(0);
    fillAll();
    actor.send({ type: 'SUBMIT' });
    realOrders()[0]?.resolve(sampleOrderResponse());
    await settle();
    actor.send({ type: 'LEAVE' });
    expect(abandoned()).toHaveLength(0);
  });

  it('not while the order is being placed, nor after it failed (the page is left)', async () => {
    const { actor, fillAll, abandoned, realOrders } = setup();
    fillAll();
    actor.send({ type: 'SUBMIT' });
    // The tab hidden while the order runs.
    actor.send({ type: 'LEAVE' });
    expect(abandoned()).toHaveLength(0);
    realOrders()[0]?.reject(httpError(500, { detail: 'internal_error' }));
    await settle();
    actor.send({ type: 'LEAVE' });
    expect(abandoned()).toHaveLength(0);
  });
});

describe('checkoutMachine: requests to the owner', () => {
  it('EDIT_CART and SIGN_IN are emitted', () => {
    const { actor, emitted } = setup();
    actor.send({ type: 'EDIT_CART' });
    actor.send({ type: 'SIGN_IN' });
    expect(emitted.slice(1)).toEqual([{ type: 'editCart' }, { type: 'signInRequested' }]);
  });

  it('the shipped actors fail with "not provided"', async () => {
    const actor = createActor(checkoutPlaceOrderActor, {
      input: { body: {} as PlaceOrderInput['body'] },
    });
    const done = new Promise<unknown>((resolve) => {
      actor.subscribe({ error: resolve });
    });
    actor.start();
    expect(String(await done)).toContain('placeOrder not provided');
  });
});
