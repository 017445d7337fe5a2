import { createHash } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { ApiProblem, ERROR_DETAIL } from './errors.js';

/**
 * Rate limits whose counters live in the database (table rate_limits) or in Redis (REDIS_URL),
 * so every API process behind a load balancer counts the same attempts. A counter is a number of hits that lapses at
 * `expires_at`:
 * - a failure counter (`sliding`) moves its expiry on with each failure, so it counts consecutive
 *   failures until a quiet period or a success clears it ("10 failures per account + address");
 * - a cap (not sliding) counts hits in a fixed window from its first hit ("per-address caps").
 * A key at or over its limit refuses with 429 and Retry-After until the counter lapses.
 */
export interface LimitRule {
  /** The counter's key; build it with `limitKey`. */
  key: string;
  /** Hits allowed before the key refuses. */
  limit: number;
  /** How long the counter lives after its first hit (or, sliding, after its latest). */
  windowMs: number;
  /** Each hit extends the window (failure counters). @default false */
  sliding?: boolean;
  /**
   * A lock that grows (a sliding counter only): at `limit` hits the key refuses for `firstMs`
   * after its latest hit, twice as long with each further hit, never longer than `maxMs`. The
   * counter itself lives `windowMs` after its latest hit, which must outlast `maxMs`, so waiting
   * out a lock does not forget the failures before it.
   */
  lock?: { firstMs: number; maxMs: number };
}

/** Until when a counter refuses under its rule (a time not after `now` when it does not). */
function refusedUntil(rule: LimitRule, counter: Counter): number {
  if (counter.hits < rule.limit) return 0;
  if (!rule.lock) return counter.expiresAt.getTime();
  // A sliding counter's expiry is its latest hit plus the window.
  const latestHit = counter.expiresAt.getTime() - rule.windowMs;
  const doublings = Math.min(counter.hits - rule.limit, 30);
  return latestHit + Math.min(rule.lock.firstMs * 2 ** doublings, rule.lock.maxMs);
}

/**
 * A counter key: the action and its subjects. Subjects (e-mails, phones, tokens, addresses) are
 * hashed, so the table holds no personal data and every key has the same short shape.
 */
export function limitKey(action: string, ...subjects: readonly string[]): string {
  const digest = createHash('sha256').update(subjects.join('\u0000'), 'utf8').digest('base64url');
  return `${action}:${digest.slice(0, 32)}`;
}

/** A counter as a store keeps it. */
export interface Counter {
  key: string;
  hits: number;
  expiresAt: Date;
}

/**
 * Where counters live: the database (the default) or Redis (REDIS_URL). Either way every API
 * process sees the same counts.
 */
export interface CounterStore {
  /** The counters of these keys that exist (lapsed ones may be among them). */
  read(keys: readonly string[], now: Date): Promise<Counter[]>;
  /** Adds a hit (starting afresh when the counter lapsed); answers the hits it now has. */
  increment(rule: LimitRule, now: Date): Promise<number>;
  delete(keys: readonly string[]): Promise<void>;
  /** Deletes counters that lapsed before `olderThan` (a store that expires keys itself skips it). */
  prune(olderThan: Date): Promise<void>;
  close(): Promise<void>;
}

