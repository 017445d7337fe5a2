import { shopDay } from './dates.js';

/** Where a promotion stands on a day: not started yet, running, or over. */
export type PromotionState = 'upcoming' | 'running' | 'ended';

/**
 * Whether a promotion is running, judged by the shop's calendar day in Chișinău: `date` is its
 * first day and `end_date` its last one (both 'YYYY-MM-DD', included), null when open. A
 * promotion is over from the day after its last one.
 *
 * @example promotionState({ date: '2026-11-01', end_date: '2026-11-30' }, new Date('2026-12-01T10:00:00Z')) // 'ended'
 */
export function promotionState(
  promotion: { readonly date: string | null; readonly end_date: string | null },
  now: Date,
): PromotionState {
  const today = shopDay(now);
  const first = promotion.date?.slice(0, 10) ?? null;
  const last = promotion.end_date?.slice(0, 10) ?? null;
  if (last !== null && last < today) return 'ended';
  if (first !== null && first > today) return 'upcoming';
  return 'running';
}
