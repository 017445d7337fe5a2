import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.js';
import {
  couponDiscount,
  couponMinTotalProblem,
  couponProblem,
  DELIVERY_DATE_WINDOW_DAYS,
  deliveryDateOk,
  deliveryFee,
  orderTotals,
  payMethodsFor,
  type CouponTerms,
} from './checkout.js';
import { PAY_METHODS } from './orders.js';

const NOW = new Date('2026-11-23T12:00:00+02:00');
const unused = { used: 0, usedByCustomer: 0 };

describe('couponProblem: why a code does not apply (§4 "Coupon")', () => {
  const percent10: CouponTerms = { kind: 'percent', value: 10 };

  it('an unknown code', () => {
    expect(couponProblem(null, { now: NOW, itemsTotal: 100_00, usage: unused })).toEqual({
      key: 'promoUnknown',
    });
  });

  it('a valid code has no problem', () => {
    expect(couponProblem(percent10, { now: NOW, itemsTotal: 1, usage: unused })).toBeNull();
  });

  it('validity dates: not yet, then valid, then ended (the end is exclusive)', () => {
    const terms: CouponTerms = {
      ...percent10,
      startsAt: '2026-11-23T12:00:00+02:00',
      endsAt: new Date('2026-11-30T00:00:00+02:00'),
    };
    const at = (iso: string) =>
      couponProblem(terms, { now: new Date(iso), itemsTotal: 100_00, usage: unused });
    expect(at('2026-11-23T11:59:59+02:00')).toEqual({ key: 'promoNotStarted' });
    expect(at('2026-11-23T12:00:00+02:00')).toBeNull();
    expect(at('2026-11-29T23:59:59+02:00')).toBeNull();
    expect(at('2026-11-30T00:00:00+02:00')).toEqual({ key: 'promoExpired' });
  });

  it('a code the shop switched off reads as expired', () => {
    expect(
      couponProblem({ ...percent10, active: false }, { now: NOW, itemsTotal: 1, usage: unused }),
    ).toEqual({ key: 'promoExpired' });
  });

  it('usage limits: in all, then per customer', () => {
    const terms: CouponTerms = { ...percent10, usageLimit: 1, perCustomerLimit: 1 };
    const check = (used: number, usedByCustomer: number) =>
      couponProblem(terms, { now: NOW, itemsTotal: 1, usage: { used, usedByCustomer } });
    expect(check(0, 0)).toBeNull();
    expect(check(1, 0)).toEqual({ key: 'promoUsedUp' });
    expect(
      couponProblem(
        { ...terms, usageLimit: 5 },
        { now: NOW, itemsTotal: 1, usage: { used: 1, usedByCustomer: 1 } },
      ),
    ).toEqual({ key: 'promoAlreadyUsed' });
  });

  it('a minimum order total, named in lei', () => {
    const terms: CouponTerms = { kind: 'fixed', value: 50, minTotal: '300.00' };
    expect(couponProblem(terms, { now: NOW, itemsTotal: 299_99, usage: unused })).toEqual({
      key: 'promoMinTotal',
      params: { min: 300 },
    });
    expect(couponProblem(terms, { now: NOW, itemsTotal: 300_00, usage: unused })).toBeNull();
    expect(couponMinTotalProblem(terms, 299_99)).toEqual({
      key: 'promoMinTotal',
      params: { min: 300 },
    });
    expect(couponMinTotalProblem(terms, 300_00)).toBeNull();
    expect(couponMinTotalProblem({ minTotal: null }, 0)).toBeNull();
  });
});

describe('couponDiscount', () => {
  it('a percent of the items total; the amount left rounds half up, as every discounted price', () => {
    // 1,234.55 less 10 % = 1,111.095 → 1,111.10 to pay, so 123.45 off.
    expect(couponDiscount({ kind: 'percent', value: 10 }, 1234_55)).toBe(123_45);
    expect(couponDiscount({ kind: 'percent', value: '7.5' }, 100_00)).toBe(7_50);
    expect(couponDiscount({ kind: 'percent', value: 100 }, 999_99)).toBe(999_99);
  });

  it('a fixed amount, never more than the total', () => {
    expect(couponDiscount({ kind: 'fixed', value: '50.00' }, 300_00)).toBe(50_00);
    expect(couponDiscount({ kind: 'fixed', value: 50 }, 20_00)).toBe(20_00);
  });

  it('nonsense terms take nothing off', () => {
    expect(couponDiscount({ kind: 'fixed', value: 'abc' }, 300_00)).toBe(0);
    expect(couponDiscount({ kind: 'fixed', value: -5 }, 300_00)).toBe(0);
    expect(couponDiscount({ kind: 'percent', value: Number.NaN }, 300_00)).toBe(0);
  });
});

