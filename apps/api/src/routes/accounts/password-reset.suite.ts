import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { passwordResets } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  call,
  expectAlike,
  expectProblem,
  mailedToken,
  outboxFor,
  PASSWORD,
  ROLE_FIELDS,
  signedUp,
  signIn,
  textedCode,
} from './accounts.test-helpers.js';

const NEW_PASSWORD = 'parola-noua-9';

/**
 * Password restore over HTTP (§4 "Password restore", "New password"): the e-mail link and the
 * SMS code, single use, expiry, tries, no enumeration. Run by password-reset.test.ts (PGlite)
 * and password-reset.pg.test.ts (PostgreSQL).
 */
export function passwordResetSuite(driver: Driver): void {
  describe(`accounts: password reset (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: false });
    });
    afterAll(() => api.close());

    describe('by e-mail', () => {
      it('mails a link to the storefront in the asker’s language; the token sets a new password once', async () => {
        const account = await signedUp(api);
        const asked = await call(api, 'POST', '/api/password_reset/', {
          body: { email: account.email.toUpperCase() },
          language: 'ru',
        });
        expect(asked.statusCode).toBe(204);
        const [mail] = await outboxFor(api, account.email);
        expect(mail?.channel).toBe('email');
        const { token, link } = await mailedToken(api, account.email);
        expect(`${link.origin}${link.pathname}`).toBe('http://shop.test/ru');
        expect(token).toMatch(/^[\w-]{43}$/);

        const confirm = await call(api, 'POST', '/api/password_reset/confirm/', {
          body: { password: NEW_PASSWORD, token },
        });
        expect(confirm.statusCode, confirm.body).toBe(204);
        expectProblem(
          await call(api, 'GET', '/accounts/user-profile/', { token: account.token }),
          401,
          'not_authenticated',
        );
        expectProblem(
          await call(api, 'POST', '/auth/token/login/', {
            body: { username: account.email, password: PASSWORD },
          }),
          400,
          'invalid_credentials',
        );
        await signIn(api, account.email, NEW_PASSWORD);

        const again = await call(api, 'POST', '/api/password_reset/confirm/', {
          body: { password: 'a-third-password', token },
        });
        expectProblem(again, 400, 'invalid_token');
      });

      it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
        const account = await signedUp(api);
        const known = await call(api, 'POST', '/api/password_reset/', {
          body: { email: account.email },
        });
        const unknown = await call(api, 'POST', '/api/password_reset/', {
          body: { email: 'nobody-here@example.md' },
        });
        expectAlike(known, unknown);
        expect(await outboxFor(api, 'nobody-here@example.md')).toEqual([]);
        expect(await outboxFor(api, account.email)).toHaveLength(1);
      });

      it('refuses an expired link, and a newer request replaces the older link', async () => {
        const account = await signedUp(api);
        await call(api, 'POST', '/api/password_reset/', { body: { email: account.email } });
        const first = (await mailedToken(api, account.email)).token;
        await call(api, 'POST', '/api/password_reset/', { body: { email: account.email } });
        const second = (await mailedToken(api, account.email)).token;
        expect(second).not.toBe(first);
        expectProblem(
          await call(api, 'POST', '/api/password_reset/confirm/', {
            body: { password: NEW_PASSWORD, token: first },
          }),
          400,
          'invalid_token',
        );
        const rows = await api.database.db
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.userId, account.id));
        const open = rows.find((row) => row.usedAt === null);
        expect(open && open.expiresAt.getTime() - open.createdAt.getTime()).toBe(30 * 60_000);
        await api.database.db
          .update(passwordResets)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(passwordResets.userId, account.id));
        expectProblem(
          await call(api, 'POST', '/api/password_reset/confirm/', {
            body: { password: NEW_PASSWORD, token: second },
          }),
          400,
          'invalid_token',
        );
        await signIn(api, account.email, PASSWORD);
      });

      it('refuses bad bodies with field keys and role fields', async () => {
        expectProblem(
          await call(api, 'POST', '/api/password_reset/', { body: { email: 'ana@' } }),
          400,
          'invalid_request',
          {
            email: 'email',
          },
        );
        expectProblem(
          await call(api, 'POST', '/api/password_reset/', { body: {} }),
          400,
          'invalid_request',
          {
            email: 'required',
          },
        );
        expectProblem(
          await call(api, 'POST', '/api/password_reset/confirm/', {
            body: { password: 'short', token: 'x' },
          }),
          400,
          'invalid_request',
          { password: 'password' },
        );
        expectProblem(
          await call(api, 'POST', '/api/password_reset/confirm/', {
            body: { password: NEW_PASSWORD, token: 'x'.repeat(43), ...ROLE_FIELDS },
          }),
          400,
          'invalid_request',
        );
        expectProblem(
          await call(api, 'POST', '/api/password_reset/confirm/', {
            body: { password: NEW_PASSWORD, token: 'x'.repeat(43) },
          }),
          400,
          'invalid_token',
        );
      });
    });

    it('builds the link from the configured public origin, whatever Host the request names', async () => {
      const account = await signedUp(api);
      const asked = await call(api, 'POST', '/api/password_reset/', {
        body: { email: account.email },
        headers: {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
          forwarded: 'host=evil.example',
        },
      });
      expect(asked.statusCode).toBe(204);
      const { link } = await mailedToken(api, account.email);
      expect(link.origin).toBe('http://shop.test');
      const [mail] = await outboxFor(api, account.email);
      expect(mail?.body).not.toContain('evil.example');
    });

    describe('by phone', () => {
      it('texts a six-digit code; the code with the phone sets a new password once', async () => {
        const account = await signedUp(api);
        const asked = await call(api, 'POST', '/api/phone_password_reset', {
          body: { phone: account.username },
        });
        expect(asked.statusCode).toBe(204);
        const code = await textedCode(api, account.username);
        const [row] = await api.database.db
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.userId, account.id));
        expect(row?.secretHash).not.toContain(code);
        expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000);

        const confirm = await call(api, 'POST', '/api/password_reset/confirm/', {
          body: { password: NEW_PASSWORD, token: code, phone: account.username },
        });
        expect(confirm.statusCode, confirm.body).toBe(204);
        await signIn(api, account.username, NEW_PASSWORD);
        expectProblem(
          await call(api, 'POST', '/api/password_reset/confirm/', {
            body: { password: 'a-third-password', token: code, phone: account.username },
          }),
          400,
          'invalid_token',
        );
      });

      it('allows five tries: after five wrong codes the right one no longer works', async () => {
        const account = await signedUp(api);
        await call(api, 'POST', '/api/phone_password_reset', { body: { phone: account.username } });
        const code = await textedCode(api, account.username);
        const wrong = code === '000000' ? '000001' : '000000';
        for (let attempt = 0; attempt < 5; attempt += 1) {
          expectProblem(
            await call(api, 'POST', '/api/password_reset/confirm/', {
              body: { password: NEW_PASSWORD, token: wrong, phone: account.username },
            }),
            400,
            'invalid_token',
          );
        }
        expectProblem(
          await call(api, 'POST', '/api/password_reset/confirm/', {
            body: { password: NEW_PASSWORD, token: code, phone: account.username },
          }),
          400,
          'invalid_token',
        );
        await signIn(api, account.username, PASSWORD);
      });

      it('refuses an expired code, and answers an unknown phone like a known one', async () => {
        const account = await signedUp(api);
        const known = await call(api, 'POST', '/api/phone_password_reset', {
          body: { phone: account.username },
        });
        const unknown = await call(api, 'POST', '/api/phone_password_reset', {
          body: { phone: '+37360000099' },
        });
        expectAlike(known, unknown);
        expect(await outboxFor(api, '+37360000099')).toEqual([]);
        const code = await textedCode(api, account.username);
        await api.database.db
          .update(passwordResets)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(passwordResets.userId, account.id));
        expectProblem(
          await call(api, 'POST', '/api/password_reset/confirm/', {
            body: { password: NEW_PASSWORD, token: code, phone: account.username },
          }),
          400,
          'invalid_token',
        );
        expectProblem(
          await call(api, 'POST', '/api/password_reset/confirm/', {
            body: { password: NEW_PASSWORD, token: code, phone: '+37360000099' },
          }),
          400,
          'invalid_token',
        );
        expectProblem(
          await call(api, 'POST', '/api/phone_password_reset', {
            body: { phone: '+373 69 000 001' },
          }),
          400,
          'invalid_request',
          { phone: 'phone' },
        );
      });

      it('a code of one account does not reset another', async () => {
        const first = await signedUp(api);
        const second = await signedUp(api);
        await call(api, 'POST', '/api/phone_password_reset', { body: { phone: first.username } });
        const code = await textedCode(api, first.username);
        expectProblem(
          await call(api, 'POST', '/api/password_reset/confirm/', {
            body: { password: NEW_PASSWORD, token: code, phone: second.username },
          }),
          400,
          'invalid_token',
        );
        await signIn(api, second.username, PASSWORD);
      });
    });
  });
}
