import { Redis } from 'ioredis';
import type { Counter, CounterStore } from './rate-limit.js';

/** The longest a counter command may wait for Redis, in ms (a local Redis answers in well under 1). */
const COMMAND_TIMEOUT_MS = 500;

/** Keys of this shop's counters in a Redis that others may share. */
const PREFIX = 'shop:rate:';

/**
 * Adds a hit atomically: a new or lapsed key starts at 1 with the window as its lifetime; a
 * sliding counter's lifetime restarts at every hit, a fixed one keeps its first expiry.
 */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 or ARGV[2] == '1' then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return hits
`;

/**
 * Counters in Redis (REDIS_URL), for several API processes past one database: Redis expires the
 * keys itself, so nothing needs pruning. Redis keeps its own time; the limiter's clock only
 * reads the remaining lifetimes.
 */
export function redisCounters(url: string): CounterStore {
  // Offline commands queue only briefly and no command waits long: a Redis that is down fails
  // the call within COMMAND_TIMEOUT_MS (the rate limits then count in memory, fallbackCounters),
  // it does not hang the request.
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // Connection errors also reject the commands waiting on them, which is how the caller learns
  // of them (fallbackCounters says so once); the listener only keeps them from crashing us.
  redis.on('error', () => undefined);
  return {
    async read(keys, now) {
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.get(PREFIX + key).pttl(PREFIX + key);
      const replies = (await pipeline.exec()) ?? [];
      const counters: Counter[] = [];
      keys.forEach((key, index) => {
        const [hitsError, hits] = replies[index * 2] ?? [];
        const [ttlError, ttl] = replies[index * 2 + 1] ?? [];
        if (hitsError) throw hitsError;
        if (ttlError) throw ttlError;
        if (typeof hits !== 'string' || typeof ttl !== 'number' || ttl <= 0) return;
        counters.push({ key, hits: Number(hits), expiresAt: new Date(now.getTime() + ttl) });
      });
      return counters;
    },
    async increment(rule) {
      const hits = await redis.eval(
        INCREMENT,
        1,
        PREFIX + rule.key,
        String(rule.windowMs),
        rule.sliding === true ? '1' : '0',
      );
      return Number(hits);
    },
    async delete(keys) {
      if (keys.length > 0) await redis.del(...keys.map((key) => PREFIX + key));
    },
    async prune() {},
    async close() {
      redis.disconnect();
    },
  };
}
