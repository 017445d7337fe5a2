import { describe, expect, it } from 'vitest';
import { isOpenOrder, ORDER_STATUSES, orderProgress, placementOutcome } from './orders.js';

const states = (progress: ReturnType<typeof orderProgress>) => progress.map((step) => step.state);

describe('order progress: five steps', () => {
  it('marks steps complete, in process and not reached', () => {
    expect(states(orderProgress('process', 2))).toEqual([
      'complete',
      'complete',
      'in_process',
      'not_reached',
      'not_reached',
    ]);
    expect(orderProgress('process', 0)[0]).toEqual({ step: 'placed', state: 'in_process' });
  });

  it('a finished order is complete; a cancelled one has nothing in process', () => {
    expect(states(orderProgress('finished', 1))).toEqual(Array(5).fill('complete'));
    expect(states(orderProgress('canceled', 1))).toEqual([
      'complete',
      'not_reached',
      'not_reached',
      'not_reached',
      'not_reached',
    ]);
  });

  it('clamps out-of-range steps', () => {
    expect(states(orderProgress('process', 9))).toEqual(Array(5).fill('complete'));
    expect(states(orderProgress('pending_payment', -1))[0]).toBe('in_process');
  });
});

describe('order placement outcome (§4)', () => {
  it('online card payment stays for the payment step', () => {
    expect(placementOutcome({ ok: true, orderId: 5, payMethod: 'by_card_online' })).toEqual({
      kind: 'await_payment',
    });
  });

  it('other methods clear the cart and open /pages/ordering/{id}', () => {
    expect(placementOutcome({ ok: true, orderId: 1042, payMethod: 'cash' })).toEqual({
      kind: 'order_page',
      path: '/pages/ordering/1042',
      clearCart: true,
    });
  });

  it('failure goes to /pages/ordering-error', () => {
    expect(placementOutcome({ ok: false })).toEqual({
      kind: 'error_page',
      path: '/pages/ordering-error',
    });
  });
});

describe('isOpenOrder', () => {
  it('is an order placed or awaiting payment, not a canceled or finished one', () => {
    expect(ORDER_STATUSES.filter(isOpenOrder)).toEqual(['process', 'pending_payment']);
  });
});
