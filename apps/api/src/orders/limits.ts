import { limitKey, type LimitRule } from '../http/rate-limit.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the buying calls that need no account. Orders take stock and discount-code checks
 * can guess codes, so each address has a cap; signed-in customers are known and not capped here.
 */

/** Guest orders of one address in an hour (GUEST_ORDERS_PER_HOUR). */
export function guestOrderRule(address: string, perHour: number): LimitRule {
  return { key: limitKey('guest-orders', address), limit: perHour, windowMs: HOUR };
}

/** Abandoned-checkout saves of one address in an hour: the checkout saves as the shopper types. */
export const ABANDONED_SAVES_PER_HOUR = 120;

export function abandonedSaveRule(address: string): LimitRule {
  return {
    key: limitKey('abandoned-saves', address),
    limit: ABANDONED_SAVES_PER_HOUR,
    windowMs: HOUR,
  };
}

/** Wrong discount codes one address may try in 15 minutes before it waits (429). */
export const PROMO_FAILURES = 20;

export function promoFailureRule(address: string): LimitRule {
  return {
    key: limitKey('promo-code-failures', address),
    limit: PROMO_FAILURES,
    windowMs: 15 * MINUTE,
    sliding: true,
  };
}

/**
 * Invoice downloads one address may make in an hour: each is drawn anew (a PDF with an embedded
 * font), so an address cannot keep the API's CPU busy with them.
 */
export const INVOICES_PER_HOUR = 60;

export function invoiceRule(address: string): LimitRule {
  return { key: limitKey('invoice-downloads', address), limit: INVOICES_PER_HOUR, windowMs: HOUR };
}
