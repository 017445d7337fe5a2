import { describe, expect, it } from 'vitest';
import { DELIVERY_DATE_WINDOW_DAYS, payMethodsFor } from '../rules/checkout.js';
import { addDays, shopDay } from '../rules/dates.js';
import { PERSON_TYPES } from '../rules/roles.js';
import {
  checkoutOrderRequestSchema,
  PAY_METHODS,
  couponSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  fastOrderRequestSchema,
  orderPageSchema,
  orderSchema,
  promoCodeRequestSchema,
} from './orders.js';
import {
  requestErrors,
  sampleCheckoutOrder,
  sampleCoupon,
  sampleFastOrder,
  sampleOrder,
} from './samples.test-helpers.js';

describe('fast order payload', () => {
  it('the one-click order of §3', () => {
    expect(requestErrors(fastOrderRequestSchema, sampleFastOrder())).toBeUndefined();
    expect(
      requestErrors(
        fastOrderRequestSchema,
        sampleFastOrder({ utm_data: { utm_source: 'facebook', utm_campaign: 'primavara' } }),
      ),
    ).toBeUndefined();
  });

  it('name at least 2, phone as + and digits, total as text, user null', () => {
    expect(
      requestErrors(fastOrderRequestSchema, {
        ...sampleFastOrder(),
        name: 'I',
        phone: '+373 69 123 456',
        total_price: 1149,
        user: 77,
      }),
    ).toEqual({
      name: { key: 'minLength', params: { min: 2 } },
      phone: { key: 'phone' },
      total_price: { key: 'required' },
      user: { key: 'required' },
    });
  });

  it('at least one line, each with a positive quantity', () => {
    expect(requestErrors(fastOrderRequestSchema, sampleFastOrder({ order_products: [] }))).toEqual({
      order_products: { key: 'required' },
    });
    expect(
      requestErrors(
        fastOrderRequestSchema,
        sampleFastOrder({
          order_products: [
            {
              product_id: 1042,
              quantity: 0,
              unit_price: 1149,
              total_price: 0,
              product_atributes: [],
            },
          ],
        }),
      ),
    ).toEqual({ 'order_products.0.quantity': { key: 'required' } });
  });

  it('quantities and amounts within what a shop sells', () => {
    const big = sampleFastOrder({
      total_price: '100000000.01',
      order_products: [
        {
          product_id: 1042,
          quantity: 10_001,
          unit_price: 1e9,
          total_price: 1,
          product_atributes: [],
        },
      ],
    });
    expect(requestErrors(fastOrderRequestSchema, big)).toEqual({
      total_price: { key: 'invalid' },
      'order_products.0.quantity': { key: 'invalid' },
      'order_products.0.unit_price': { key: 'invalid' },
    });
  });

  it('line prices are read as numbers of lei', () => {
    const parsed = fastOrderRequestSchema.parse(sampleFastOrder());
    expect(parsed.order_products[0]).toMatchObject({ unit_price: 1149, total_price: 1149 });
    expect(parsed.total_price).toBe('1149.00');
  });
});

