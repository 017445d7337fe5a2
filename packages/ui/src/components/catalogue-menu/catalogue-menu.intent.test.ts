import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HOVER_INTENT_MS,
  hoverIntent,
  initialHoverIntent,
  type HoverIntentEvent,
  type HoverIntentState,
} from './catalogue-menu.intent.js';

const run = (state: HoverIntentState<number>, ...events: HoverIntentEvent<number>[]) =>
  events.reduce(hoverIntent<number>, state);

describe('hoverIntent', () => {
  it('waits about 100 ms', () => {
    expect(HOVER_INTENT_MS).toBe(100);
  });

  it('a hovered category waits for the delay before it opens', () => {
    const pending = run(initialHoverIntent(1), { type: 'point', id: 2 });
    expect(pending).toEqual({ active: 1, pending: 2 });
    expect(run(pending, { type: 'elapse' })).toEqual({ active: 2, pending: null });
  });

  it('crossing categories on the way to the subcategories keeps the shown one', () => {
    const state = run(
      initialHoverIntent(1),
      { type: 'point', id: 2 },
      { type: 'point', id: 3 },
      { type: 'rest' },
      { type: 'elapse' },
    );
    expect(state).toEqual({ active: 1, pending: null });
  });

  it('only the last hovered category opens', () => {
    const state = run(
      initialHoverIntent(1),
      { type: 'point', id: 2 },
      { type: 'point', id: 3 },
      { type: 'elapse' },
    );
    expect(state.active).toBe(3);
  });

  it('returning to the shown category cancels the switch; leaving the menu too', () => {
    expect(run(initialHoverIntent(1), { type: 'point', id: 2 }, { type: 'point', id: 1 })).toEqual({
      active: 1,
      pending: null,
    });
    expect(run(initialHoverIntent(1), { type: 'point', id: 2 }, { type: 'leave' })).toEqual({
      active: 1,
      pending: null,
    });
  });

  it('opens at once when nothing is shown yet, and on keyboard, focus or click', () => {
    expect(run(initialHoverIntent<number>(null), { type: 'point', id: 4 })).toEqual({
      active: 4,
      pending: null,
    });
    expect(run(initialHoverIntent(1), { type: 'point', id: 2 }, { type: 'select', id: 5 })).toEqual(
      { active: 5, pending: null },
    );
  });

  it('keeps the same object when nothing changes (no re-render)', () => {
    const state = initialHoverIntent(1);
    expect(hoverIntent(state, { type: 'point', id: 1 })).toBe(state);
    expect(hoverIntent(state, { type: 'rest' })).toBe(state);
    expect(hoverIntent(state, { type: 'elapse' })).toBe(state);
    expect(hoverIntent(state, { type: 'select', id: 1 })).toBe(state);
  });

  it('the shown category changes only by select, elapse, or a first hover', () => {
    const id = fc.integer({ min: 1, max: 4 });
    const event: fc.Arbitrary<HoverIntentEvent<number>> = fc.oneof(
      id.map((value) => ({ type: 'point' as const, id: value })),
      id.map((value) => ({ type: 'select' as const, id: value })),
      fc.constantFrom<HoverIntentEvent<number>>(
        { type: 'rest' },
        { type: 'leave' },
        { type: 'elapse' },
      ),
    );
    fc.assert(
      fc.property(fc.option(id, { nil: null }), fc.array(event), (start, events) => {
        let state = initialHoverIntent(start);
        for (const next of events) {
          const after = hoverIntent(state, next);
          if (after.active !== state.active) {
            const allowed =
              next.type === 'select' ||
              (next.type === 'elapse' && after.active === state.pending) ||
              (next.type === 'point' && state.active === null);
            expect(allowed).toBe(true);
          }
          // Nothing waits to open once the pointer rests on the subcategories or leaves.
          if (next.type === 'rest' || next.type === 'leave') expect(after.pending).toBeNull();
          if (after.pending !== null) expect(after.pending).not.toBe(after.active);
          state = after;
        }
      }),
    );
  });
});
