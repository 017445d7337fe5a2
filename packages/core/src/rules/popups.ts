import { POPUPS_COOKIE_MAX_AGE_S } from './constants.js';

/**
 * Home popups (SPEC §4 "Popups", §9): fetched at most once per 3 hours (a cookie of 10800 s) and
 * chained. Each popup is hidden for its inactive_time, shown for its active_time, then hidden; the
 * next one starts after the previous one's inactive plus active time. Times are in seconds.
 */
export interface PopupTiming {
  id: number | string;
  inactive_time: number;
  active_time: number;
}

export interface PopupSlot {
  id: number | string;
  /** Seconds after the page opened when the popup shows. */
  showAt: number;
  /** Seconds after the page opened when the popup hides by itself. */
  hideAt: number;
}

/** Cookie that marks popups as fetched, and its lifetime. */
export const POPUPS_COOKIE = {
  name: 'popups_shown',
  maxAgeSeconds: POPUPS_COOKIE_MAX_AGE_S,
} as const;

const seconds = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/** The chain's timetable. A popup with no active time is never shown and takes no turn. */
export function popupSchedule(popups: readonly PopupTiming[]): PopupSlot[] {
  const slots: PopupSlot[] = [];
  let start = 0;
  for (const popup of popups) {
    const inactive = seconds(popup.inactive_time);
    const active = seconds(popup.active_time);
    if (active === 0) continue;
    slots.push({ id: popup.id, showAt: start + inactive, hideAt: start + inactive + active });
    start += inactive + active;
  }
  return slots;
}

/**
 * The popup on screen at a moment, or null. Popups the shopper closed stay closed (§4: a close
 * button hides it at once) and the chain goes on with the next one on its own time.
 */
export function popupAt(
  schedule: readonly PopupSlot[],
  elapsedSeconds: number,
  closed: ReadonlySet<number | string> = new Set(),
): PopupSlot | null {
  return (
    schedule.find(
      (slot) =>
        !closed.has(slot.id) && elapsedSeconds >= slot.showAt && elapsedSeconds < slot.hideAt,
    ) ?? null
  );
}

/** Popups are fetched only when the cookie from the last fetch has expired (is absent). */
export function shouldFetchPopups(cookieValue: string | null | undefined): boolean {
  return !cookieValue;
}
