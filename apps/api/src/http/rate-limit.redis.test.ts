import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import {
  ACCOUNT_LOCK,
  accountLockRule,
  CONSECUTIVE_FAILURES,
  failureRules,
  signInSubject,
} from '../auth/limits.js';
import { rateLimits } from '../db/schema.js';
import { call, nextAddress } from '../routes/accounts/accounts.test-helpers.js';
import {
  fastOrder,
  line,
  ORDER_URL,
  PLAIN,
  setProduct,
} from '../routes/orders/orders.test-helpers.js';
import { createTestApi, TEST_CONFIG, TEST_PASSWORD_PARAMS, type TestApi } from '../test/harness.js';
import { limitKey, RateLimiter, type CounterStore } from './rate-limit.js';
import { redisCounters } from './rate-limit-redis.js';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A redis-server of this test's own on `port`, keeping nothing on disk. */
function spawnRedis(port: number): ChildProcess {
  const binary = process.env.TEST_REDIS_SERVER;
  if (!binary) throw new Error('Redis suites need TEST_REDIS_SERVER (set by the gate)');
  return spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}

/** Waits until a store's Redis answers (a server just started takes a moment). */
async function answering(store: CounterStore): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await store.read(['probe'], new Date());
      return;
    } catch (error) {
      if (attempt > 50) throw error;
      await sleep(100);
    }
  }
}

/**
 * Rate-limit counters in Redis (REDIS_URL): a redis-server of its own (the gate found the binary,
 * TEST_REDIS_SERVER), nothing kept on disk.
 */
