import { useEffect, useRef, useState } from 'react';
import { HEADER_SCROLL_TOP, headerScroll, type HeaderScrollState } from './header-scroll.js';

/** What the header view needs from the page's scroll position. */
export type HeaderScrollView = Pick<HeaderScrollState, 'compact' | 'fixed'>;

/**
 * The header's `compact` and `fixed` states, following the window's scroll (see `headerScroll`).
 * A passive scroll listener reads the offset at most once per animation frame, and the component
 * re-renders only when one of the two states changes. On the server and at the first render the
 * header is at the top (not compact, not fixed), so hydration matches; the real offset (a page
 * reloaded half-way down) is read in the first frame after mounting.
 *
 * @example
 * const { compact, fixed } = useHeaderScroll();
 * <Header compact={compact} fixed={fixed} … />
 */
export function useHeaderScroll(): HeaderScrollView {
  const [view, setView] = useState<HeaderScrollView>({ compact: false, fixed: false });
  const last = useRef<HeaderScrollState>(HEADER_SCROLL_TOP);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const previous = last.current;
      const next = headerScroll(previous, window.scrollY);
      last.current = next;
      if (next.compact !== previous.compact || next.fixed !== previous.fixed) {
        setView({ compact: next.compact, fixed: next.fixed });
      }
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  return view;
}
