import { describe, expect, it, vi } from 'vitest';
import { fallbackCounters, memoryCounters } from './rate-limit-fallback.js';
import type { CounterStore } from './rate-limit.js';

const at = (ms: number) => new Date(ms);

describe('memoryCounters', () => {
  it('counts a fixed window from its first hit and a sliding one from its latest', async () => {
    const store = memoryCounters(10);
    const fixed = { key: 'fixed', limit: 2, windowMs: 100 };
    const sliding = { ...fixed, key: 'sliding', sliding: true };
    expect(await store.increment(fixed, at(0))).toBe(1);
    expect(await store.increment(fixed, at(50))).toBe(2);
    expect((await store.read(['fixed'], at(50)))[0]?.expiresAt).toEqual(at(100));
    expect(await store.increment(fixed, at(100))).toBe(1);
    await store.increment(sliding, at(0));
    await store.increment(sliding, at(80));
    expect((await store.read(['sliding'], at(80)))[0]).toEqual({
      key: 'sliding',
      hits: 2,
      expiresAt: at(180),
    });
    await store.delete(['sliding']);
    expect(await store.read(['sliding'], at(80))).toEqual([]);
  });

  it('keeps at most its bound, dropping the least recently counted first', async () => {
    const store = memoryCounters(2);
    const rule = (key: string) => ({ key, limit: 5, windowMs: 1_000 });
    await store.increment(rule('a'), at(0));
    await store.increment(rule('b'), at(0));
    await store.increment(rule('a'), at(1));
    await store.increment(rule('c'), at(2));
    expect((await store.read(['a', 'b', 'c'], at(2))).map((counter) => counter.key)).toEqual([
      'a',
      'c',
    ]);
    await store.prune(at(5_000));
    expect(await store.read(['a', 'c'], at(5_000))).toEqual([]);
  });
});

describe('fallbackCounters', () => {
  /** A primary store that fails while `down` is set. */
  function flaky() {
    const state = { down: false, calls: 0 };
    const inner = memoryCounters(10);
    const guard = <T>(call: () => Promise<T>): Promise<T> => {
      state.calls += 1;
      return state.down ? Promise.reject(new Error('Connection is closed.')) : call();
    };
    const store: CounterStore = {
      read: (keys, now) => guard(() => inner.read(keys, now)),
      increment: (rule, now) => guard(() => inner.increment(rule, now)),
      delete: (keys) => guard(() => inner.delete(keys)),
      prune: (olderThan) => guard(() => inner.prune(olderThan)),
      close: () => inner.close(),
    };
    return { state, store };
  }

  it('counts in the fallback from the first failure, says so once, tries again after a while', async () => {
    let time = 0;
    const primary = flaky();
    const onDown = vi.fn();
    const onUp = vi.fn();
    const store = fallbackCounters(primary.store, memoryCounters(10), {
      retryMs: 1_000,
      onDown,
      onUp,
      now: () => time,
    });
    const rule = { key: 'k', limit: 3, windowMs: 60_000 };
    expect(await store.increment(rule, at(0))).toBe(1);
    primary.state.down = true;
    // Not refused and not lost: counted in memory, one failed call to the primary only.
    expect(await store.increment(rule, at(1))).toBe(1);
    expect(await store.increment(rule, at(2))).toBe(2);
    expect(await store.read(['k'], at(2))).toMatchObject([{ hits: 2 }]);
    expect(primary.state.calls).toBe(2);
    expect(onDown).toHaveBeenCalledOnce();
    // Past retryMs the primary is asked again: still down, the fallback still counts.
    time = 1_000;
    expect(await store.increment(rule, at(3))).toBe(3);
    expect(primary.state.calls).toBe(3);
    expect(onDown).toHaveBeenCalledOnce();
    // Back: the primary's own count goes on.
    primary.state.down = false;
    time = 2_000;
    expect(await store.increment(rule, at(4))).toBe(2);
    expect(onUp).toHaveBeenCalledOnce();
  });
});
