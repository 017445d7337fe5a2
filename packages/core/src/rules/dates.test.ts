import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDay, SHOP_TIME_ZONE, shopDay } from './dates.js';

describe('the shop’s days (Europe/Chisinau)', () => {
  it('today is the day in Chișinău, not UTC', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/Chisinau');
    expect(shopDay(new Date('2025-03-09T22:30:00Z'))).toBe('2025-03-10');
    expect(shopDay(new Date('2025-03-10T12:00:00Z'))).toBe('2025-03-10');
    // Summer time: UTC+3, so 21:30 UTC is already the next day.
    expect(shopDay(new Date('2025-07-01T21:30:00Z'))).toBe('2025-07-02');
    expect(shopDay(null)).toBeNull();
  });

  it('a calendar day is a real one', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-02-30')).toBe(false);
    expect(isCalendarDay('2025-3-1')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('addDays crosses months and years; a non-day is left as it is', () => {
    expect(addDays('2025-01-30', 30)).toBe('2025-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('nope', 1)).toBe('nope');
  });

  it('daysBetween counts whole days, negative backwards; null for a non-day', () => {
    expect(daysBetween('2025-03-10', '2025-04-09')).toBe(30);
    expect(daysBetween('2025-03-10', '2025-03-09')).toBe(-1);
    expect(daysBetween('2025-03-10', '2025-02-30')).toBeNull();
  });

  it('daysBetween undoes addDays (across summer time, leap years and years)', () => {
    const day = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z') })
      .filter((date) => !Number.isNaN(date.getTime()))
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (from, days) => {
        const to = addDays(from, days);
        expect(isCalendarDay(to)).toBe(true);
        expect(daysBetween(from, to)).toBe(days);
      }),
    );
  });
});
