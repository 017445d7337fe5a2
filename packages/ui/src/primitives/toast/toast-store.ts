import { TOAST_DURATION_MS } from '@shop/core/rules';
// Type only: the store runs without React; a message is whatever the view can render.
import type { ReactNode } from 'react';
import type { Translator } from '../../i18n/index.js';

export { TOAST_DURATION_MS };

/** How many toasts are on screen at most; past it the oldest goes. */
export const TOAST_MAX = 3;

/** The id of the "added to cart" toast: adding again replaces it instead of stacking a second one. */
export const CART_TOAST_ID = 'cart-added';

/**
 * The longest delay a browser timer can wait (2^31 − 1 ms, about 24.8 days); a longer one would
 * fire at once, so such a toast is treated as sticky.
 */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

export type ToastTone = 'success' | 'info' | 'error';

/** The button of a toast (the "Cart" button of the added-to-cart toast). */
export interface ToastAction {
  /** The button's text, translated. */
  label: string;
  /** Runs on click; the toast then closes. */
  onAction: () => void;
}

/** What `show()` takes. */
export interface ToastInput {
  /**
   * A toast with the id of one on screen replaces it (its timer starts again) rather than
   * stacking a second one. Without an id each toast is new.
   */
  id?: string;
  /** success and info are announced politely (`role="status"`), error at once (`role="alert"`). */
  tone: ToastTone;
  /** The text (or any renderable content) of the toast, translated. */
  message: ReactNode;
  /** An optional button, e.g. `{ label: t('toast.cart'), onAction: openCart }`. */
  action?: ToastAction;
  /**
   * How long the toast stays, overriding the store's duration. `0`, `Infinity` (or any value that
   * is not a positive number a timer can wait) makes it sticky: it stays until dismissed.
   */
  durationMs?: number;
}

/** A toast on screen: what `getSnapshot()` lists, oldest first. */
export interface ToastRecord extends ToastInput {
  readonly id: string;
  /** The duration in force (the toast's own or the store's); see `isStickyDuration`. */
  readonly durationMs: number;
  /** Whether its timer is paused (pointer over it, or focus inside it). */
  readonly paused: boolean;
  /**
   * Changes each time a toast is shown, also when it replaces one with the same id: the view keys
   * on it so a repeated "added to cart" is drawn and announced again.
   */
  readonly key: string;
}

/** The clock the store uses; injected so tests control time. */
export interface ToastClock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

export interface ToastStoreOptions {
  /**
   * How long a toast stays unless it sets its own `durationMs`. `0` or `Infinity` makes every
   * toast sticky (stories and screenshots).
   * @default TOAST_DURATION_MS (2500, SPEC §9)
   */
  durationMs?: number;
  /**
   * The most toasts on screen; showing one more drops the oldest.
   * @default TOAST_MAX (3)
   */
  max?: number;
  /**
   * Timers and time. The default reads the globals at call time, so Vitest's fake timers work.
   * @default the global setTimeout, clearTimeout and Date.now
   */
  clock?: ToastClock;
}

export interface ToastStore {
  /** Shows a toast (or replaces the one with the same id) and returns its id. */
  show: (toast: ToastInput) => string;
  /** Closes a toast; an unknown id does nothing. */
  dismiss: (id: string) => void;
  /** Closes every toast. */
  clear: () => void;
  /** Stops a toast's timer, keeping the time it has left. */
  pause: (id: string) => void;
  /** Restarts a paused toast's timer for the time it had left. */
  resume: (id: string) => void;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** The toasts on screen, oldest first. The same array until something changes. */
  getSnapshot: () => readonly ToastRecord[];
}

const globalClock: ToastClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * Whether a toast with this duration stays until dismissed: `0`, `Infinity`, a negative number,
 * NaN, or a delay longer than a browser timer can wait.
 */
export function isStickyDuration(durationMs: number): boolean {
  return !(durationMs > 0 && durationMs <= MAX_TIMER_DELAY_MS);
}

/** The timer of one toast: the time it has left, and when it last started counting. */
interface Countdown {
  remaining: number;
  startedAt: number;
  handle: unknown;
}

