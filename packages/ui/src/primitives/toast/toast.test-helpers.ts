import type { ToastClock } from './toast-store.js';

/** A hand-driven clock for the toast store: time moves only through `advance`. */
export interface FakeToastClock extends ToastClock {
  /** Moves time forward, running every timer that falls due, in order. */
  advance: (ms: number) => void;
  /** Timers waiting to run. */
  pending: () => number;
}

export function createFakeToastClock(): FakeToastClock {
  let time = 0;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();

  return {
    now: () => time,
    setTimeout(callback, ms) {
      const handle = nextHandle;
      nextHandle += 1;
      timers.set(handle, { at: time + Math.max(0, ms), callback });
      return handle;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = time + ms;
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of timers) {
          if (entry[1].at <= end && (due === undefined || entry[1].at < due[1].at)) due = entry;
        }
        if (due === undefined) break;
        timers.delete(due[0]);
        time = due[1].at;
        due[1].callback();
      }
      time = end;
    },
    pending: () => timers.size,
  };
}
