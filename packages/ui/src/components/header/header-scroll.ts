import { HEADER_COMPACT_SCROLL_PX } from '@shop/core/rules';

/** Where the page was last seen scrolled to, and what the header looked like then. */
export interface HeaderScrollState {
  /** The vertical scroll offset, in CSS pixels (never negative). */
  y: number;
  /** The header is compact: the page is scrolled more than HEADER_COMPACT_SCROLL_PX. */
  compact: boolean;
  /** The header is pinned to the top of the screen: compact, and the last move was upwards. */
  fixed: boolean;
}

/** The header at the top of a page that has not scrolled. */
export const HEADER_SCROLL_TOP: HeaderScrollState = { y: 0, compact: false, fixed: false };

/**
 * The header's look after the page scrolls to `y` (SPEC §2 "Header"): compact after more than
 * 100 px of scroll; while compact it is fixed when the page scrolls up (so the shopper gets the
 * header back without going to the top), and leaves with the page when it scrolls down. An
 * unchanged offset keeps the last choice, so a resize or a repeated event does not flicker.
 *
 * A negative offset (iOS rubber-band at the top) counts as 0; a non-number changes nothing.
 *
 * @example headerScroll({ y: 400, compact: true, fixed: false }, 380) // → { y: 380, compact: true, fixed: true }
 */
export function headerScroll(previous: HeaderScrollState, y: number): HeaderScrollState {
  if (!Number.isFinite(y)) return previous;
  const offset = Math.max(0, y);
  const compact = offset > HEADER_COMPACT_SCROLL_PX;
  let fixed = false;
  if (compact) {
    if (offset < previous.y) fixed = true;
    else if (offset > previous.y) fixed = false;
    else fixed = previous.fixed;
  }
  return { y: offset, compact, fixed };
}
