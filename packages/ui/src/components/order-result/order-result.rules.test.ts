import { describe, expect, it } from 'vitest';
import { SAMPLE_PRODUCTS } from '../product-card/examples/product-card.examples.js';
import { sampleLine, sampleOrder } from './examples/order-result.examples.js';
import {
  orderCompany,
  orderContactName,
  orderLineView,
  orderPlace,
  orderResultTotals,
} from './order-result.rules.js';

describe('orderLineView', () => {
  it('reads a line: name, picture, product page, parameters, unit and amounts in bani', () => {
    const line = sampleLine(SAMPLE_PRODUCTS.paint, 2, 689.5, {
      product_atributes: [{ id: 1, title: ' Alb mat ' }, { title: '  ' }, { title: '15 l' }],
    });
    expect(orderLineView(line, 0)).toEqual({
      key: `line-${String(line.id)}`,
      name: SAMPLE_PRODUCTS.paint.name,
      productId: SAMPLE_PRODUCTS.paint.id,
      image: SAMPLE_PRODUCTS.paint.image,
      href: `/pages/product/${SAMPLE_PRODUCTS.paint.slug}`,
      gone: false,
      attributes: ['Alb mat', '15 l'],
      unit: 'Buc',
      quantity: 2,
      unitPrice: 68_950,
      total: 137_900,
    });
  });

  it('a product gone from the catalogue keeps the line’s own name, without link or picture', () => {
    const line = sampleLine(SAMPLE_PRODUCTS.lamp, 1, 415, {
      product: null,
      name: 'Lampă retrasă',
      products_units: null,
    });
    const view = orderLineView(line, 3);
    expect(view).toMatchObject({
      name: 'Lampă retrasă',
      gone: true,
      href: null,
      image: null,
      unit: null,
    });
  });

  it('without a line name the product’s name is used; with neither the name is null', () => {
    const line = sampleLine(SAMPLE_PRODUCTS.drill, 1, 10, { name: ' ' });
    expect(orderLineView(line, 0).name).toBe(SAMPLE_PRODUCTS.drill.name);
    const bare = sampleLine(SAMPLE_PRODUCTS.drill, 1, 10, { name: null, product: null });
    expect(orderLineView(bare, 0)).toMatchObject({ name: null, productId: 101 });
  });

  it('a line without an id is keyed by its product and position', () => {
    const line = sampleLine(SAMPLE_PRODUCTS.drill, 1, 10, { id: undefined });
    expect(orderLineView(line, 4).key).toBe('product-101-4');
  });
});

describe('orderResultTotals', () => {
  it('takes the server’s totals, in bani', () => {
    const order = sampleOrder({
      items_total: 1120,
      discount: 112,
      shipping_price: 80,
      total_price: 1008,
    });
    expect(orderResultTotals(order)).toEqual({
      items: 112_000,
      discount: 11_200,
      shipping: 8_000,
      total: 100_800,
    });
  });

  it('without an items total, sums the lines exactly (no float drift)', () => {
    const order = sampleOrder({
      items_total: null,
      order_products: [
        sampleLine(SAMPLE_PRODUCTS.drill, 1, 0.1),
        sampleLine(SAMPLE_PRODUCTS.paint, 1, 0.2),
      ],
    });
    expect(orderResultTotals(order).items).toBe(30);
  });

  it('no discount or a negative one reads 0; no shipping reads null', () => {
    expect(orderResultTotals(sampleOrder({ discount: null, shipping_price: null }))).toMatchObject({
      discount: 0,
      shipping: null,
    });
    expect(orderResultTotals(sampleOrder({ discount: -5 })).discount).toBe(0);
  });

  it('shipping is not added to the total (SPEC §9: analytics only)', () => {
    const order = sampleOrder({ items_total: 300, total_price: 300, shipping_price: 80 });
    expect(orderResultTotals(order).total).toBe(30_000);
  });
});

describe('orderContactName', () => {
  it('joins first and last name, leaving blanks out', () => {
    expect(orderContactName({ name: 'Ion', last_name: 'Popescu' })).toBe('Ion Popescu');
    expect(orderContactName({ name: 'Ion', last_name: null })).toBe('Ion');
    expect(orderContactName({ name: ' ', last_name: ' Rusu ' })).toBe('Rusu');
  });
});

describe('orderPlace', () => {
  it('courier: the address', () => {
    expect(orderPlace({ delivery_method: 'courier', address: ' str. Florilor 3 ' })).toEqual({
      kind: 'address',
      text: 'str. Florilor 3',
    });
  });

  it('pickup: the shop’s name, even if an address was left over; nothing without a name', () => {
    expect(orderPlace({ delivery_method: 'pickup', address: 'str. X' }, 'Botanica')).toEqual({
      kind: 'shop',
      text: 'Botanica',
    });
    expect(orderPlace({ delivery_method: 'pickup', address: 'str. X' })).toEqual({ kind: 'none' });
  });

  it('no method (a fast order): whichever it has', () => {
    expect(orderPlace({ delivery_method: null, address: null }, 'Centru')).toEqual({
      kind: 'shop',
      text: 'Centru',
    });
    expect(orderPlace({ delivery_method: null, address: '' })).toEqual({ kind: 'none' });
  });
});

describe('orderCompany', () => {
  it('a juridical person’s company; none for a physical person or when blank', () => {
    expect(orderCompany({ person_type: 'juridical', company_name: 'SRL Alfa' })).toBe('SRL Alfa');
    expect(orderCompany({ person_type: null, company_name: 'SRL Alfa' })).toBe('SRL Alfa');
    expect(orderCompany({ person_type: 'physical', company_name: 'SRL Alfa' })).toBeNull();
    expect(orderCompany({ person_type: 'juridical', company_name: ' ' })).toBeNull();
  });
});
