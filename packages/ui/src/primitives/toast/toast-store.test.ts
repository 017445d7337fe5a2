import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTranslator } from '../../i18n/index.js';
import {
  addedToCartToast,
  CART_TOAST_ID,
  createToastStore,
  isStickyDuration,
  TOAST_DURATION_MS,
  TOAST_MAX,
  type ToastInput,
} from './toast-store.js';
import { createFakeToastClock } from './toast.test-helpers.js';

const info = (message: string, extra: Partial<ToastInput> = {}): ToastInput => ({
  tone: 'info',
  message,
  ...extra,
});

const messages = (store: ReturnType<typeof createToastStore>) =>
  store.getSnapshot().map((toast) => toast.message);

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store: closing by itself (SPEC §9, 2.5 s)', () => {
  it('is 2500 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(2500);
    expect(TOAST_MAX).toBe(3);
  });

  it('closes a toast exactly 2500 ms after it is shown (Vitest fake timers)', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    store.show(info('Salut'));
    vi.advanceTimersByTime(2499);
    expect(messages(store)).toEqual(['Salut']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('uses a toast’s own duration over the store’s', () => {
    const clock = createFakeToastClock();
    const store = createToastStore({ clock });
    store.show(info('scurt', { durationMs: 1000 }));
    store.show(info('implicit'));
    clock.advance(1000);
    expect(messages(store)).toEqual(['implicit']);
    clock.advance(1500);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps sticky toasts (0 or Infinity) until dismissed, without a timer', () => {
    const clock = createFakeToastClock();
    const store = createToastStore({ clock, durationMs: Infinity });
    const a = store.show(info('a'));
    store.show(info('b', { durationMs: 0 }));
    expect(clock.pending()).toBe(0);
    clock.advance(10 * 24 * 3600 * 1000);
    expect(messages(store)).toEqual(['a', 'b']);
    store.dismiss(a);
    expect(messages(store)).toEqual(['b']);
  });

  it('treats non-positive, NaN and over-long durations as sticky', () => {
    expect(isStickyDuration(2500)).toBe(false);
    expect(isStickyDuration(2_147_483_647)).toBe(false);
    for (const value of [0, -1, Number.NaN, Infinity, 2_147_483_648]) {
      expect(isStickyDuration(value)).toBe(true);
    }
  });
});