describe('checkout payload', () => {
  it('a courier order paid online', () => {
    expect(
      requestErrors(
        checkoutOrderRequestSchema,
        sampleCheckoutOrder({ pay_method: 'by_card_online' }),
      ),
    ).toBeUndefined();
  });

  it('the agreement and the courier address are required for a real order', () => {
    expect(
      requestErrors(
        checkoutOrderRequestSchema,
        sampleCheckoutOrder({ agreement: false, address: '' }),
      ),
    ).toEqual({ agreement: { key: 'required' }, address: { key: 'required' } });
    expect(
      requestErrors(
        checkoutOrderRequestSchema,
        sampleCheckoutOrder({ delivery_method: 'pickup', shop: 5, address: '' }),
      ),
    ).toBeUndefined();
  });

  it('a pickup order names the shop', () => {
    expect(
      requestErrors(
        checkoutOrderRequestSchema,
        sampleCheckoutOrder({ delivery_method: 'pickup', address: '' }),
      ),
    ).toEqual({ shop: { key: 'required' } });
  });

  it('a company order names the company', () => {
    expect(
      requestErrors(checkoutOrderRequestSchema, sampleCheckoutOrder({ person_type: 'juridical' })),
    ).toEqual({ company_name: { key: 'required' } });
    expect(
      requestErrors(
        checkoutOrderRequestSchema,
        sampleCheckoutOrder({ person_type: 'juridical', company_name: 'Lemn SRL' }),
      ),
    ).toBeUndefined();
  });

  it("a manager's discount is a percent of 0 to 100", () => {
    expect(
      requestErrors(checkoutOrderRequestSchema, sampleCheckoutOrder({ manager_discount: 7.5 })),
    ).toBeUndefined();
    expect(
      requestErrors(fastOrderRequestSchema, { ...sampleFastOrder(), manager_discount: 101 }),
    ).toEqual({ manager_discount: { key: 'required' } });
  });

  it('a desired date from today (in Chișinău) to 30 days ahead; others are invalid', () => {
    const today = shopDay(new Date());
    for (const days of [0, 1, DELIVERY_DATE_WINDOW_DAYS]) {
      expect(
        requestErrors(
          checkoutOrderRequestSchema,
          sampleCheckoutOrder({ delivery_date: addDays(today, days) }),
        ),
      ).toBeUndefined();
    }
    for (const days of [-1, DELIVERY_DATE_WINDOW_DAYS + 1, 90]) {
      expect(
        requestErrors(
          checkoutOrderRequestSchema,
          sampleCheckoutOrder({ delivery_date: addDays(today, days) }),
        ),
      ).toEqual({ delivery_date: { key: 'invalid' } });
    }
  });

  it('bank transfer only for a company', () => {
    expect(
      requestErrors(
        checkoutOrderRequestSchema,
        sampleCheckoutOrder({ pay_method: 'bank_transfer' }),
      ),
    ).toEqual({ pay_method: { key: 'invalid' } });
    expect(
      requestErrors(
        checkoutOrderRequestSchema,
        sampleCheckoutOrder({ pay_method: 'bank_transfer', person_type: 'physical' }),
      ),
    ).toEqual({ pay_method: { key: 'invalid' } });
    expect(
      requestErrors(
        checkoutOrderRequestSchema,
        sampleCheckoutOrder({
          pay_method: 'bank_transfer',
          person_type: 'juridical',
          company_name: 'Lemn SRL',
        }),
      ),
    ).toBeUndefined();
  });

  it('the schema accepts exactly the payment methods the screens offer a person', () => {
    for (const personType of PERSON_TYPES) {
      const accepted = PAY_METHODS.filter(
        (method) =>
          requestErrors(
            checkoutOrderRequestSchema,
            sampleCheckoutOrder({
              pay_method: method,
              person_type: personType,
              company_name: 'Lemn SRL',
            }),
          ) === undefined,
      );
      expect(accepted).toEqual(payMethodsFor(personType));
    }
  });

  it('a one-click order carries no payment or date at all', () => {
    expect(
      requestErrors(fastOrderRequestSchema, {
        ...sampleFastOrder(),
        pay_method: 'bank_transfer',
        delivery_date: '2000-01-01',
      }),
    ).toBeDefined();
  });

  it('an abandoned-order save needs neither', () => {
    expect(
      requestErrors(
        checkoutOrderRequestSchema,
        sampleCheckoutOrder({ is_abandoned: true, agreement: false, address: '' }),
      ),
    ).toBeUndefined();
  });

  it('an unknown payment method is refused', () => {
    expect(
      requestErrors(checkoutOrderRequestSchema, {
        ...sampleCheckoutOrder(),
        pay_method: 'bitcoin',
      }),
    ).toEqual({ pay_method: { key: 'required' } });
  });

  it('either payload goes through one schema, told apart by is_fast_order', () => {
    expect(createOrderRequestSchema.safeParse(sampleFastOrder()).success).toBe(true);
    expect(createOrderRequestSchema.safeParse(sampleCheckoutOrder()).success).toBe(true);
    expect(
      requestErrors(createOrderRequestSchema, { ...sampleFastOrder(), is_fast_order: 'da' }),
    ).toEqual({
      is_fast_order: { key: 'required' },
    });
  });
});

