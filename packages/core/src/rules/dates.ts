/**
 * Calendar days of the shop (SPEC §1: a shop in Moldova). A day shown to shoppers, chosen by
 * them or checked by the server is the day in Chișinău, whatever the device's or the server's
 * own time zone: a shopper in Chișinău at 00:30 is already on the next day, while UTC is not.
 */

/** The shop's time zone. */
export const SHOP_TIME_ZONE = 'Europe/Chisinau';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day of a moment in the shop's time zone, 'YYYY-MM-DD' (null for none);
 * `shopDay(new Date())` is today in the shop.
 *
 * @example shopDay(new Date('2025-03-09T22:30:00Z')) // '2025-03-10'
 */
export function shopDay(moment: Date): string;
export function shopDay(moment: Date | null): string | null;
export function shopDay(moment: Date | null): string | null {
  return moment ? dayFormat.format(moment) : null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A 'YYYY-MM-DD' day as UTC milliseconds, or null when it is not a real calendar day. */
function dayTime(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  // Date.UTC rolls 02-30 over into March: a day that does not come back unchanged is no day.
  return back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === date
    ? time
    : null;
}

/** Whether text is a real calendar day, 'YYYY-MM-DD' (not '2025-02-30'). */
export function isCalendarDay(day: string): boolean {
  return dayTime(day) !== null;
}

/**
 * A day `days` after another, 'YYYY-MM-DD' (across months and years); text that is no day is
 * answered unchanged.
 */
export function addDays(day: string, days: number): string {
  const time = dayTime(day);
  if (time === null) return day;
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `to` lies after `from` (negative before it); null when either is no day. */
export function daysBetween(from: string, to: string): number | null {
  const start = dayTime(from);
  const end = dayTime(to);
  return start === null || end === null ? null : Math.round((end - start) / DAY_MS);
}

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far the shop's wall clock is ahead of UTC at an instant, in milliseconds. */
function shopOffset(time: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(new Date(time))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  // Whole seconds: the formatted wall clock has no milliseconds.
  return wall - (time - (((time % 1000) + 1000) % 1000));
}

/**
 * The instant a shop day starts: midnight in Chișinău ('YYYY-MM-DD'), null for text that is no
 * day. Moldova changes its clocks at 03:00 and 04:00, never at midnight, so every day has one.
 *
 * @example shopDayStart('2025-07-02') // 2025-07-01T21:00:00.000Z (summer time, UTC+3)
 */
export function shopDayStart(day: string): Date | null {
  const utcMidnight = dayTime(day);
  if (utcMidnight === null) return null;
  // The offset at the guess, then at the corrected guess: right on both sides of a change.
  let time = utcMidnight - shopOffset(utcMidnight);
  time = utcMidnight - shopOffset(time);
  return new Date(time);
}

/**
 * The instant the shop day of `moment` ends: the next midnight in Chișinău. An offer "of the
 * day" runs until then (SPEC §2 "product-of-the-day marquee with timer").
 *
 * @example shopDayEnd(new Date('2025-03-09T22:30:00Z')) // 2025-03-10T22:00:00.000Z
 */
export function shopDayEnd(moment: Date): Date {
  // A real day always has a start; the fallback (24 h on) is for an invalid Date only.
  return shopDayStart(addDays(shopDay(moment), 1)) ?? new Date(moment.getTime() + DAY_MS);
}

/** Time left until an instant, in whole units (a countdown's digits). */
export interface TimeLeft {
  /** Whole hours (may pass 24). */
  hours: number;
  /** 0..59. */
  minutes: number;
  /** 0..59. */
  seconds: number;
  /** All of it in whole seconds; 0 once the instant has passed. */
  totalSeconds: number;
}

/**
 * What is left from `now` until `end`, counted down in whole seconds (a countdown shows 00:00:01
 * for the last second, then 00:00:00); never negative. Instants are Dates or epoch milliseconds;
 * an invalid one reads as nothing left.
 *
 * @example timeLeft(Date.parse('2025-03-10T10:00:00Z'), Date.parse('2025-03-10T12:30:05Z'))
 * // { hours: 2, minutes: 30, seconds: 5, totalSeconds: 9005 }
 */
export function timeLeft(now: Date | number, end: Date | number): TimeLeft {
  const left = Number(end) - Number(now);
  const totalSeconds = Number.isFinite(left) && left > 0 ? Math.ceil(left / 1000) : 0;
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}
