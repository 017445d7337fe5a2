import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiply, toBani } from './money.js';
import { comparePrice, priceView } from './price-view.js';
import {
  promotionPrice,
  regularPrice,
  unitPrice,
  type PricedProduct,
  type PricingContext,
} from './prices.js';
import type { Role } from './roles.js';

const kettle: PricedProduct = { price: 1299.99, promotion_price: null, price_angro: 1000 };
const onSale: PricedProduct = { price: '1299.99', promotion_price: '999.5', price_angro: '1000' };
const retailOnly: PricedProduct = { price: 50, promotion_price: 0, price_angro: 0 };

describe('priceView: a promotion strikes the regular price as the old price', () => {
  it.each<PricingContext>([
    { role: 'visitor' },
    { role: 'customer' },
    { role: 'dealer', dealerDiscount: 10 },
    { role: 'manager', managerDiscount: 3 },
  ])('for $role', (context) => {
    expect(priceView(onSale, context)).toEqual({
      price: 99950,
      struck: 129999,
      reason: 'promotion',
      wholesale: false,
    });
  });

  it("a manager's unit multiplies both prices", () => {
    expect(priceView(onSale, { role: 'manager' }, 12)).toEqual({
      price: 99950 * 12,
      struck: 129999 * 12,
      reason: 'promotion',
      wholesale: false,
    });
  });

  it('a promotion price that is not below the regular one strikes nothing', () => {
    expect(priceView({ price: 100, promotion_price: 100 }, { role: 'visitor' })).toEqual({
      price: 10000,
      struck: null,
      reason: null,
      wholesale: false,
    });
  });
});

describe('priceView: a wholesale price strikes the retail price, never as an old price', () => {
  it('a dealer with a discount: the retail price struck, reason dealer', () => {
    expect(priceView(kettle, { role: 'dealer', dealerDiscount: 10 })).toEqual({
      price: 90000,
      struck: 129999,
      reason: 'dealer',
      wholesale: true,
    });
  });

  it('a dealer without a discount pays and sees the regular price alone', () => {
    expect(priceView(kettle, { role: 'dealer' })).toEqual({
      price: 129999,
      struck: null,
      reason: null,
      wholesale: false,
    });
  });

  it('a manager: the wholesale price (reason wholesale), less a fast-order discount (manager)', () => {
    expect(priceView(kettle, { role: 'manager' })).toEqual({
      price: 100000,
      struck: 129999,
      reason: 'wholesale',
      wholesale: true,
    });
    expect(priceView(kettle, { role: 'manager', managerDiscount: 3 }, 6)).toEqual({
      price: 582000,
      struck: 129999 * 6,
      reason: 'manager',
      wholesale: true,
    });
  });

  it('a wholesale price at or above the retail one shows alone, still flagged wholesale', () => {
    expect(priceView({ price: 100, price_angro: 120 }, { role: 'manager' })).toEqual({
      price: 12000,
      struck: null,
      reason: null,
      wholesale: true,
    });
  });

  it('visitors and customers see the retail price, whatever the wholesale price', () => {
    expect(priceView(kettle, { role: 'customer', dealerDiscount: 10 })).toEqual({
      price: 129999,
      struck: null,
      reason: null,
      wholesale: false,
    });
    expect(priceView(retailOnly, { role: 'manager' }, 2)).toEqual({
      price: 10000,
      struck: null,
      reason: null,
      wholesale: false,
    });
  });
});

describe('comparePrice is priceView’s struck price', () => {
  it('keeps its values', () => {
    expect(comparePrice(onSale, { role: 'customer' })).toBe(129999);
    expect(comparePrice(kettle, { role: 'customer' })).toBeNull();
    expect(comparePrice(kettle, { role: 'dealer', dealerDiscount: 10 })).toBe(129999);
  });
});

// Amounts as the API sends them: null, 0, a number of lei or a decimal string.
const lei = fc.integer({ min: 0, max: 1_000_000_00 }).map((bani) => bani / 100);
const amount = fc.oneof(
  fc.constant(null),
  fc.constant(0),
  lei,
  lei.map((value) => value.toFixed(2)),
);
const product = fc.record({
  price: fc.oneof(lei, lei.map(String)),
  promotion_price: amount,
  price_angro: amount,
});
const percent = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.double({ min: -10, max: 120, noNaN: true }),
  fc.integer({ min: 0, max: 100 }),
);
const role = fc.constantFrom<Role>('visitor', 'customer', 'dealer', 'manager');
const context = fc.record({ role, dealerDiscount: percent, managerDiscount: percent });
const coef = fc.oneof(
  fc.constant(1),
  fc.integer({ min: 1, max: 48 }),
  fc.double({ min: -2, max: 50, noNaN: true }),
);

describe('priceView properties', () => {
  it('the price is unitPrice; struck is null or above it; reason null iff struck null', () => {
    fc.assert(
      fc.property(product, context, coef, (p, c, k) => {
        const view = priceView(p, c, k);
        expect(view.price).toBe(unitPrice(p, c, k));
        if (view.struck !== null) expect(view.struck).toBeGreaterThan(view.price);
        expect(view.reason === null).toBe(view.struck === null);
      }),
    );
  });

  it('visitors and customers never get a wholesale reason or flag', () => {
    fc.assert(
      fc.property(product, context, coef, (p, c, k) => {
        const view = priceView(p, { ...c, role: c.role === 'dealer' ? 'customer' : 'visitor' }, k);
        expect(view.wholesale).toBe(false);
        expect([null, 'promotion']).toContain(view.reason);
      }),
    );
  });

  it('a promotion is the only reason while a promotion price is set', () => {
    fc.assert(
      fc.property(product, context, coef, (p, c, k) => {
        const view = priceView(p, c, k);
        if (promotionPrice(p) !== null) {
          expect(view.wholesale).toBe(false);
          expect([null, 'promotion']).toContain(view.reason);
        } else {
          expect(view.reason).not.toBe('promotion');
        }
      }),
    );
  });

  it('the struck price is the retail price of the same unit', () => {
    fc.assert(
      fc.property(product, context, coef, (p, c, k) => {
        const view = priceView(p, c, k);
        const unit = c.role === 'manager' && Number.isFinite(k) && k > 0 ? k : 1;
        if (view.struck !== null) expect(view.struck).toBe(multiply(regularPrice(p), unit));
      }),
    );
  });

  it('the reason names the buyer: dealer for a dealer, wholesale or manager for a manager', () => {
    fc.assert(
      fc.property(product, context, coef, (p, c, k) => {
        const { reason } = priceView(p, c, k);
        if (reason === 'dealer') expect(c.role).toBe('dealer');
        if (reason === 'wholesale' || reason === 'manager') expect(c.role).toBe('manager');
        if (reason === 'manager') expect(c.managerDiscount).toBeGreaterThan(0);
      }),
    );
  });

  it('a wholesale discount with a wholesale price below retail always strikes the retail price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom<Role>('dealer', 'manager'),
        (retail, share, discount, who) => {
          const wholesale = Math.max(1, Math.floor((retail * share) / 100));
          const p: PricedProduct = { price: retail / 100, price_angro: wholesale / 100 };
          const view = priceView(p, {
            role: who,
            dealerDiscount: discount,
            managerDiscount: discount,
          });
          expect(view.struck).toBe(toBani(retail / 100));
          expect(view.reason).toBe(who === 'dealer' ? 'dealer' : 'manager');
          expect(view.wholesale).toBe(true);
        },
      ),
    );
  });
});
