import { describe, expect, it } from 'vitest';
import { pickupHeldUntil, PICKUP_HOLD_DAYS } from './pickup.js';

describe('pickupHeldUntil', () => {
  it('is the third day after the order’s day in Chișinău', () => {
    expect(PICKUP_HOLD_DAYS).toBe(3);
    expect(pickupHeldUntil(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-28');
    // 23:30 UTC on 30 November is already 1 December in Chișinău (UTC+2).
    expect(pickupHeldUntil(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-04');
    // Across the year's end and a leap day.
    expect(pickupHeldUntil(new Date('2026-12-30T09:00:00Z'))).toBe('2027-01-02');
    expect(pickupHeldUntil(new Date('2028-02-27T09:00:00Z'))).toBe('2028-03-01');
  });
});
