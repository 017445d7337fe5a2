import { describe, expect, it } from 'vitest';
import {
  hasPromotion,
  lineTotal,
  promotionPrice,
  stockShown,
  unitPrice,
  type PricedProduct,
} from './prices.js';
import { rolesFromProfile } from './roles.js';

const kettle: PricedProduct = { price: 1299.99, promotion_price: null, price_angro: 1000 };
const onSale: PricedProduct = { price: '1299.99', promotion_price: '999.5', price_angro: '1000' };

describe('promotion price: null or 0 means none', () => {
  it('reads present, null, zero and missing', () => {
    expect(promotionPrice(onSale)).toBe(99950);
    expect(promotionPrice(kettle)).toBeNull();
    expect(promotionPrice({ price: 10, promotion_price: 0 })).toBeNull();
    expect(promotionPrice({ price: 10, promotion_price: '0.00' })).toBeNull();
    expect(promotionPrice({ price: 10 })).toBeNull();
    expect(hasPromotion(onSale)).toBe(true);
  });
});

describe('customer and visitor prices (§5 "Normal customers")', () => {
  it('pays the promotion price when present, else the regular price', () => {
    expect(unitPrice(onSale, { role: 'customer' })).toBe(99950);
    expect(unitPrice(kettle, { role: 'visitor' })).toBe(129999);
  });

  it('line total is price × quantity, exact', () => {
    expect(lineTotal(kettle, 3, { role: 'customer' })).toBe(389997);
    expect(lineTotal({ price: 0.1 }, 3, { role: 'customer' })).toBe(30);
  });

  it('never uses the wholesale price', () => {
    expect(unitPrice({ price: 100, price_angro: 60 }, { role: 'customer' })).toBe(10000);
  });
});

describe('dealer prices (§5, §6)', () => {
  it('promotion price wins', () => {
    expect(unitPrice(onSale, { role: 'dealer', dealerDiscount: 10 })).toBe(99950);
  });

  it('dealer discount percent applies to the wholesale price', () => {
    expect(unitPrice(kettle, { role: 'dealer', dealerDiscount: 10 })).toBe(90000);
    expect(
      unitPrice({ price: 100, price_angro: 79.99 }, { role: 'dealer', dealerDiscount: 5 }),
    ).toBe(
      7599, // 75.9905
    );
  });

  it('without a discount, or without a wholesale price, the regular price', () => {
    expect(unitPrice(kettle, { role: 'dealer' })).toBe(129999);
    expect(
      unitPrice({ price: 100, price_angro: null }, { role: 'dealer', dealerDiscount: 10 }),
    ).toBe(10000);
  });

  it('the discount comes from dealer_info only when is_dealer is set', () => {
    const dealer = rolesFromProfile({ dealer_info: { is_dealer: true, dealer_discount: 12 } });
    expect(dealer).toMatchObject({ role: 'dealer', isDealerOnly: true, dealerDiscount: 12 });
    const notDealer = rolesFromProfile({ dealer_info: { is_dealer: false, dealer_discount: 12 } });
    expect(notDealer).toMatchObject({ role: 'customer', dealerDiscount: null });
    expect(unitPrice(kettle, { role: dealer.role, dealerDiscount: dealer.dealerDiscount })).toBe(
      88000,
    );
  });
});

describe('manager prices (§5, §6)', () => {
  it('promotion price times the unit coefficient', () => {
    expect(unitPrice(onSale, { role: 'manager' }, 12)).toBe(99950 * 12);
  });

  it('wholesale price, less the fast-order discount, times the coefficient', () => {
    expect(unitPrice(kettle, { role: 'manager' })).toBe(100000);
    expect(unitPrice(kettle, { role: 'manager', managerDiscount: 3 })).toBe(97000);
    expect(unitPrice(kettle, { role: 'manager', managerDiscount: 3 }, 6)).toBe(582000);
    expect(lineTotal(kettle, 2, { role: 'manager', managerDiscount: 3 }, 6)).toBe(1164000);
  });

  it('the regular price when there is no wholesale price', () => {
    expect(unitPrice({ price: 50, price_angro: 0 }, { role: 'manager' }, 2)).toBe(10000);
  });

  it('a manager who is also a dealer prices as a manager', () => {
    const roles = rolesFromProfile({
      agents_info: { is_agent: true },
      dealer_info: { is_dealer: true, dealer_discount: 10 },
    });
    expect(roles).toMatchObject({
      role: 'manager',
      isManager: true,
      isDealer: true,
      isDealerOnly: false,
    });
  });
});

describe('stock shown (§6)', () => {
  const stocked = { balance: 3, balance_angro: 40 };
  it('balance_angro for a manager or dealer, otherwise balance', () => {
    expect(stockShown(stocked, 'manager')).toBe(40);
    expect(stockShown(stocked, 'dealer')).toBe(40);
    expect(stockShown(stocked, 'customer')).toBe(3);
    expect(stockShown(stocked, 'visitor')).toBe(3);
  });

  it('missing or negative stock is 0', () => {
    expect(stockShown({}, 'customer')).toBe(0);
    expect(stockShown({ balance: -2 }, 'customer')).toBe(0);
  });
});
