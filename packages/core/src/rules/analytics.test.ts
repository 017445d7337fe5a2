import { describe, expect, it } from 'vitest';
import { analyticsItem, ecommerceEvent } from './analytics.js';

const kettle = {
  name: 'Fierbător electric Tefal 1,7 l',
  model: 'KO-1700',
  brand: { name: 'Tefal' },
};

describe('ecommerce analytics (§7)', () => {
  it('describes an item with affiliation Website', () => {
    expect(analyticsItem(kettle, 499_90, 2)).toEqual({
      item_name: 'Fierbător electric Tefal 1,7 l',
      item_id: 'KO-1700',
      price: 499.9,
      affiliation: 'Website',
      item_brand: 'Tefal',
      quantity: 2,
    });
    expect(analyticsItem({ name: 'X' }, 100).quantity).toBe(1);
  });

  it('begin_checkout in MDL with shipping 80 under 500 lei', () => {
    const event = ecommerceEvent('begin_checkout', [analyticsItem(kettle, 199_99, 2)]);
    expect(event.ecommerce).toMatchObject({ currency: 'MDL', value: 399.98, shipping: 80 });
    expect(event.ecommerce.transaction_id).toBeUndefined();
  });

  it('purchase carries the transaction id and optional contacts; no shipping from 500 lei', () => {
    const event = ecommerceEvent('purchase', [analyticsItem(kettle, 250_00, 2)], {
      transactionId: 1042,
      phone: '+37369123456',
    });
    expect(event).toMatchObject({
      event: 'purchase',
      ecommerce: { value: 500, shipping: 0, transaction_id: '1042', user_phone: '+37369123456' },
    });
    expect(event.ecommerce.user_email).toBeUndefined();
  });

  it('a purchase with a discount code: valued less the discount, shipping from the items', () => {
    const event = ecommerceEvent('purchase', [analyticsItem(kettle, 250_00, 2)], {
      transactionId: 7,
      coupon: 'TOAMNA10',
      discount: 50_00,
    });
    expect(event.ecommerce).toMatchObject({ value: 450, shipping: 0, coupon: 'TOAMNA10' });
    const capped = ecommerceEvent('purchase', [analyticsItem(kettle, 10_00, 1)], {
      discount: 99_00,
    });
    expect(capped.ecommerce.value).toBe(0);
    expect(capped.ecommerce.coupon).toBeUndefined();
  });
});
