import { ApiError } from '@shop/core/client';
import { fastOrderRequestSchema } from '@shop/core/contract';
import { describe, expect, it } from 'vitest';
import { ONE_CLICK_DRILL, ONE_CLICK_GRINDER } from './examples/one-click.samples.js';
import {
  fastOrderBody,
  isRetryable,
  linesTotal,
  newIdempotencyKey,
  nextAttempt,
  orderFailure,
  priceLine,
} from './fast-order-body.js';

const meta = {
  name: '  Ion  ',
  phone: '+373 (69) 123-456',
  lang: 'ro' as const,
  pricing: { role: 'visitor' as const },
};

describe('fast order body', () => {
  it('prices a line with core: promotion price, times the quantity', () => {
    expect(
      priceLine({ productId: 1, prices: ONE_CLICK_GRINDER, quantity: 2 }, meta.pricing),
    ).toEqual({ unitPrice: 949_00, total: 1898_00 });
  });

  it('a manager line is priced by the unit coefficient', () => {
    const line = { productId: 1, prices: ONE_CLICK_DRILL, quantity: 2, unit: { id: 4, coef: 3 } };
    expect(priceLine(line, { role: 'manager' })).toEqual({ unitPrice: 3147_00, total: 6294_00 });
  });

  it('sums the lines', () => {
    const lines = [
      { productId: 1, prices: ONE_CLICK_GRINDER, quantity: 2 },
      { productId: 2, prices: ONE_CLICK_DRILL, quantity: 1 },
    ];
    expect(linesTotal(lines, meta.pricing)).toBe(3197_00);
  });

  it('builds a valid body: trimmed name, phone as + and digits, total as text, no empty UTM', () => {
    const body = fastOrderBody([{ productId: 7, prices: ONE_CLICK_DRILL, quantity: 1 }], {
      ...meta,
      utm: {},
    });
    expect(body).toEqual({
      is_fast_order: true,
      name: 'Ion',
      phone: '+37369123456',
      total_price: '1299.00',
      lang: 'ro',
      order_products: [
        { product_id: 7, quantity: 1, unit_price: 1299, total_price: 1299, product_atributes: [] },
      ],
      user: null,
    });
    expect(fastOrderRequestSchema.safeParse(body).success).toBe(true);
  });

  it("core's default unit (id 0) is not sent; a real unit is", () => {
    const line = { productId: 7, prices: ONE_CLICK_DRILL, quantity: 1 };
    const withDefault = fastOrderBody([{ ...line, unit: { id: 0, coef: 1 } }], meta);
    expect(withDefault.order_products[0]).not.toHaveProperty('products_units');
    const withUnit = fastOrderBody([{ ...line, unit: { id: 9, coef: 1 } }], meta);
    expect(withUnit.order_products[0]).toHaveProperty('products_units', 9);
  });

  it('sends manager_discount only when given', () => {
    const line = { productId: 7, prices: ONE_CLICK_DRILL, quantity: 1 };
    expect(fastOrderBody([line], meta)).not.toHaveProperty('manager_discount');
    expect(fastOrderBody([line], { ...meta, managerDiscount: 0 })).toHaveProperty(
      'manager_discount',
      0,
    );
  });
});

describe('attempts', () => {
  const body = fastOrderBody([{ productId: 7, prices: ONE_CLICK_DRILL, quantity: 1 }], meta);
  let n = 0;
  const key = () => `key-000${++n}`;

  it('a new key for the first or another body; the same key for the same body', () => {
    const first = nextAttempt(null, body, key);
    expect(first).toEqual({ body, idempotencyKey: 'key-0001' });
    expect(nextAttempt(first, { ...body }, key).idempotencyKey).toBe('key-0001');
    expect(nextAttempt(first, { ...body, name: 'Ana' }, key).idempotencyKey).toBe('key-0002');
  });

  it('keys match the API pattern and differ', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('orderFailure', () => {
  const init = { method: 'POST', url: '/ru/api/orders/orders/' };
  it('reads the detail code, network and aborted; anything else is internal_error', () => {
    expect(orderFailure(new ApiError({ ...init, code: 'network' }))).toBe('network');
    expect(orderFailure(new ApiError({ ...init, code: 'aborted' }))).toBe('aborted');
    expect(
      orderFailure(
        new ApiError({ ...init, code: 'http', status: 403, body: { detail: 'forbidden' } }),
      ),
    ).toBe('forbidden');
    expect(
      orderFailure(
        new ApiError({ ...init, code: 'http', status: 400, body: { detail: 'Eroare' } }),
      ),
    ).toBe('internal_error');
    expect(orderFailure(new Error('boom'))).toBe('internal_error');
  });

  it('only a missing answer or a server fault is retryable', () => {
    expect(isRetryable('network')).toBe(true);
    expect(isRetryable('internal_error')).toBe(true);
    expect(isRetryable('out_of_stock')).toBe(false);
    expect(isRetryable('forbidden')).toBe(false);
  });
});
