import { ApiError } from '@shop/core/client';
import { describe, expect, it } from 'vitest';
import { ONE_CLICK_GRINDER } from './examples/one-click.samples.js';
import { fastOrderBody } from './fast-order-body.js';
import {
  changedValues,
  currentAttempt,
  emptyOrderFormValues,
  failedContext,
  failedEvent,
  placedEvent,
  startedAttempt,
} from './order-form.shared.js';

const body = fastOrderBody([{ productId: 1, prices: ONE_CLICK_GRINDER, quantity: 1 }], {
  name: 'Ion',
  phone: '+373 (69) 123-456',
  lang: 'ro',
  pricing: { role: 'visitor' },
});

describe('the order form both fast-order machines share', () => {
  it('starts empty with the phone prefix; core masks a changed phone, not the name', () => {
    const values = emptyOrderFormValues();
    expect(values).toEqual({ name: '', phone: '+373' });
    expect(changedValues(values, 'phone', '069123456').phone).toBe('+373 (69) 123-456');
    expect(changedValues(values, 'name', ' Ion ').name).toBe(' Ion ');
    expect(values).toEqual({ name: '', phone: '+373' });
  });

  it('an attempt keeps its key while the body is the same; a vanished body is a bug', () => {
    const first = startedAttempt({ attempt: null }, body, 'test');
    expect(first).toMatchObject({ submitted: true, failure: null, attempt: { body } });
    const again = startedAttempt({ attempt: first.attempt }, body, 'test');
    expect(again.attempt?.idempotencyKey).toBe(first.attempt?.idempotencyKey);
    expect(() => startedAttempt({ attempt: null }, null, 'test')).toThrow(
      'test: the form is no longer valid',
    );
    expect(() => currentAttempt({ attempt: null }, 'test')).toThrow('test: no attempt');
  });

  it('placed carries the attempt; a failure is kept and says whether to retry', () => {
    const { attempt } = startedAttempt({ attempt: null }, body, 'test');
    const response = { id: 7 } as Parameters<typeof placedEvent>[1];
    expect(placedEvent({ attempt }, response, 'test')).toEqual({
      type: 'placed',
      response,
      attempt,
    });
    const offline = new ApiError({
      code: 'network',
      method: 'POST',
      url: '/ro/api/orders/orders/',
    });
    expect(failedContext(offline)).toEqual({ failure: 'network' });
    expect(failedEvent(offline)).toEqual({
      type: 'failed',
      error: offline,
      detail: 'network',
      retryable: true,
    });
    expect(failedEvent(new Error('boom'))).toMatchObject({
      detail: 'internal_error',
      retryable: true,
    });
  });
});