describe('orders as read', () => {
  it('an order with its lines, money in lei', () => {
    const order = orderSchema.parse(sampleOrder());
    expect(order).toMatchObject({
      id: 3141,
      status: 'process',
      pay_method: 'by_card_online',
      is_abandoned: false,
      total_price: 2298,
    });
    expect(order.order_products[0]).toMatchObject({
      quantity: 2,
      unit_price: 1149,
      total_price: 2298,
      product_atributes: [{ id: 71, title: 'Albastru' }],
    });
  });

  it('the four statuses', () => {
    for (const status of ['process', 'pending_payment', 'canceled', 'finished'] as const) {
      expect(orderSchema.parse(sampleOrder({ status })).status).toBe(status);
    }
    expect(orderSchema.safeParse({ ...sampleOrder(), status: 'lost' }).success).toBe(false);
  });

  it('a line whose product left the catalogue keeps its name and prices', () => {
    const order = orderSchema.parse(
      sampleOrder({
        order_products: [
          {
            product: null,
            product_id: 9,
            name: 'Ciocan',
            quantity: 1,
            unit_price: 99,
            total_price: 99,
          },
        ],
      }),
    );
    expect(order.order_products[0]).toMatchObject({
      product: null,
      name: 'Ciocan',
      total_price: 99,
    });
  });

  it('a page of orders, unknown fields dropped', () => {
    const page = orderPageSchema.parse({
      pages: 1,
      total: 1,
      results: [{ ...sampleOrder(), internal_note: 'x' }],
    });
    expect(page.results[0]).not.toHaveProperty('internal_note');
  });

  it('the create answer: id and, for card payments, the payment page', () => {
    expect(createOrderResponseSchema.parse({ id: 3141 })).toEqual({
      id: 3141,
      payment_url: null,
      link_token: null,
      items_total: null,
      discount: null,
      shipping_price: null,
      total_price: null,
      price_changes: [],
      purchase: null,
    });
    expect(
      createOrderResponseSchema.parse({
        id: 3142,
        status: 'pending_payment',
        payment_url: 'https://pay.example.md/3142',
      }),
    ).toMatchObject({ status: 'pending_payment', payment_url: 'https://pay.example.md/3142' });
  });

  it('the server-priced answer: totals, price changes, the link token and the purchase event', () => {
    const answer = createOrderResponseSchema.parse({
      id: 3143,
      status: 'process',
      payment_url: null,
      link_token: 'k'.repeat(43),
      items_total: '450.00',
      discount: '45.00',
      shipping_price: '80.00',
      total_price: '405.00',
      price_changes: [{ product_id: 1042, sent: '1.00', charged: '225.00' }],
      purchase: {
        transaction_id: '3143',
        currency: 'MDL',
        value: 405,
        shipping: 80,
        coupon: 'TOAMNA10',
        items: [
          {
            item_name: 'Bormașină',
            item_id: 'GSR-120',
            price: 225,
            affiliation: 'Website',
            item_brand: 'Bosch',
            quantity: 2,
          },
        ],
      },
    });
    expect(answer).toMatchObject({
      total_price: 405,
      discount: 45,
      price_changes: [{ product_id: 1042, sent: 1, charged: 225 }],
      purchase: { transaction_id: '3143', value: 405, coupon: 'TOAMNA10' },
    });
  });
});

describe('promo code', () => {
  it('request and coupon data', () => {
    expect(
      requestErrors(promoCodeRequestSchema, { code: 'PRIMAVARA10', total_price: '2298.00' }),
    ).toBe(undefined);
    expect(requestErrors(promoCodeRequestSchema, { code: ' ' })).toEqual({
      code: { key: 'required' },
    });
    expect(couponSchema.parse(sampleCoupon())).toEqual({
      code: 'PRIMAVARA10',
      discount_percent: 10,
      discount_amount: null,
      min_total: 500,
      valid_until: '2025-03-31',
      discount: null,
    });
    expect(couponSchema.parse(sampleCoupon({ discount: '229.80' })).discount).toBe(229.8);
  });
});