describe('orderTotals', () => {
  it('items, discount, total and the delivery fee of §9', () => {
    expect(
      orderTotals(
        [
          { unitPrice: 149_90, quantity: 2 },
          { unitPrice: 99_00, quantity: 1 },
        ],
        { kind: 'percent', value: 10 },
        'courier',
      ),
    ).toEqual({ itemsTotal: 398_80, discount: 39_88, total: 358_92, shipping: 80_00 });
    expect(orderTotals([{ unitPrice: 500_00, quantity: 1 }], null, 'courier')).toEqual({
      itemsTotal: 500_00,
      discount: 0,
      total: 500_00,
      shipping: 0,
    });
  });

  it('a pickup, and an order whose delivery is agreed on the phone, note no fee', () => {
    const small = [{ unitPrice: 149_90, quantity: 1 }];
    expect(orderTotals(small, null, 'pickup').shipping).toBe(0);
    expect(orderTotals(small, null, null).shipping).toBe(0);
    expect(orderTotals(small, null, 'courier').shipping).toBe(80_00);
  });

  it('the total is the sum of the lines less the discount, never negative (property)', () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 1000 }),
    });
    const coupon = fc.option(
      fc.oneof(
        fc.record({
          kind: fc.constant('percent' as const),
          value: fc.double({ min: 0, max: 100, noNaN: true }),
        }),
        fc.record({
          kind: fc.constant('fixed' as const),
          value: fc.integer({ min: 0, max: 100_000_000 }).map((bani) => bani / 100),
        }),
      ),
      { nil: null },
    );
    const delivery = fc.constantFrom('courier' as const, 'pickup' as const, null);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), coupon, delivery, (lines, terms, method) => {
        const totals = orderTotals(lines, terms, method);
        const sum = lines.reduce((total, l) => total + l.unitPrice * l.quantity, 0);
        expect(totals.itemsTotal).toBe(sum);
        expect(totals.discount).toBeGreaterThanOrEqual(0);
        expect(totals.discount).toBeLessThanOrEqual(sum);
        expect(totals.total).toBe(sum - totals.discount);
        expect(totals.total).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(totals.total)).toBe(true);
        // The fee is the delivery's own, never part of the total.
        expect(totals.shipping).toBe(deliveryFee(method, sum));
        if (method !== 'courier') expect(totals.shipping).toBe(0);
      }),
    );
  });
});

describe('the desired delivery date: none, or today to 30 days ahead', () => {
  it('the window is a month, as the date field offers it', () => {
    expect(DELIVERY_DATE_WINDOW_DAYS).toBe(30);
  });

  it('none, today and the last day are fine; yesterday, the day after and non-days are not', () => {
    expect(deliveryDateOk('', '2025-03-10')).toBe(true);
    expect(deliveryDateOk('2025-03-10', '2025-03-10')).toBe(true);
    expect(deliveryDateOk('2025-04-09', '2025-03-10')).toBe(true);
    expect(deliveryDateOk('2025-04-10', '2025-03-10')).toBe(false);
    expect(deliveryDateOk('2025-03-09', '2025-03-10')).toBe(false);
    expect(deliveryDateOk('2025-02-30', '2025-02-01')).toBe(false);
    expect(deliveryDateOk('10.03.2025', '2025-03-10')).toBe(false);
  });

  it('exactly the days from today to today + the window are accepted', () => {
    const today = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-01-01T00:00:00Z') })
      .filter((date) => !Number.isNaN(date.getTime()))
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(today, fc.integer({ min: -100, max: 100 }), (from, offset) => {
        expect(deliveryDateOk(addDays(from, offset), from)).toBe(
          offset >= 0 && offset <= DELIVERY_DATE_WINDOW_DAYS,
        );
      }),
    );
  });
});

describe('payment methods by person type', () => {
  it('bank transfer only for companies', () => {
    expect(payMethodsFor('physical')).toEqual(['cash', 'by_card_online', 'by_card_on_delivery']);
    expect(payMethodsFor('juridical')).toEqual(PAY_METHODS);
  });
});