const EMPTY: readonly ToastRecord[] = [];

/**
 * The toast area's state, without React: a list of toasts, each closing by itself after its
 * duration. Pausing keeps the time left (WCAG 2.2.1: a user reading or hovering the toast is not
 * rushed); resuming counts down only what remains.
 *
 * @example
 * const store = createToastStore();
 * store.show(addedToCartToast({ t, onOpenCart: () => setCartOpen(true) }));
 */
export function createToastStore({
  durationMs = TOAST_DURATION_MS,
  max = TOAST_MAX,
  clock = globalClock,
}: ToastStoreOptions = {}): ToastStore {
  const limit = Math.max(1, Math.floor(max));
  let toasts = EMPTY;
  let sequence = 0;
  const countdowns = new Map<string, Countdown>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  const stopTimer = (id: string) => {
    const countdown = countdowns.get(id);
    if (countdown?.handle !== undefined) clock.clearTimeout(countdown.handle);
    countdowns.delete(id);
  };

  const runTimer = (id: string, countdown: Countdown) => {
    countdown.startedAt = clock.now();
    countdown.handle = clock.setTimeout(() => dismiss(id), countdown.remaining);
  };

  const update = (id: string, change: (toast: ToastRecord) => ToastRecord) => {
    toasts = toasts.map((toast) => (toast.id === id ? change(toast) : toast));
  };

  function dismiss(id: string) {
    if (!toasts.some((toast) => toast.id === id)) return;
    stopTimer(id);
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  return {
    show(input) {
      sequence += 1;
      const id = input.id ?? `toast-${sequence}`;
      const duration = input.durationMs ?? durationMs;
      stopTimer(id);
      const record: ToastRecord = {
        ...input,
        id,
        durationMs: duration,
        paused: false,
        key: `${id}:${sequence}`,
      };
      const kept = toasts.filter((toast) => toast.id !== id);
      const dropped = kept.slice(0, Math.max(0, kept.length + 1 - limit));
      for (const toast of dropped) stopTimer(toast.id);
      toasts = [...kept.slice(dropped.length), record];
      if (!isStickyDuration(duration)) {
        const countdown: Countdown = { remaining: duration, startedAt: 0, handle: undefined };
        countdowns.set(id, countdown);
        runTimer(id, countdown);
      }
      emit();
      return id;
    },

    dismiss,

    clear() {
      if (toasts.length === 0) return;
      for (const toast of toasts) stopTimer(toast.id);
      toasts = EMPTY;
      emit();
    },

    pause(id) {
      const toast = toasts.find((item) => item.id === id);
      if (!toast || toast.paused) return;
      const countdown = countdowns.get(id);
      if (countdown) {
        clock.clearTimeout(countdown.handle);
        countdown.handle = undefined;
        countdown.remaining = Math.max(
          0,
          countdown.remaining - (clock.now() - countdown.startedAt),
        );
      }
      update(id, (current) => ({ ...current, paused: true }));
      emit();
    },

    resume(id) {
      const toast = toasts.find((item) => item.id === id);
      if (!toast?.paused) return;
      update(id, (current) => ({ ...current, paused: false }));
      const countdown = countdowns.get(id);
      if (countdown) runTimer(id, countdown);
      emit();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    getSnapshot: () => toasts,
  };
}

export interface AddedToCartToastOptions {
  /** The translator's `t` (from `const { t } = useT()`). */
  t: Translator['t'];
  /** Opens the cart panel; the toast's "Cart" button calls it. */
  onOpenCart: () => void;
}

/**
 * The toast shown after adding to the cart (SPEC §2, §4): success, "Added to your cart", a "Cart"
 * button that opens the cart panel. It always has the same id, so adding again replaces it.
 *
 * @example
 * const { t } = useT();
 * const toast = useToast();
 * toast.show(addedToCartToast({ t, onOpenCart: () => setCartOpen(true) }));
 */
export function addedToCartToast({ t, onOpenCart }: AddedToCartToastOptions): ToastInput {
  return {
    id: CART_TOAST_ID,
    tone: 'success',
    message: t('toast.added'),
    action: { label: t('toast.cart'), onAction: onOpenCart },
  };
}
