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
