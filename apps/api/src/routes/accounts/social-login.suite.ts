import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { socialAccounts, users } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import { startOAuthMock, type OAuthMock } from '../../test/oauth-mock.js';
import {
  call,
  expectProblem,
  physicalBody,
  ROLE_FIELDS,
  signedUp,
  uniqueContacts,
} from './accounts.test-helpers.js';

/**
 * Google and Facebook sign-in (§4 "Login", §7) against a local OAuth/OIDC mock: the token is
 * confirmed with the provider, accounts are found by provider and subject, and an e-mail links
 * accounts only when the provider verified it. Run by social-login.test.ts (PGlite) and
 * social-login.pg.test.ts (PostgreSQL).
 */
export function socialLoginSuite(driver: Driver): void {
  describe(`accounts: Google and Facebook sign-in (${driver})`, () => {
    let api: TestApi;
    let mock: OAuthMock;
    let subjects = 0;
    const subject = () => `subject-${driver}-${(subjects += 1)}`;

    beforeAll(async () => {
      mock = await startOAuthMock();
      api = await createTestApi(driver, { seed: false, config: { oauth: mock.config } });
    });
    afterAll(async () => {
      await api.close();
      await mock.close();
    });

    const login = (provider: 'google' | 'facebook', accessToken: unknown) =>
      call(api, 'POST', `/accounts/${provider}-login`, { body: { access_token: accessToken } });

    async function tokenOf(response: Awaited<ReturnType<typeof login>>): Promise<string> {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ token: string }>().token;
    }

    async function profileOf(token: string) {
      const response = await call(api, 'GET', '/accounts/user-profile/', { token });
      expect(response.statusCode).toBe(200);
      return response.json<{ user: { id: number; email: string; first_name: string } }>();
    }

    it('a first Google sign-in makes an account; the next one finds it by subject', async () => {
      const sub = subject();
      const email = uniqueContacts().email;
      mock.addGoogleToken('google-token-1', {
        sub,
        email,
        email_verified: true,
        given_name: 'Radu',
        family_name: 'Munteanu',
      });
      mock.addGoogleToken('google-token-2', { sub, email: uniqueContacts().email });
      const first = await profileOf(await tokenOf(await login('google', 'google-token-1')));
      expect(first.user).toMatchObject({ email, first_name: 'Radu' });
      const second = await profileOf(await tokenOf(await login('google', 'google-token-2')));
      expect(second.user.id).toBe(first.user.id);
      const links = await api.database.db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, first.user.id));
      expect(links).toEqual([expect.objectContaining({ provider: 'google', subject: sub })]);
      const asked = mock.requests.filter((request) => request.path.includes('userinfo'));
      expect(asked.at(-1)?.authorization).toBe('Bearer google-token-2');
    });

    it('joins an existing account only on an e-mail Google verified', async () => {
      const owner = await signedUp(api, physicalBody());
      mock.addGoogleToken('google-unverified', {
        sub: subject(),
        email: owner.email,
        email_verified: false,
      });
      const stranger = await profileOf(await tokenOf(await login('google', 'google-unverified')));
      expect(stranger.user.id).not.toBe(owner.id);
      expect(stranger.user.email).toBe('');

      mock.addGoogleToken('google-verified', {
        sub: subject(),
        email: owner.email.toUpperCase(),
        email_verified: true,
      });
      const linked = await profileOf(await tokenOf(await login('google', 'google-verified')));
      expect(linked.user.id).toBe(owner.id);
    });

    it('never links a Facebook e-mail to an existing account', async () => {
      const owner = await signedUp(api, physicalBody());
      const id = subject();
      mock.addFacebookToken('fb-token-1', { id, email: owner.email, first_name: 'Olga' });
      const made = await profileOf(await tokenOf(await login('facebook', 'fb-token-1')));
      expect(made.user.id).not.toBe(owner.id);
      expect(made.user).toMatchObject({ email: '', first_name: 'Olga' });
      const [row] = await api.database.db.select().from(users).where(eq(users.id, made.user.id));
      expect(row).toMatchObject({
        passwordHash: null,
        phone: null,
        isAgent: false,
        isDealer: false,
      });

      mock.addFacebookToken('fb-token-2', { id });
      const again = await profileOf(await tokenOf(await login('facebook', 'fb-token-2')));
      expect(again.user.id).toBe(made.user.id);

      const fresh = uniqueContacts().email;
      mock.addFacebookToken('fb-token-3', { id: subject(), email: fresh });
      expect(
        (await profileOf(await tokenOf(await login('facebook', 'fb-token-3')))).user.email,
      ).toBe(fresh);
    });

    it('refuses tokens the provider does not confirm with 401, and answers 502 when it is down', async () => {
      expectProblem(await login('google', 'unknown-token'), 401, 'social_login_failed');
      mock.addGoogleToken('google-other-app', { sub: subject(), aud: 'another-client' });
      expectProblem(await login('google', 'google-other-app'), 401, 'social_login_failed');
      mock.addFacebookToken('fb-other-app', { id: subject(), app_id: 'another-app' });
      expectProblem(await login('facebook', 'fb-other-app'), 401, 'social_login_failed');
      mock.addFacebookToken('fb-invalid', { id: subject(), is_valid: false });
      expectProblem(await login('facebook', 'fb-invalid'), 401, 'social_login_failed');

      mock.addGoogleToken('google-while-down', { sub: subject() });
      mock.failNext(1);
      expectProblem(await login('google', 'google-while-down'), 502, 'social_login_failed');
      await tokenOf(await login('google', 'google-while-down'));
    });

    it('refuses bad bodies and role fields', async () => {
      expectProblem(await login('google', ''), 400, 'invalid_request', {
        access_token: 'required',
      });
      expectProblem(await login('facebook', 42), 400, 'invalid_request', {
        access_token: 'required',
      });
      mock.addGoogleToken('google-roles', { sub: subject() });
      expectProblem(
        await call(api, 'POST', '/accounts/google-login', {
          body: { access_token: 'google-roles', ...ROLE_FIELDS },
        }),
        400,
        'invalid_request',
      );
    });

    it('refuses everything when no provider app is configured', async () => {
      const unconfigured = await createTestApi(driver, { seed: false });
      try {
        mock.addGoogleToken('google-anywhere', { sub: subject() });
        const response = await unconfigured.app.inject({
          method: 'POST',
          url: '/accounts/google-login',
          payload: { access_token: 'google-anywhere' },
        });
        expectProblem(response, 401, 'social_login_failed');
      } finally {
        await unconfigured.close();
      }
    });
  });
}