describe('rate limits in Redis', () => {
  let server: ChildProcess;
  let url: string;
  let store: CounterStore;

  beforeAll(async () => {
    const port = await freePort();
    server = spawnRedis(port);
    url = `redis://127.0.0.1:${port}`;
    store = redisCounters(url);
    await answering(store);
  });
  afterAll(async () => {
    await store.close();
    server.kill();
  });

  it('counts a fixed window from its first hit, then starts afresh', async () => {
    const rule = { key: limitKey('redis-fixed', 'a'), limit: 2, windowMs: 400 };
    expect(await store.increment(rule, new Date())).toBe(1);
    await sleep(150);
    expect(await store.increment(rule, new Date())).toBe(2);
    const now = new Date();
    const [counter] = await store.read([rule.key], now);
    expect(counter?.hits).toBe(2);
    // The window started at the first hit: less than 400 ms remain.
    expect(counter && counter.expiresAt.getTime() - now.getTime()).toBeLessThanOrEqual(260);
    await sleep(400);
    expect(await store.read([rule.key], new Date())).toEqual([]);
    expect(await store.increment(rule, new Date())).toBe(1);
  });

  it('moves a sliding window on with each hit; delete forgets', async () => {
    const rule = { key: limitKey('redis-sliding', 'b'), limit: 5, windowMs: 400, sliding: true };
    await store.increment(rule, new Date());
    await sleep(250);
    await store.increment(rule, new Date());
    await sleep(250);
    const [counter] = await store.read([rule.key], new Date());
    expect(counter?.hits).toBe(2);
    await store.delete([rule.key]);
    expect(await store.read([rule.key], new Date())).toEqual([]);
  });

  it('refuses with 429 at the limit, counting concurrent hits exactly', async () => {
    const limiter = new RateLimiter(store);
    const rule = { key: limitKey('redis-limit', 'c'), limit: 20, windowMs: 60_000 };
    await Promise.all(Array.from({ length: 20 }, () => limiter.hit([rule])));
    await expect(limiter.assertOpen([rule])).rejects.toMatchObject({ statusCode: 429 });
  });

  describe('two API processes on one database and one Redis', () => {
    let first: TestApi;
    let second: TestApi;
    beforeAll(async () => {
      first = await createTestApi('pglite', { seed: false, config: { redisUrl: url } });
      const app = await buildApp({
        database: first.database,
        config: { ...TEST_CONFIG, redisUrl: url },
        passwordParams: TEST_PASSWORD_PARAMS,
      });
      second = { app, database: first.database, close: () => app.close() };
    });
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    it('agree: failures counted by one lock the account out of the other', async () => {
      const address = nextAddress();
      const body = { username: 'ana@example.md', password: 'wrong-password' };
      for (let failure = 0; failure < CONSECUTIVE_FAILURES; failure += 1) {
        const api = failure % 2 === 0 ? first : second;
        expect((await call(api, 'POST', '/auth/token/login/', { address, body })).statusCode).toBe(
          400,
        );
      }
      for (const api of [first, second]) {
        const locked = await call(api, 'POST', '/auth/token/login/', { address, body });
        expect(locked.statusCode).toBe(429);
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('agree on the account lock: failures from many addresses lock the account everywhere', async () => {
      const body = { username: 'ion@example.md', password: 'wrong-password' };
      for (let failure = 0; failure < CONSECUTIVE_FAILURES; failure += 1) {
        const api = failure % 2 === 0 ? first : second;
        const response = await call(api, 'POST', '/auth/token/login/', { body });
        expect(response.statusCode).toBe(400);
      }
      for (const api of [first, second]) {
        const locked = await call(api, 'POST', '/auth/token/login/', { body });
        expect(locked.statusCode).toBe(429);
        // The first lock, read from the counter's latest failure.
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(
          ACCOUNT_LOCK.firstMs / 1000 - 5,
        );
        expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(
          ACCOUNT_LOCK.firstMs / 1000,
        );
      }
    });
  });
});

describe('the rate limits while Redis is away', () => {
  let port: number;
  let server: ChildProcess;
  let api: TestApi;

  /** Waits until the Redis on `port` answers. */
  async function redisUp(): Promise<void> {
    const probe = redisCounters(`redis://127.0.0.1:${port}`);
    try {
      await answering(probe);
    } finally {
      await probe.close();
    }
  }

  beforeAll(async () => {
    port = await freePort();
    server = spawnRedis(port);
    await redisUp();
    api = await createTestApi('pglite', { config: { redisUrl: `redis://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await api.close();
    server.kill();
  });

  const signIn = (address: string) =>
    call(api, 'POST', '/auth/token/login/', {
      address,
      body: { username: 'nobody@example.md', password: 'wrong-password' },
    });

  it('answers every call, still counting, and counts in Redis again once it is back', async () => {
    const probe = await call(api, 'POST', '/auth/token/login/', {
      body: { username: 'probe@example.md', password: 'wrong-password' },
    });
    expect(probe.statusCode).toBe(400);
    server.kill();
    await once(server, 'exit');
    // Away: the wrong password is still answered as such (never a 500), promptly, and the
    // failures are still counted: the lock comes at the limit.
    const address = nextAddress();
    const started = Date.now();
    for (let failure = 0; failure < CONSECUTIVE_FAILURES; failure += 1) {
      expect((await signIn(address)).statusCode).toBe(400);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await signIn(address)).statusCode).toBe(429);
    // A guest's order, counted against the guests' hourly cap, is placed too.
    await setProduct(api, 1, PLAIN);
    const order = await call(api, 'POST', ORDER_URL, { body: fastOrder([line(1, 1)]) });
    expect(order.statusCode, order.body).toBe(201);

    server = spawnRedis(port);
    await redisUp();
    // The account's lock was counted in the database all along, not in this process alone.
    expect((await signIn(nextAddress())).statusCode).toBe(429);
    // Tried again within its retry time, Redis counts the next failures.
    const later = nextAddress();
    let tries = 0;
    await expect
      .poll(
        async () => {
          // A new account each time: ten tries would lock one, and a lock refuses before
          // anything is counted.
          tries += 1;
          const username = `later-${tries}@example.md`;
          await call(api, 'POST', '/auth/token/login/', {
            address: later,
            body: { username, password: 'wrong-password' },
          });
          const store = redisCounters(`redis://127.0.0.1:${port}`);
          try {
            const [run] = failureRules('login', username, later);
            return (await store.read([run?.key ?? ''], new Date())).length;
          } finally {
            await store.close();
          }
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBeGreaterThan(0);
  });

  it('a Redis restart, which keeps nothing, keeps the account’s lock (issue 40)', async () => {
    const login = 'lock-survives@example.md';
    const body = { username: login, password: 'wrong-password' };
    for (let failure = 0; failure < CONSECUTIVE_FAILURES; failure += 1) {
      expect((await call(api, 'POST', '/auth/token/login/', { body })).statusCode).toBe(400);
    }
    expect((await call(api, 'POST', '/auth/token/login/', { body })).statusCode).toBe(429);
    const lockKey = accountLockRule(signInSubject(login, undefined)).key;
    const [row] = await api.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, lockKey));
    expect(row?.hits).toBe(CONSECUTIVE_FAILURES);

    server.kill();
    await once(server, 'exit');
    server = spawnRedis(port);
    await redisUp();
    const locked = await call(api, 'POST', '/auth/token/login/', { body });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
