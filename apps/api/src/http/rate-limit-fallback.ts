import type { Counter, CounterStore, LimitRule } from './rate-limit.js';

/**
 * Counters in this process's memory, at most `maxKeys` of them (the least recently counted go
 * first): what the rate limits count with while their shared store is away. Each process counts
 * alone then, so a limit holds per process, not across them.
 */
export function memoryCounters(maxKeys: number): CounterStore {
  const counters = new Map<string, Counter>();
  return {
    async read(keys) {
      return keys.flatMap((key) => {
        const counter = counters.get(key);
        return counter ? [{ ...counter }] : [];
      });
    },
    async increment(rule: LimitRule, now: Date) {
      const found = counters.get(rule.key);
      const lapsed = !found || found.expiresAt <= now;
      const expiresAt =
        lapsed || rule.sliding === true ? new Date(now.getTime() + rule.windowMs) : found.expiresAt;
      const counter = { key: rule.key, hits: lapsed ? 1 : found.hits + 1, expiresAt };
      counters.delete(rule.key);
      counters.set(rule.key, counter);
      for (const oldest of counters.keys()) {
        if (counters.size <= maxKeys) break;
        counters.delete(oldest);
      }
      return counter.hits;
    },
    async delete(keys) {
      for (const key of keys) counters.delete(key);
    },
    async prune(olderThan) {
      for (const [key, counter] of counters) {
        if (counter.expiresAt < olderThan) counters.delete(key);
      }
    },
    async close() {
      counters.clear();
    },
  };
}

export interface FallbackOptions {
  /** How long the fallback is used before the primary store is tried again, in ms. */
  retryMs: number;
  /** The primary store failed (said once per outage). */
  onDown: (error: unknown) => void;
  /** The primary store answers again. */
  onUp: () => void;
  now?: () => number;
}

/**
 * The `primary` store (Redis) while it answers; `fallback` (memoryCounters) from its first failed
 * call until it answers again, tried once every `retryMs`: a rate-limited call is never refused
 * because the counters' store is away, and does not wait for it on every request either.
 */
export function fallbackCounters(
  primary: CounterStore,
  fallback: CounterStore,
  options: FallbackOptions,
): CounterStore {
  const now = options.now ?? Date.now;
  let downUntil: number | null = null;
  const use = async <T>(call: (store: CounterStore) => Promise<T>): Promise<T> => {
    if (downUntil !== null && now() < downUntil) return call(fallback);
    try {
      const answer = await call(primary);
      if (downUntil !== null) {
        downUntil = null;
        options.onUp();
      }
      return answer;
    } catch (error) {
      if (downUntil === null) options.onDown(error);
      downUntil = now() + options.retryMs;
      return call(fallback);
    }
  };
  return {
    read: (keys, at) => use((store) => store.read(keys, at)),
    increment: (rule, at) => use((store) => store.increment(rule, at)),
    delete: (keys) => use((store) => store.delete(keys)),
    async prune(olderThan) {
      await fallback.prune(olderThan);
      await use((store) => store.prune(olderThan));
    },
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
