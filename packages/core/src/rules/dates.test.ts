import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isCalendarDay,
  SHOP_TIME_ZONE,
  shopDay,
  shopDayEnd,
  shopDayStart,
  timeLeft,
} from './dates.js';

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

describe('the end of a shop day (an offer of the day)', () => {
  it('a day starts at midnight in Chișinău, in winter (UTC+2) and in summer (UTC+3)', () => {
    expect(shopDayStart('2025-01-15')?.toISOString()).toBe('2025-01-14T22:00:00.000Z');
    expect(shopDayStart('2025-07-02')?.toISOString()).toBe('2025-07-01T21:00:00.000Z');
    expect(shopDayStart('2025-02-30')).toBeNull();
    expect(shopDayStart('soon')).toBeNull();
  });

  it('the days the clocks change start at midnight too, and last 23 or 25 hours', () => {
    // 30 March 2025: 03:00 became 04:00; 26 October 2025: 04:00 became 03:00.
    const spring = shopDayStart('2025-03-30');
    const autumn = shopDayStart('2025-10-26');
    expect(spring?.toISOString()).toBe('2025-03-29T22:00:00.000Z');
    expect(autumn?.toISOString()).toBe('2025-10-25T21:00:00.000Z');
    expect(Number(shopDayStart('2025-03-31')) - Number(spring)).toBe(23 * 3600_000);
    expect(Number(shopDayStart('2025-10-27')) - Number(autumn)).toBe(25 * 3600_000);
  });

  it('a day ends at the next midnight in Chișinău, not in UTC', () => {
    // 00:30 in Chișinău on 10 March is still 9 March in UTC.
    expect(shopDayEnd(new Date('2025-03-09T22:30:00Z')).toISOString()).toBe(
      '2025-03-10T22:00:00.000Z',
    );
    expect(shopDayEnd(new Date('2025-03-10T21:59:59.999Z')).toISOString()).toBe(
      '2025-03-10T22:00:00.000Z',
    );
    // Midnight itself belongs to the day it starts.
    expect(shopDayEnd(new Date('2025-03-10T22:00:00Z')).toISOString()).toBe(
      '2025-03-11T22:00:00.000Z',
    );
    expect(shopDayEnd(new Date('2025-07-01T12:00:00Z')).toISOString()).toBe(
      '2025-07-01T21:00:00.000Z',
    );
  });

  it('the end always lies after the moment, at most 25 hours on, on the next shop day', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (moment) => {
          const end = shopDayEnd(moment);
          const ahead = end.getTime() - moment.getTime();
          expect(ahead).toBeGreaterThan(0);
          expect(ahead).toBeLessThanOrEqual(25 * 3600_000);
          expect(shopDay(end)).toBe(addDays(shopDay(moment), 1));
          expect(shopDay(new Date(end.getTime() - 1))).toBe(shopDay(moment));
        },
      ),
    );
  });
});

describe('time left (a countdown)', () => {
  const at = (iso: string) => Date.parse(iso);

  it('splits what is left into hours, minutes and seconds', () => {
    expect(timeLeft(at('2025-03-10T10:00:00Z'), at('2025-03-10T12:30:05Z'))).toEqual({
      hours: 2,
      minutes: 30,
      seconds: 5,
      totalSeconds: 9005,
    });
    expect(timeLeft(new Date('2025-03-10T10:00:00Z'), new Date('2025-03-11T11:00:00Z')).hours).toBe(
      25,
    );
  });

  it('counts a started second as a whole one, and nothing once the end has passed', () => {
    const end = at('2025-03-10T12:00:00Z');
    expect(timeLeft(end - 1, end)).toEqual({ hours: 0, minutes: 0, seconds: 1, totalSeconds: 1 });
    expect(timeLeft(end - 1000, end).totalSeconds).toBe(1);
    expect(timeLeft(end - 1001, end).totalSeconds).toBe(2);
    expect(timeLeft(end, end)).toEqual({ hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 });
    expect(timeLeft(end + 5000, end).totalSeconds).toBe(0);
    expect(timeLeft(Number.NaN, end).totalSeconds).toBe(0);
    expect(timeLeft(end, new Date('nope')).totalSeconds).toBe(0);
  });

  it('the parts always add up to the total and stay in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e10 }), (left) => {
        const { hours, minutes, seconds, totalSeconds } = timeLeft(0, left);
        expect(totalSeconds).toBe(Math.max(0, Math.ceil(left / 1000)));
        expect(hours * 3600 + minutes * 60 + seconds).toBe(totalSeconds);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
      }),
    );
  });
});
