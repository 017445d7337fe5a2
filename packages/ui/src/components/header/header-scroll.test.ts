import { HEADER_COMPACT_SCROLL_PX } from '@shop/core/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEADER_SCROLL_TOP, headerScroll, type HeaderScrollState } from './header-scroll.js';

/** The states after scrolling through the offsets one by one, from the top. */
function scrollThrough(offsets: readonly number[]): HeaderScrollState[] {
  const states: HeaderScrollState[] = [];
  let state = HEADER_SCROLL_TOP;
  for (const y of offsets) {
    state = headerScroll(state, y);
    states.push(state);
  }
  return states;
}

describe('headerScroll', () => {
  it('reads the compact threshold from core (100 px)', () => {
    expect(HEADER_COMPACT_SCROLL_PX).toBe(100);
  });

  it('stays full size up to 100 px and turns compact after', () => {
    expect(headerScroll(HEADER_SCROLL_TOP, 0)).toEqual({ y: 0, compact: false, fixed: false });
    expect(headerScroll(HEADER_SCROLL_TOP, 100)).toEqual({ y: 100, compact: false, fixed: false });
    expect(headerScroll(HEADER_SCROLL_TOP, 101)).toEqual({ y: 101, compact: true, fixed: false });
    expect(headerScroll(HEADER_SCROLL_TOP, 100.5).compact).toBe(true);
  });

  it('is fixed while scrolling up past 100 px, and leaves with the page scrolling down', () => {
    const states = scrollThrough([50, 300, 600, 580, 400, 450, 900, 850]);
    expect(states.map(({ compact, fixed }) => [compact, fixed])).toEqual([
      [false, false],
      [true, false],
      [true, false],
      [true, true],
      [true, true],
      [true, false],
      [true, false],
      [true, true],
    ]);
  });

  it('is neither compact nor fixed once back within 100 px of the top, even scrolling up', () => {
    const states = scrollThrough([800, 300, 100, 40, 0]);
    expect(states.slice(1).map(({ compact, fixed }) => [compact, fixed])).toEqual([
      [true, true],
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it('keeps the last choice when the offset does not change', () => {
    const up = headerScroll({ y: 500, compact: true, fixed: false }, 400);
    expect(headerScroll(up, 400)).toEqual({ y: 400, compact: true, fixed: true });
    const down = headerScroll({ y: 400, compact: true, fixed: true }, 500);
    expect(headerScroll(down, 500)).toEqual({ y: 500, compact: true, fixed: false });
  });

  it('turns fixed on the first move up after a jump (a reload half-way down)', () => {
    const loaded = headerScroll(HEADER_SCROLL_TOP, 2000);
    expect(loaded).toEqual({ y: 2000, compact: true, fixed: false });
    expect(headerScroll(loaded, 1999).fixed).toBe(true);
  });

  it('counts a negative offset (rubber-band scrolling) as the top', () => {
    expect(headerScroll({ y: 20, compact: false, fixed: false }, -30)).toEqual(HEADER_SCROLL_TOP);
  });

  it('ignores an offset that is not a number', () => {
    const previous = { y: 300, compact: true, fixed: true };
    expect(headerScroll(previous, Number.NaN)).toBe(previous);
    expect(headerScroll(previous, Number.POSITIVE_INFINITY)).toBe(previous);
  });

  it('never mutates the previous state', () => {
    const previous = Object.freeze({ y: 300, compact: true, fixed: false });
    expect(() => headerScroll(previous, 200)).not.toThrow();
    expect(previous).toEqual({ y: 300, compact: true, fixed: false });
  });

  describe('invariants', () => {
    const offsets = fc.array(fc.double({ min: -200, max: 10_000, noNaN: true }), {
      maxLength: 60,
    });

    it('compact exactly when scrolled more than 100 px, and only a compact header is fixed', () => {
      fc.assert(
        fc.property(offsets, (ys) => {
          scrollThrough(ys).forEach((state, index) => {
            const y = Math.max(0, ys[index] ?? 0);
            expect(state.y).toBe(y);
            expect(state.compact).toBe(y > HEADER_COMPACT_SCROLL_PX);
            if (state.fixed) expect(state.compact).toBe(true);
          });
        }),
      );
    });

    it('a move up while compact fixes the header, a move down releases it', () => {
      fc.assert(
        fc.property(offsets, (ys) => {
          const states = scrollThrough(ys);
          states.forEach((state, index) => {
            const before = index === 0 ? HEADER_SCROLL_TOP : states[index - 1];
            if (!before || !state.compact) return;
            if (state.y < before.y) expect(state.fixed).toBe(true);
            if (state.y > before.y) expect(state.fixed).toBe(false);
            if (state.y === before.y) expect(state.fixed).toBe(before.fixed);
          });
        }),
      );
    });

    it('from any state, an offset of 100 px or less gives the full-size header in the flow', () => {
      fc.assert(
        fc.property(
          fc.record({
            y: fc.double({ min: 0, max: 10_000, noNaN: true }),
            compact: fc.boolean(),
            fixed: fc.boolean(),
          }),
          fc.double({ min: -200, max: HEADER_COMPACT_SCROLL_PX, noNaN: true }),
          (previous, y) => {
            const next = headerScroll(previous, y);
            expect(next.compact).toBe(false);
            expect(next.fixed).toBe(false);
          },
        ),
      );
    });
  });
});
