import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOCK,
  ACCOUNT_RESET_MESSAGES_PER_HOUR,
  CONSECUTIVE_FAILURES,
} from '../../auth/limits.js';
import type { Driver } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';
import { ApiProblem } from '../../http/errors.js';
import { databaseCounters, limitKey, RateLimiter } from '../../http/rate-limit.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  call,
  expectAlike,
  expectProblem,
  mailedToken,
  nextAddress,
  outboxFor,
  PASSWORD,
  physicalBody,
  signedUp,
} from './accounts.test-helpers.js';

async function refusal(promise: Promise<unknown>): Promise<ApiProblem | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  return undefined;
}

/**
 * Rate limits (issue 6): the counters in the database, and the 429 answers of sign-in,
 * registration, both resets, check-token and confirm. Run by rate-limits.test.ts (PGlite) and
 * rate-limits.pg.test.ts (PostgreSQL).
 */
export function rateLimitsSuite(driver: Driver): void {
  describe(`accounts: rate limits (${driver})`, () => {
    let api: TestApi;
    // The API's rate limits run this far ahead of the real clock: tests move it past a lock.
    let aheadMs = 0;
    const advanceApi = (ms: number) => {
      aheadMs += ms;
    };
    beforeAll(async () => {
      api = await createTestApi(driver, {
        seed: false,
        app: { limiterClock: () => new Date(Date.now() + aheadMs) },
      });
    });
    afterAll(() => api.close());

    describe('RateLimiter', () => {
      let clock = new Date('2026-11-22T10:00:00Z');
      const limiter = () =>
        new RateLimiter(databaseCounters(api.database.db), { now: () => clock });
      const advance = (ms: number) => {
        clock = new Date(clock.getTime() + ms);
      };

      it('a sliding counter refuses at its limit until a quiet window has passed', async () => {
        const rule = {
          key: limitKey('test-sliding', 'a'),
          limit: 3,
          windowMs: 60_000,
          sliding: true,
        };
        await limiter().hit([rule]);
        advance(50_000);
        await limiter().hit([rule]);
        advance(50_000);
        expect(await limiter().hit([rule])).toEqual([3]);
        const refused = await refusal(limiter().assertOpen([rule]));
        expect(refused?.statusCode).toBe(429);
        expect(refused?.retryAfterSeconds).toBe(60);
        advance(59_000);
        expect((await refusal(limiter().assertOpen([rule])))?.retryAfterSeconds).toBe(1);
        advance(1_000);
        expect(await refusal(limiter().assertOpen([rule]))).toBeUndefined();
        expect(await limiter().hit([rule])).toEqual([1]);
      });

      it('a fixed window counts from its first hit; clear forgets; prune deletes lapsed counters', async () => {
        const rule = { key: limitKey('test-fixed', 'b'), limit: 2, windowMs: 60_000 };
        await limiter().consume([rule]);
        advance(30_000);
        await limiter().consume([rule]);
        const refused = await refusal(limiter().consume([rule]));
        expect(refused?.retryAfterSeconds).toBe(30);
        advance(30_000);
        await limiter().consume([rule]);
        await limiter().clear([rule.key]);
        expect(await limiter().hit([rule])).toEqual([1]);
        advance(120_000);
        await limiter().prune();
        const keys = (await api.database.db.select().from(rateLimits)).map((row) => row.key);
        expect(keys).not.toContain(rule.key);
      });

      it('counts concurrent hits without losing any', async () => {
        const rule = { key: limitKey('test-concurrent', 'c'), limit: 100, windowMs: 60_000 };
        await Promise.all(Array.from({ length: 20 }, () => limiter().hit([rule])));
        expect(await limiter().hit([rule])).toEqual([21]);
      });

      it('keys hold no personal data', () => {
        const key = limitKey('login', 'ana@example.md', '10.0.0.1');
        expect(key).toMatch(/^login:[\w-]{32}$/);
        expect(key).not.toContain('ana');
      });
    });

    describe('over HTTP', () => {
      it('sign-in: 429 with Retry-After after 10 failures of one account from one address', async () => {
        const account = await signedUp(api);
        const address = nextAddress();
        const attempt = (password: string, from = address) =>
          call(api, 'POST', '/auth/token/login/', {
            address: from,
            body: { username: account.email, password },
          });
        for (let failure = 0; failure < CONSECUTIVE_FAILURES; failure += 1) {
          expectProblem(await attempt('wrong-password'), 400, 'invalid_credentials');
        }
        const locked = await attempt(PASSWORD);
        expectProblem(locked, 429, 'too_many_requests');
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      });

      it('sign-in: a success ends the run of failures', async () => {
        const account = await signedUp(api);
        const address = nextAddress();
        const attempt = (password: string) =>
          call(api, 'POST', '/auth/token/login/', {
            address,
            body: { username: account.username, password },
          });
        for (let failure = 0; failure < CONSECUTIVE_FAILURES - 1; failure += 1) {
          await attempt('wrong-password');
        }
        expect((await attempt(PASSWORD)).statusCode).toBe(200);
        for (let failure = 0; failure < CONSECUTIVE_FAILURES - 1; failure += 1) {
          await attempt('wrong-password');
        }
        expect((await attempt(PASSWORD)).statusCode).toBe(200);
      });

      it('sign-in: one address trying many accounts meets its cap', async () => {
        const address = nextAddress();
        let status = 0;
        for (let attempt = 0; attempt < 60 && status !== 429; attempt += 1) {
          const response = await call(api, 'POST', '/auth/token/login/', {
            address,
            body: { username: `+3736${String(1_000_000 + attempt)}`, password: 'guess-123' },
          });
          status = response.statusCode;
        }
        expect(status).toBe(429);
      });

      it('registration: an address may open 20 accounts an hour', async () => {
        const address = nextAddress();
        for (let count = 0; count < 20; count += 1) {
          const response = await call(api, 'POST', '/auth/users/', {
            address,
            body: physicalBody(),
          });
          expect(response.statusCode, response.body).toBe(201);
        }
        const refused = await call(api, 'POST', '/auth/users/', { address, body: physicalBody() });
        expectProblem(refused, 429, 'too_many_requests');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      });

      it('password reset: an account gets at most 5 messages an hour, asked for from anywhere', async () => {
        const account = await signedUp(api);
        for (let request = 0; request < ACCOUNT_RESET_MESSAGES_PER_HOUR + 2; request += 1) {
          const response = await call(api, 'POST', '/api/password_reset/', {
            body: { email: account.email },
          });
          expect(response.statusCode).toBe(204);
        }
        expect(await outboxFor(api, account.email)).toHaveLength(ACCOUNT_RESET_MESSAGES_PER_HOUR);
      });

      it('password reset: 429 after 10 requests for one login from one address, known or not', async () => {
        const address = nextAddress();
        for (const email of ['ghost@example.md', (await signedUp(api)).email]) {
          for (let request = 0; request < CONSECUTIVE_FAILURES; request += 1) {
            const response = await call(api, 'POST', '/api/password_reset/', {
              address,
              body: { email },
            });
            expect(response.statusCode).toBe(204);
          }
          expectProblem(
            await call(api, 'POST', '/api/password_reset/', { address, body: { email } }),
            429,
            'too_many_requests',
          );
        }
      });

      it('confirm and check-token: 429 after 10 failures from one address', async () => {
        const address = nextAddress();
        const token = 'z'.repeat(43);
        for (let failure = 0; failure < CONSECUTIVE_FAILURES; failure += 1) {
          expectProblem(
            await call(api, 'POST', '/api/password_reset/confirm/', {
              address,
              body: { password: 'parola-noua-9', token },
            }),
            400,
            'invalid_token',
          );
          const checked = await call(api, 'GET', `/accounts/check-token?token=${token}`, {
            address,
          });
          expect(checked.json()).toEqual({ token: null });
        }
        expectProblem(
          await call(api, 'POST', '/api/password_reset/confirm/', {
            address,
            body: { password: 'parola-noua-9', token },
          }),
          429,
          'too_many_requests',
        );
        expectProblem(
          await call(api, 'GET', `/accounts/check-token?token=${token}`, { address }),
          429,
          'too_many_requests',
        );
      });
    });
    describe('the account lock: failures from any address (issue 18)', () => {
      const signInFrom = (username: string, password: string, address = nextAddress()) =>
        call(api, 'POST', '/auth/token/login/', { address, body: { username, password } });
      const retryAfter = (response: { headers: Record<string, unknown> }) =>
        Number(response.headers['retry-after']);
      const lockSeconds = (doublings: number) =>
        Math.min(ACCOUNT_LOCK.firstMs * 2 ** doublings, ACCOUNT_LOCK.maxMs) / 1000;

      /** Fails `count` sign-ins, each from a new address; answers the statuses. */
      async function failFromMany(username: string, count: number): Promise<number[]> {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < count; attempt += 1) {
          statuses.push((await signInFrom(username, 'wrong-password')).statusCode);
        }
        return statuses;
      }

      it('40 wrong passwords from 40 addresses: 429 from the 11th on, the right one too', async () => {
        const account = await signedUp(api);
        const statuses = await failFromMany(account.email, 40);
        expect(statuses.slice(0, CONSECUTIVE_FAILURES)).toEqual(
          Array.from({ length: CONSECUTIVE_FAILURES }, () => 400),
        );
        expect(new Set(statuses.slice(CONSECUTIVE_FAILURES))).toEqual(new Set([429]));
        // The right password, by e-mail or by phone (the same account), from a fresh address.
        for (const login of [account.email, account.username.trim()]) {
          const locked = await signInFrom(login, PASSWORD);
          expectProblem(locked, 429, 'too_many_requests');
          expect(retryAfter(locked)).toBeGreaterThan(lockSeconds(0) - 5);
          expect(retryAfter(locked)).toBeLessThanOrEqual(lockSeconds(0));
        }
        // Once the lock lapses the owner signs in, which ends the run: 10 more tries from anywhere.
        advanceApi(ACCOUNT_LOCK.firstMs);
        expect((await signInFrom(account.username, PASSWORD)).statusCode).toBe(200);
        const again = await failFromMany(account.email, CONSECUTIVE_FAILURES + 1);
        expect(again.slice(0, CONSECUTIVE_FAILURES).every((status) => status === 400)).toBe(true);
        expect(again.at(-1)).toBe(429);
      });

      it('a burst of parallel guesses from many addresses gets no more than 10 tries', async () => {
        const account = await signedUp(api);
        const burst = (size: number) =>
          Promise.all(
            Array.from({ length: size }, () => signInFrom(account.email, 'wrong-password')),
          ).then((answers) => answers.map((answer) => answer.statusCode));
        const first = await burst(50);
        const tried = (statuses: number[]) => statuses.filter((status) => status === 400).length;
        expect(tried(first)).toBe(CONSECUTIVE_FAILURES);
        expect(tried(first) + first.filter((status) => status === 429).length).toBe(50);
        // Once the lock lapses, a burst gets one try, which locks the account again.
        advanceApi(ACCOUNT_LOCK.maxMs);
        expect(tried(await burst(20))).toBe(1);
        expectProblem(await signInFrom(account.email, PASSWORD), 429, 'too_many_requests');
      });

      it('each failure after a lock doubles the next one, up to the cap', async () => {
        const account = await signedUp(api);
        await failFromMany(account.username, CONSECUTIVE_FAILURES);
        const seen: number[] = [];
        for (let doublings = 0; doublings <= 4; doublings += 1) {
          const locked = await signInFrom(account.username, PASSWORD);
          expectProblem(locked, 429, 'too_many_requests');
          seen.push(retryAfter(locked));
          advanceApi(lockSeconds(doublings) * 1000);
          expectProblem(
            await signInFrom(account.username, 'wrong-password'),
            400,
            'invalid_credentials',
          );
        }
        // 5, 10, 20, 30, 30 minutes (give or take the second the calls take).
        expect(seen.map((seconds) => Math.round(seconds / 60))).toEqual([5, 10, 20, 30, 30]);
      });

      it('an unknown login is locked the same way, with the same answers', async () => {
        const account = await signedUp(api);
        const ghost = `ghost-${account.email}`;
        expect(await failFromMany(ghost, CONSECUTIVE_FAILURES + 1)).toEqual(
          await failFromMany(account.email, CONSECUTIVE_FAILURES + 1),
        );
        expectAlike(
          await signInFrom(account.email, 'wrong-password'),
          await signInFrom(ghost.toUpperCase(), 'wrong-password'),
        );
      });

      it('wrong current passwords on a stolen session count toward the same lock', async () => {
        const account = await signedUp(api);
        for (let failure = 0; failure < CONSECUTIVE_FAILURES; failure += 1) {
          expectProblem(
            await call(api, 'POST', '/auth/users/set_password/', {
              token: account.token,
              body: { current_password: `guess-${failure}-x`, new_password: 'parola-noua-9' },
            }),
            400,
            'invalid_credentials',
          );
        }
        expectProblem(
          await call(api, 'POST', '/auth/users/set_password/', {
            token: account.token,
            body: { current_password: PASSWORD, new_password: 'parola-noua-9' },
          }),
          429,
          'too_many_requests',
        );
        expectProblem(await signInFrom(account.email, PASSWORD), 429, 'too_many_requests');
      });

      it('the owner can still reset the password while locked, and the reset ends the lock', async () => {
        const account = await signedUp(api);
        await failFromMany(account.email, CONSECUTIVE_FAILURES);
        expectProblem(await signInFrom(account.email, PASSWORD), 429, 'too_many_requests');
        const asked = await call(api, 'POST', '/api/password_reset/', {
          body: { email: account.email },
        });
        expect(asked.statusCode).toBe(204);
        const { token } = await mailedToken(api, account.email);
        const confirmed = await call(api, 'POST', '/api/password_reset/confirm/', {
          body: { password: 'parola-noua-9', token },
        });
        expect(confirmed.statusCode, confirmed.body).toBe(204);
        // No clock moved: the reset alone cleared the lock.
        expect((await signInFrom(account.email, 'parola-noua-9')).statusCode).toBe(200);
      });
    });
  });
}
