import { PASSWORD_RESET } from '@shop/core/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { passwordResets } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  call,
  expectProblem,
  PASSWORD,
  signedUp,
  signIn,
  textedCode,
} from './accounts.test-helpers.js';

const GUESSES = 100;

/**
 * The SMS code's five tries under a race (issue 18): 100 wrong codes at once, each from its own
 * address so no rate limit stops them first. Run by password-reset-race.test.ts (PGlite, one
 * transaction at a time) and password-reset-race.pg.test.ts (PostgreSQL with a pool of 20, where
 * the guesses really meet in the database).
 */
export function passwordResetRaceSuite(driver: Driver): void {
  describe(`accounts: the SMS code's tries under a race (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: false, poolSize: 20 });
    });
    afterAll(() => api.close());

    it(`${GUESSES} parallel wrong codes count at most ${PASSWORD_RESET.phoneCodeTries} tries, then the right code is dead`, async ({
      annotate,
    }) => {
      const account = await signedUp(api);
      await call(api, 'POST', '/api/phone_password_reset', { body: { phone: account.username } });
      const code = await textedCode(api, account.username);
      const wrong = (guess: number) => {
        const candidate = String(guess).padStart(6, '0');
        return candidate === code ? '999999' : candidate;
      };
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, (_, guess) =>
          call(api, 'POST', '/api/password_reset/confirm/', {
            body: { password: 'parola-noua-9', token: wrong(guess), phone: account.username },
          }),
        ),
      );
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([400]));
      const [row] = await api.database.db
        .select({ failedAttempts: passwordResets.failedAttempts })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, account.id), eq(passwordResets.channel, 'phone')));
      // The figure the issue asks for, kept with the test's result (before the fix: up to 23 of
      // 40 counted, and 100 of 100 on PostgreSQL).
      await annotate(`${GUESSES} parallel wrong codes: ${row?.failedAttempts} tries counted`);
      expect(row?.failedAttempts).toBeLessThanOrEqual(PASSWORD_RESET.phoneCodeTries);
      expect(row?.failedAttempts).toBe(PASSWORD_RESET.phoneCodeTries);
      expectProblem(
        await call(api, 'POST', '/api/password_reset/confirm/', {
          body: { password: 'parola-noua-9', token: code, phone: account.username },
        }),
        400,
        'invalid_token',
      );
      await signIn(api, account.username, PASSWORD);
    });
  });
}