/** Counters in the table rate_limits. */
export function databaseCounters(db: Database): CounterStore {
  return {
    async read(keys) {
      return db
        .select()
        .from(rateLimits)
        .where(inArray(rateLimits.key, [...keys]));
    },
    async increment(rule, now) {
      const expiresAt = new Date(now.getTime() + rule.windowMs);
      // One statement: concurrent processes increment the same row without losing hits.
      const [row] = await db
        .insert(rateLimits)
        .values({ key: rule.key, hits: 1, expiresAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.expiresAt} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
            expiresAt:
              rule.sliding === true
                ? sql`${expiresAt}`
                : sql`case when ${rateLimits.expiresAt} <= ${now} then ${expiresAt} else ${rateLimits.expiresAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits });
      return row?.hits ?? 1;
    },
    async delete(keys) {
      await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
    },
    async prune(olderThan) {
      await db.delete(rateLimits).where(lt(rateLimits.expiresAt, olderThan));
    },
    async close() {},
  };
}

export interface RateLimiterOptions {
  /** The clock; tests move it instead of waiting. @default () => new Date() */
  now?: () => Date;
}

export class RateLimiter {
  private readonly now: () => Date;

  constructor(
    private readonly store: CounterStore,
    options: RateLimiterOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Refuses with 429 when any rule's counter has reached its limit. */
  async assertOpen(rules: readonly LimitRule[]): Promise<void> {
    if (rules.length === 0) return;
    const now = this.now();
    const counters = await this.store.read(
      rules.map((rule) => rule.key),
      now,
    );
    let retryAfterMs = 0;
    for (const counter of counters) {
      const rule = rules.find((candidate) => candidate.key === counter.key);
      if (!rule || counter.expiresAt <= now) continue;
      retryAfterMs = Math.max(retryAfterMs, refusedUntil(rule, counter) - now.getTime());
    }
    if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs);
  }

  /** Counts one hit on every rule's key. Answers the hits each key now has, in rule order. */
  async hit(rules: readonly LimitRule[]): Promise<number[]> {
    const now = this.now();
    const counts: number[] = [];
    for (const rule of rules) counts.push(await this.store.increment(rule, now));
    return counts;
  }

  /**
   * Counts a hit on each cap and refuses with 429 once a cap is exceeded: for limits on every
   * request (registrations, reset messages), not only on failures.
   */
  async consume(rules: readonly LimitRule[]): Promise<void> {
    await this.assertOpen(rules);
    const counts = await this.hit(rules);
    // Concurrent requests may all pass the first check; the one that went over refuses here.
    if (rules.some((rule, index) => (counts[index] ?? 0) > rule.limit)) {
      await this.assertOpen(rules);
    }
  }

  /**
   * Counts an attempt BEFORE it is made, for counters a burst must not outrun (the account's
   * sign-in lock): checking first and counting after the attempt lets 100 parallel guesses all
   * pass the check. Refuses with 429 while a counter is locked, and refuses the attempts that
   * were counted past a lock in a race: within the first `limit` hits every attempt goes on;
   * past it, only the one whose hit immediately follows the count it found unlocked.
   */
  async claim(rules: readonly LimitRule[]): Promise<void> {
    if (rules.length === 0) return;
    const now = this.now();
    const counters = await this.store.read(
      rules.map((rule) => rule.key),
      now,
    );
    const found = rules.map((rule) => {
      const counter = counters.find((candidate) => candidate.key === rule.key);
      return counter && counter.expiresAt > now ? counter.hits : 0;
    });
    await this.assertOpen(rules);
    const counts = await this.hit(rules);
    const raced = rules.some((rule, index) => {
      const hits = counts[index] ?? 0;
      return hits > rule.limit && hits !== (found[index] ?? 0) + 1;
    });
    if (raced) await this.assertOpen(rules);
  }

  /** Forgets counters: a success ends a run of consecutive failures. */
  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.store.delete(keys);
  }

  /** Deletes counters that lapsed before `olderThan` (run now and then; they are dead weight). */
  async prune(olderThan: Date = this.now()): Promise<void> {
    await this.store.prune(olderThan);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

function tooManyRequests(retryAfterMs: number): ApiProblem {
  return new ApiProblem(429, ERROR_DETAIL.tooManyRequests, {}, retryAfterMs / 1000);
}

/** The action of a counter key (`limitKey`'s first part). */
const actionOf = (key: string) => key.slice(0, key.indexOf(':'));

/**
 * Counters of the `durable` actions in `durable` (the database), the rest in `fast` (Redis): a
 * lock that guards an account must outlive a Redis restart, which keeps nothing, and must not
 * fall back to per-process counting while Redis is away; the per-address caps may.
 */
export function routedCounters(
  fast: CounterStore,
  durable: CounterStore,
  durableActions: ReadonlySet<string>,
): CounterStore {
  const storeOf = (key: string) => (durableActions.has(actionOf(key)) ? durable : fast);
  const split = (keys: readonly string[]) => ({
    fastKeys: keys.filter((key) => storeOf(key) === fast),
    durableKeys: keys.filter((key) => storeOf(key) === durable),
  });
  return {
    async read(keys, now) {
      const { fastKeys, durableKeys } = split(keys);
      const [a, b] = await Promise.all([
        fastKeys.length > 0 ? fast.read(fastKeys, now) : [],
        durableKeys.length > 0 ? durable.read(durableKeys, now) : [],
      ]);
      return [...a, ...b];
    },
    increment: (rule, now) => storeOf(rule.key).increment(rule, now),
    async delete(keys) {
      const { fastKeys, durableKeys } = split(keys);
      if (fastKeys.length > 0) await fast.delete(fastKeys);
      if (durableKeys.length > 0) await durable.delete(durableKeys);
    },
    async prune(olderThan) {
      await Promise.all([fast.prune(olderThan), durable.prune(olderThan)]);
    },
    async close() {
      await Promise.all([fast.close(), durable.close()]);
    },
  };
}
