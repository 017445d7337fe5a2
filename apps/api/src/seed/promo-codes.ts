import type { promoCodes } from '../db/schema.js';

type PromoCodeRow = typeof promoCodes.$inferInsert;

/**
 * The demo shop's discount codes (README "Discount codes"): one of each kind the checkout must
 * handle — a percent, a fixed amount with a minimum order and one use per customer, a code that
 * works once in all, one that has ended and one that has not begun. Fixed dates, so the seed is
 * the same whatever the clock says; the open-ended ones keep working.
 */
export const DEMO_PROMO_CODES: readonly PromoCodeRow[] = [
  {
    code: 'TOAMNA10',
    kind: 'percent',
    value: '10',
    minTotal: null,
    startsAt: new Date('2026-01-01T00:00:00+02:00'),
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    active: true,
  },
  {
    code: 'BUN50',
    kind: 'fixed',
    value: '50.00',
    minTotal: '300.00',
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: 1,
    active: true,
  },
  {
    code: 'UNIC100',
    kind: 'fixed',
    value: '100.00',
    minTotal: '500.00',
    startsAt: null,
    endsAt: null,
    usageLimit: 1,
    perCustomerLimit: 1,
    active: true,
  },
  {
    code: 'VARA2026',
    kind: 'percent',
    value: '15',
    minTotal: null,
    startsAt: new Date('2026-06-01T00:00:00+03:00'),
    endsAt: new Date('2026-09-01T00:00:00+03:00'),
    usageLimit: null,
    perCustomerLimit: null,
    active: true,
  },
  {
    code: 'CRACIUN2099',
    kind: 'percent',
    value: '20',
    minTotal: null,
    startsAt: new Date('2099-12-01T00:00:00+02:00'),
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    active: true,
  },
];
