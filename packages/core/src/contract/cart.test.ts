import { describe, expect, it } from 'vitest';
import { cartLineSchema, cartResponseSchema, cartUpdateRequestSchema } from './cart.js';
import { requestErrors, sampleCartLine, sampleProduct } from './samples.test-helpers.js';

describe('cart line', () => {
  it('id, product, quantity, unit and pricePerOne in lei', () => {
    const line = cartLineSchema.parse(sampleCartLine());
    expect(line).toMatchObject({
      id: 9001,
      quantity: 2,
      pricePerOne: 1149,
      products_units: { name: 'Buc', coef: 1 },
      product: { id: 1042, promotion_price: 1149 },
    });
  });

  it('chosen parameter items travel with the line; none read as an empty list', () => {
    expect(cartLineSchema.parse(sampleCartLine()).product_atributes).toEqual([]);
    expect(
      cartLineSchema.parse(sampleCartLine({ product_atributes: [{ id: 71, title: 'XL' }] }))
        .product_atributes,
    ).toEqual([{ id: 71, title: 'XL' }]);
  });

  it('a line without a unit', () => {
    expect(cartLineSchema.parse(sampleCartLine({ products_units: null })).products_units).toBe(
      null,
    );
  });

  it('the cart: bare lines or under results; unknown fields dropped', () => {
    expect(cartResponseSchema.parse([sampleCartLine()])).toHaveLength(1);
    const [line] = cartResponseSchema.parse({
      results: [{ ...sampleCartLine(), added_at: '2025-03-20' }],
      total_price: '2298.00',
    });
    expect(line).not.toHaveProperty('added_at');
  });

  it('refuses a line whose product cannot be read', () => {
    expect(
      cartLineSchema.safeParse(sampleCartLine({ product: { ...sampleProduct(), price: 'gratis' } }))
        .success,
    ).toBe(false);
  });
});

describe('cart update request', () => {
  it('add, set and step', () => {
    expect(
      requestErrors(cartUpdateRequestSchema, {
        user: 77,
        product: 1042,
        quantity: 1,
        products_units: 2,
        increment: true,
      }),
    ).toBeUndefined();
    expect(requestErrors(cartUpdateRequestSchema, { product: 1042, quantity: 3 })).toBeUndefined();
  });

  it('parameter items by id, at most 10', () => {
    expect(
      requestErrors(cartUpdateRequestSchema, {
        product: 1042,
        quantity: 1,
        product_atributes: [71],
      }),
    ).toBeUndefined();
    expect(
      requestErrors(cartUpdateRequestSchema, {
        product: 1042,
        quantity: 1,
        product_atributes: Array.from({ length: 11 }, (_, i) => i + 1),
      }),
    ).toEqual({ product_atributes: { key: 'maxLength', params: { max: 10 } } });
    expect(
      requestErrors(cartUpdateRequestSchema, {
        product: 1042,
        quantity: 1,
        product_atributes: [0],
      }),
    ).toEqual({ 'product_atributes.0': { key: 'required' } });
  });

  it('quantity at least 1, a product id, not both steps', () => {
    expect(requestErrors(cartUpdateRequestSchema, { product: 'x', quantity: 0 })).toEqual({
      product: { key: 'required' },
      quantity: { key: 'required' },
    });
    expect(
      requestErrors(cartUpdateRequestSchema, {
        product: 1042,
        quantity: 1,
        increment: true,
        decrement: true,
      }),
    ).toEqual({ decrement: { key: 'required' } });
  });
});
