import { cartTotals, shippingFee, type PricedLine } from './cart.js';
import { daysBetween } from './dates.js';
import type { FieldError } from './messages.js';
import { applyDiscount, toBani, toLei, type Bani } from './money.js';
import { PAY_METHODS, type DeliveryMethod, type PayMethod } from './orders.js';
import type { PersonType } from './roles.js';

/**
 * The checkout's rules (SPEC §4 "Coupon", "Order placement", §9): discount codes, order totals,
 * the desired delivery date and the payment methods. The checkout offers and the server accepts
 * and charges by these: one function each, used by both (the contract's order schema checks the
 * date and the payment with them too).
 */

/**
 * How far ahead a desired delivery date may be chosen, in days after today. The spec leaves it
 * open; the checkout's date field offers a month, and the server refuses what it does not offer.
 */
export const DELIVERY_DATE_WINDOW_DAYS = 30;

/**
 * Whether a desired delivery date is acceptable: none ('') is (the earliest delivery);
 * otherwise a real day from `today` (the shop's, `shopDay`) to `windowDays` days after it.
 *
 * @example deliveryDateOk('2025-04-09', '2025-03-10') // true: 30 days ahead
 */
export function deliveryDateOk(
  day: string,
  today: string,
  windowDays: number = DELIVERY_DATE_WINDOW_DAYS,
): boolean {
  if (day === '') return true;
  const ahead = daysBetween(today, day);
  return ahead !== null && ahead >= 0 && ahead <= windowDays;
}

/** The payment methods a person may choose: bank transfer is for companies only. */
export function payMethodsFor(personType: PersonType): readonly PayMethod[] {
  return PAY_METHODS.filter((method) => method !== 'bank_transfer' || personType === 'juridical');
}

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A discount code's terms as the shop keeps them. Amounts in lei (number or decimal string). */
export interface CouponTerms {
  kind: CouponKind;
  /** Percent off (above 0, at most 100) for 'percent'; lei off for 'fixed'. */
  value: number | string;
  /** The items total an order needs for the code to apply, in lei; null for none. */
  minTotal?: number | string | null;
  /** Valid from this moment (null: from its creation). */
  startsAt?: Date | string | null;
  /** Valid until this moment, exclusive (null: no end). */
  endsAt?: Date | string | null;
  /** The shop can switch a code off. @default true */
  active?: boolean;
  /** How many orders may use the code in all (null: no limit). */
  usageLimit?: number | null;
  /** How many orders one customer may place with it (null: no limit). */
  perCustomerLimit?: number | null;
}

/** How often a code has been used: in all, and by the customer who is ordering. */
export interface CouponUsage {
  used: number;
  usedByCustomer: number;
}

const time = (value: Date | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Why a code does not apply to this order, as a field error of the `code` (or `promo_code`)
 * field, or null when it applies. Checked when the shopper applies the code and again, with the
 * server's totals and counts, when the order is written.
 */
export function couponProblem(
  terms: CouponTerms | null | undefined,
  order: { now: Date; itemsTotal: Bani; usage: CouponUsage },
): FieldError | null {
  if (!terms) return { key: 'promoUnknown' };
  const now = order.now.getTime();
  const startsAt = time(terms.startsAt);
  const endsAt = time(terms.endsAt);
  if (startsAt !== null && now < startsAt) return { key: 'promoNotStarted' };
  if (terms.active === false || (endsAt !== null && now >= endsAt)) return { key: 'promoExpired' };
  const { usageLimit, perCustomerLimit } = terms;
  if (typeof usageLimit === 'number' && order.usage.used >= usageLimit) {
    return { key: 'promoUsedUp' };
  }
  if (typeof perCustomerLimit === 'number' && order.usage.usedByCustomer >= perCustomerLimit) {
    return { key: 'promoAlreadyUsed' };
  }
  return couponMinTotalProblem(terms, order.itemsTotal);
}

/**
 * The one rule of a code that the cart alone decides, with no clock and no usage count: whether
 * the items reach the code's minimum total. A checkout whose cart changed asks only this of the
 * code it already accepted.
 */
export function couponMinTotalProblem(
  terms: Pick<CouponTerms, 'minTotal'>,
  itemsTotal: Bani,
): FieldError | null {
  const minTotal = toBani(terms.minTotal);
  if (minTotal !== null && itemsTotal < minTotal) {
    return { key: 'promoMinTotal', params: { min: toLei(minTotal) } };
  }
  return null;
}

/**
 * What a code takes off an items total, in bani: a percent of it (rounded to the ban), or a fixed
 * amount, never more than the total itself.
 */
export function couponDiscount(terms: Pick<CouponTerms, 'kind' | 'value'>, itemsTotal: Bani): Bani {
  const total = Math.max(0, itemsTotal);
  if (terms.kind === 'percent') {
    const percent = Number(terms.value);
    return total - applyDiscount(total, Number.isFinite(percent) ? percent : 0);
  }
  const amount = toBani(terms.value);
  return amount === null || amount <= 0 ? 0 : Math.min(amount, total);
}

export interface OrderTotals {
  /** The sum of the line totals. */
  itemsTotal: Bani;
  /** The discount code's part, 0 without one. */
  discount: Bani;
  /** What the order costs: the items less the discount, never negative. */
  total: Bani;
  /** The delivery fee the order notes (`deliveryFee`): paid on delivery, not in the total. */
  shipping: Bani;
}

/**
 * The delivery fee an order notes and the checkout shows (§9: 80 lei under 500 lei of items,
 * otherwise 0). Only a courier charges it, on delivery, outside the total; a pickup costs nothing,
 * and an order whose delivery is agreed on the phone (a one-click order, `null`) notes none.
 */
export function deliveryFee(method: DeliveryMethod | null, itemsTotal: Bani): Bani {
  return method === 'courier' ? shippingFee(itemsTotal) : 0;
}

/**
 * The totals of an order: its lines, less the code's discount when one applies, and the fee of
 * its delivery. The fee is not part of the total (§9); what the server stores is what the
 * checkout showed, since both call this.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  coupon: Pick<CouponTerms, 'kind' | 'value'> | null,
  delivery: DeliveryMethod | null,
): OrderTotals {
  const { itemsTotal } = cartTotals(lines);
  const discount = coupon ? couponDiscount(coupon, itemsTotal) : 0;
  return {
    itemsTotal,
    discount,
    total: Math.max(0, itemsTotal - discount),
    shipping: deliveryFee(delivery, itemsTotal),
  };
}