describe('toast store: pause and resume (WCAG 2.2.1)', () => {
  it('keeps the time left while paused and counts down only that after resume', () => {
    const clock = createFakeToastClock();
    const store = createToastStore({ clock });
    const id = store.show(info('Salut'));
    clock.advance(1000);
    store.pause(id);
    expect(store.getSnapshot()[0]?.paused).toBe(true);
    clock.advance(60_000);
    expect(messages(store)).toEqual(['Salut']);
    store.resume(id);
    expect(store.getSnapshot()[0]?.paused).toBe(false);
    clock.advance(1499);
    expect(messages(store)).toEqual(['Salut']);
    clock.advance(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('adds up several pauses', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const id = store.show(info('Salut'));
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(500);
      store.pause(id);
      vi.advanceTimersByTime(10_000);
      store.resume(id);
    }
    // 4 × 500 ms spent, 500 ms left.
    vi.advanceTimersByTime(499);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('ignores a second pause, a resume without pause and unknown ids', () => {
    const clock = createFakeToastClock();
    const store = createToastStore({ clock });
    const id = store.show(info('Salut'));
    const listener = vi.fn();
    store.subscribe(listener);
    store.resume(id);
    store.pause('nope');
    store.resume('nope');
    store.dismiss('nope');
    expect(listener).not.toHaveBeenCalled();
    clock.advance(500);
    store.pause(id);
    clock.advance(500);
    store.pause(id);
    expect(listener).toHaveBeenCalledTimes(1);
    store.resume(id);
    clock.advance(1999);
    expect(store.getSnapshot()).toHaveLength(1);
    clock.advance(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('pauses and resumes a sticky toast without ever closing it', () => {
    const clock = createFakeToastClock();
    const store = createToastStore({ clock, durationMs: 0 });
    const id = store.show(info('Salut'));
    store.pause(id);
    store.resume(id);
    clock.advance(100_000);
    expect(messages(store)).toEqual(['Salut']);
    expect(clock.pending()).toBe(0);
  });
});

describe('toast store: the list', () => {
  it('replaces a toast with the same id, restarting its timer, instead of stacking', () => {
    const clock = createFakeToastClock();
    const store = createToastStore({ clock });
    store.show(info('unu', { id: 'x' }));
    store.show(info('alt'));
    const before = store.getSnapshot()[0]?.key;
    clock.advance(2000);
    expect(store.show(info('doi', { id: 'x' }))).toBe('x');
    expect(messages(store)).toEqual(['alt', 'doi']);
    expect(store.getSnapshot()[1]?.key).not.toBe(before);
    clock.advance(500);
    expect(messages(store)).toEqual(['doi']);
    clock.advance(1999);
    expect(messages(store)).toEqual(['doi']);
    clock.advance(1);
    expect(messages(store)).toEqual([]);
    expect(clock.pending()).toBe(0);
  });

  it('replacing a paused toast shows it running again', () => {
    const clock = createFakeToastClock();
    const store = createToastStore({ clock });
    store.show(info('unu', { id: 'x' }));
    store.pause('x');
    store.show(info('doi', { id: 'x' }));
    expect(store.getSnapshot()[0]?.paused).toBe(false);
    clock.advance(2500);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('drops the oldest past max, and its timer with it', () => {
    const clock = createFakeToastClock();
    const store = createToastStore({ clock, max: 2 });
    store.show(info('1'));
    store.show(info('2'));
    store.show(info('3'));
    expect(messages(store)).toEqual(['2', '3']);
    expect(clock.pending()).toBe(2);
  });

  it('gives each toast without an id a new id', () => {
    const store = createToastStore({ durationMs: Infinity });
    const a = store.show(info('a'));
    const b = store.show(info('a'));
    expect(a).not.toBe(b);
    expect(store.getSnapshot().map((toast) => toast.id)).toEqual([a, b]);
  });

  it('dismisses one toast and clears all, stopping their timers', () => {
    const clock = createFakeToastClock();
    const store = createToastStore({ clock });
    const a = store.show(info('a'));
    store.show(info('b'));
    store.show(info('c'));
    store.dismiss(a);
    expect(messages(store)).toEqual(['b', 'c']);
    expect(clock.pending()).toBe(2);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(clock.pending()).toBe(0);
  });

  it('keeps the same snapshot until something changes, and tells subscribers', () => {
    const store = createToastStore({ durationMs: Infinity });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const empty = store.getSnapshot();
    expect(store.getSnapshot()).toBe(empty);
    store.clear();
    expect(listener).not.toHaveBeenCalled();
    store.show(info('a'));
    expect(store.getSnapshot()).not.toBe(empty);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never shows more than max toasts, nor two with one id, whatever happens', () => {
    type Step =
      | { kind: 'show'; id: string | undefined; durationMs: number }
      | { kind: 'dismiss' | 'pause' | 'resume'; index: number }
      | { kind: 'advance'; ms: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('show' as const),
        id: fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: undefined }),
        durationMs: fc.constantFrom(0, 100, 2500, Infinity),
      }),
      fc.record({
        kind: fc.constantFrom('dismiss' as const, 'pause' as const, 'resume' as const),
        index: fc.nat(5),
      }),
      fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 3000 }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(step, { maxLength: 40 }),
        (max, steps) => {
          const clock = createFakeToastClock();
          const store = createToastStore({ clock, max });
          for (const s of steps) {
            const ids = store.getSnapshot().map((toast) => toast.id);
            if (s.kind === 'show') store.show(info('m', { id: s.id, durationMs: s.durationMs }));
            else if (s.kind === 'advance') clock.advance(s.ms);
            else store[s.kind](ids[s.index % Math.max(1, ids.length)] ?? 'none');
            const now = store.getSnapshot();
            expect(now.length).toBeLessThanOrEqual(max);
            expect(new Set(now.map((toast) => toast.id)).size).toBe(now.length);
            // Only running, timed toasts hold a timer.
            const running = now.filter((t) => !t.paused && !isStickyDuration(t.durationMs));
            expect(clock.pending()).toBe(running.length);
          }
        },
      ),
    );
  });
});

describe('addedToCartToast (SPEC §4)', () => {
  it('is a success toast with a Cart button, always with one id', () => {
    const onOpenCart = vi.fn();
    const { t } = getTranslator('ru');
    const toast = addedToCartToast({ t, onOpenCart });
    expect(toast).toMatchObject({
      id: CART_TOAST_ID,
      tone: 'success',
      message: 'Товар добавлен в корзину',
      action: { label: 'Корзина' },
    });
    toast.action?.onAction();
    expect(onOpenCart).toHaveBeenCalledOnce();
  });
});
