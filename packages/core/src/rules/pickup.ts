import { addDays, shopDay } from './dates.js';

/**
 * Pickup from a shop (issue 25): the order waits in its shop until the end of its hold day.
 * What a shop can give is in shop-stock.ts.
 */

/** Days a pickup order is kept in the shop, counted from the order's day in Chișinău. */
export const PICKUP_HOLD_DAYS = 3;

/** The last day (YYYY-MM-DD, the shop's calendar) a pickup order placed at `placedAt` waits. */
export function pickupHeldUntil(placedAt: Date): string {
  return addDays(shopDay(placedAt), PICKUP_HOLD_DAYS);
}
