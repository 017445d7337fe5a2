import { profileDataSchema } from '@shop/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../auth/tokens.js';
import type { Driver } from '../../db/client.js';
import { authTokens, users } from '../../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  call,
  expectAlike,
  expectProblem,
  juridicalBody,
  PASSWORD,
  physicalBody,
  ROLE_FIELDS,
  signedUp,
  signIn,
  userRow,
} from './accounts.test-helpers.js';

/**
 * Registration, sign-in and sign-out, the token check and the password change (§7 "Session and
 * auth") over HTTP. Run by auth.test.ts (PGlite) and auth.pg.test.ts (PostgreSQL).
 */
export function authSuite(driver: Driver): void {
  describe(`accounts: registration and sign-in (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 5 } });
    });
    afterAll(() => api.close());

    describe('POST /auth/users/', () => {
      it('registers a physical person: 201 with the account, a customer, password not kept', async () => {
        const body = physicalBody({ first_name: 'Ana', last_name: 'Rusu' });
        const response = await call(api, 'POST', '/auth/users/', { body });
        expect(response.statusCode, response.body).toBe(201);
        const created = response.json<{ id: number; email: string; username: string }>();
        expect(created).toMatchObject({ email: body.email, username: body.username });
        const row = await userRow(api, created.id);
        expect(row).toMatchObject({
          personType: 'physical',
          firstName: 'Ana',
          isAgent: false,
          isDealer: false,
          dealerDiscount: '0.00',
        });
        expect(row.passwordHash).toMatch(/^scrypt\$/);
        expect(row.passwordHash).not.toContain(PASSWORD);
      });

      it('keeps an IBAN and a BIC typed with spaces and small letters compact, in capitals', async () => {
        const body = juridicalBody({ iban: ' md24 ag00 0225 1000 1310 4168 ', bic: 'agrnmd2x' });
        const response = await call(api, 'POST', '/auth/users/', { body });
        expect(response.statusCode, response.body).toBe(201);
        const row = await userRow(api, response.json<{ id: number }>().id);
        expect(row).toMatchObject({ iban: 'MD24AG000225100013104168', bic: 'AGRNMD2X' });
      });

      it('registers a juridical person with the company data', async () => {
        const body = juridicalBody();
        const response = await call(api, 'POST', '/auth/users/', { body });
        expect(response.statusCode, response.body).toBe(201);
        const row = await userRow(api, response.json<{ id: number }>().id);
        expect(row).toMatchObject({
          personType: 'juridical',
          companyName: body.company_name,
          idno: body.idno,
          tva: body.tva,
          iban: body.iban,
          bic: body.bic,
        });
      });

      const rejected: [
        rule: string,
        body: Record<string, unknown>,
        fields: Record<string, string>,
      ][] = [
        ['email required', physicalBody({ email: '' }), { email: 'required' }],
        ['email valid', physicalBody({ email: 'ana@' }), { email: 'email' }],
        [
          'phone as + and digits',
          physicalBody({ username: '+373 69 123 456' }),
          { username: 'phone' },
        ],
        ['phone complete', physicalBody({ username: '+37369123' }), { username: 'phone' }],
        ['password required', physicalBody({ password: '' }), { password: 'required' }],
        ['password at least 8', physicalBody({ password: 'short7!' }), { password: 'password' }],
        [
          'confirmation equal',
          physicalBody({ re_password: 'something-else' }),
          { re_password: 'sameAs' },
        ],
        [
          'person type known',
          physicalBody({ person_type: 'company' }),
          { person_type: 'required' },
        ],
        [
          'company name required',
          juridicalBody({ company_name: '' }),
          { company_name: 'required' },
        ],
        [
          'company name at least 3',
          juridicalBody({ company_name: 'AB' }),
          { company_name: 'minLength' },
        ],
        ['IDNO at least 13', juridicalBody({ idno: '100360001234' }), { idno: 'minLength' }],
        ['TVA at least 7 if given', juridicalBody({ tva: '061234' }), { tva: 'minLength' }],
        [
          'IBAN at least 24',
          juridicalBody({ iban: 'MD24AG00022510001310416' }),
          { iban: 'minLength' },
        ],
        ['BIC required', juridicalBody({ bic: '' }), { bic: 'required' }],
        ['BIC of 8 or 11', juridicalBody({ bic: 'AGRNMD2XX' }), { bic: 'bic' }],
        ['IDNO of digits', juridicalBody({ idno: '10036000123A4' }), { idno: 'idno' }],
        ['IDNO control digit', juridicalBody({ idno: '1003600012345' }), { idno: 'idnoChecksum' }],
        ['TVA of 7 digits', juridicalBody({ tva: '06123456' }), { tva: 'tva' }],
        ['IBAN of Moldova', juridicalBody({ iban: 'RO49AAAA1B31007593840000' }), { iban: 'iban' }],
        [
          'IBAN check digits (one digit mistyped)',
          juridicalBody({ iban: 'MD24AG000225100013104169' }),
          { iban: 'ibanChecksum' },
        ],
      ];
      it.each(rejected)(
        'refuses a body breaking §5 (%s) with the field key',
        async (_rule, body, fields) => {
          const response = await call(api, 'POST', '/auth/users/', { body });
          expectProblem(response, 400, 'invalid_request', fields);
          const [row] = await api.database.db
            .select()
            .from(users)
            .where(eq(users.email, String(body.email)));
          expect(row).toBeUndefined();
        },
      );

      it('refuses an e-mail (any case) or a phone another account has, keyed by field', async () => {
        const first = physicalBody();
        expect((await call(api, 'POST', '/auth/users/', { body: first })).statusCode).toBe(201);
        const sameEmail = physicalBody({ email: String(first.email).toUpperCase() });
        expectProblem(
          await call(api, 'POST', '/auth/users/', { body: sameEmail }),
          400,
          'invalid_request',
          {
            email: 'taken',
          },
        );
        const samePhone = physicalBody({ username: first.username });
        expectProblem(
          await call(api, 'POST', '/auth/users/', { body: samePhone }),
          400,
          'invalid_request',
          {
            username: 'taken',
          },
        );
      });

      it('refuses role fields: nobody registers as a manager or a dealer', async () => {
        const body = physicalBody(ROLE_FIELDS);
        expectProblem(await call(api, 'POST', '/auth/users/', { body }), 400, 'invalid_request');
        const [row] = await api.database.db
          .select()
          .from(users)
          .where(eq(users.email, String(body.email)));
        expect(row).toBeUndefined();
      });

      it('refuses a body that is not JSON or not an object', async () => {
        const text = await api.app.inject({
          method: 'POST',
          url: '/auth/users/',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        });
        expectProblem(text, 400, 'invalid_request');
        expectProblem(
          await call(api, 'POST', '/auth/users/', { body: [] }),
          400,
          'invalid_request',
        );
      });
    });

    describe('POST /auth/token/login/ and the local strategy', () => {
      it('signs in by phone or by e-mail in any case, each time with a new token', async () => {
        const body = physicalBody();
        await call(api, 'POST', '/auth/users/', { body });
        const byPhone = await signIn(api, String(body.username), PASSWORD);
        const byEmail = await signIn(api, String(body.email).toUpperCase(), PASSWORD);
        expect(byPhone).toMatch(/^[\w-]{43}$/);
        expect(byEmail).not.toBe(byPhone);
        const [stored] = await api.database.db
          .select()
          .from(authTokens)
          .where(eq(authTokens.tokenHash, tokenHash(byPhone)));
        expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
        const [plain] = await api.database.db
          .select()
          .from(authTokens)
          .where(eq(authTokens.tokenHash, byPhone));
        expect(plain).toBeUndefined();
      });

      it('answers a wrong password and an unknown account alike', async () => {
        const body = physicalBody();
        await call(api, 'POST', '/auth/users/', { body });
        const wrong = await call(api, 'POST', '/auth/token/login/', {
          body: { username: body.username, password: 'not-the-password' },
        });
        const unknown = await call(api, 'POST', '/auth/token/login/', {
          body: { username: '+37360999999', password: 'not-the-password' },
        });
        expectProblem(wrong, 400, 'invalid_credentials');
        expectAlike(wrong, unknown);
      });

      it('refuses a login body breaking the rules with field keys', async () => {
        expectProblem(
          await call(api, 'POST', '/auth/token/login/', {
            body: { username: 'ana@', password: 'x' },
          }),
          400,
          'invalid_request',
          { username: 'email' },
        );
        expectProblem(
          await call(api, 'POST', '/auth/token/login/', {
            body: { username: '+37369', password: '' },
          }),
          400,
          'invalid_request',
          { username: 'phone', password: 'required' },
        );
        expectProblem(
          await call(api, 'POST', '/auth/token/login/', {
            body: { username: '+37369000001', password: DEMO_PASSWORD, is_agent: true },
          }),
          400,
          'invalid_request',
        );
      });

      it('signs the seeded demo accounts in with the documented password', async () => {
        for (const account of DEMO_ACCOUNTS) {
          await signIn(api, String(account.row.email), DEMO_PASSWORD);
        }
      });

      it('local strategy: login answers `token`, user answers `user`, logout ends it', async () => {
        const body = physicalBody({ first_name: 'Ion' });
        await call(api, 'POST', '/auth/users/', { body });
        const login = await call(api, 'POST', '/api/auth/login', {
          body: { username: body.email, password: PASSWORD },
        });
        expect(login.statusCode, login.body).toBe(200);
        const { token } = login.json<{ token: string }>();
        const user = await call(api, 'GET', '/api/auth/user', { token });
        expect(user.statusCode).toBe(200);
        expect(user.json()).toMatchObject({
          user: { email: body.email, username: body.username, first_name: 'Ion' },
        });
        expect(user.body).not.toContain('password');
        expect((await call(api, 'POST', '/api/auth/logout', { token })).statusCode).toBe(204);
        expectProblem(
          await call(api, 'GET', '/api/auth/user', { token }),
          401,
          'not_authenticated',
        );
        expectProblem(await call(api, 'GET', '/api/auth/user'), 401, 'not_authenticated');
      });
    });

    describe('tokens: logout, check-token, wrong, expired and revoked', () => {
      it('logout revokes the token it came with, and only that one', async () => {
        const account = await signedUp(api);
        const other = await signIn(api, account.email, PASSWORD);
        const out = await call(api, 'POST', '/auth/token/logout/', { token: account.token });
        expect(out.statusCode).toBe(204);
        expectProblem(
          await call(api, 'GET', '/accounts/user-profile/', { token: account.token }),
          401,
          'not_authenticated',
        );
        expect(
          (await call(api, 'GET', '/accounts/user-profile/', { token: other })).statusCode,
        ).toBe(200);
        expectProblem(
          await call(api, 'POST', '/auth/token/logout/', { token: account.token }),
          401,
          'not_authenticated',
        );
        expectProblem(await call(api, 'POST', '/auth/token/logout/'), 401, 'not_authenticated');
      });

      it('check-token echoes a live token and answers null for a wrong, expired or revoked one', async () => {
        const account = await signedUp(api);
        const check = (token: string) =>
          call(api, 'GET', `/accounts/check-token?token=${encodeURIComponent(token)}`);
        const live = await check(account.token);
        expect(live.statusCode).toBe(200);
        expect(live.json()).toEqual({ token: account.token });

        expect((await check('x'.repeat(43))).json()).toEqual({ token: null });
        expect((await check('not a token')).json()).toEqual({ token: null });

        const expired = await signIn(api, account.email, PASSWORD);
        await api.database.db
          .update(authTokens)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(authTokens.tokenHash, tokenHash(expired)));
        expect((await check(expired)).json()).toEqual({ token: null });
        expectProblem(
          await call(api, 'GET', '/accounts/user-profile/', { token: expired }),
          401,
          'not_authenticated',
        );

        await call(api, 'POST', '/auth/token/logout/', { token: account.token });
        expect((await check(account.token)).json()).toEqual({ token: null });

        expectProblem(await call(api, 'GET', '/accounts/check-token'), 400, 'invalid_request');
      });

      it('accepts the Bearer prefix and refuses other schemes', async () => {
        const account = await signedUp(api);
        const bearer = await api.app.inject({
          method: 'GET',
          url: '/accounts/user-profile/',
          headers: { authorization: `Bearer ${account.token}` },
        });
        expect(bearer.statusCode).toBe(200);
        const basic = await api.app.inject({
          method: 'GET',
          url: '/accounts/user-profile/',
          headers: { authorization: `Basic ${account.token}` },
        });
        expectProblem(basic, 401, 'not_authenticated');
        expect(basic.headers['www-authenticate']).toBe('Token');
        expect(basic.headers['cache-control']).toBe('no-store');
      });
    });

    describe('POST /auth/users/set_password/', () => {
      it('changes the password: this session goes on, the others end, the old password fails', async () => {
        const account = await signedUp(api);
        const other = await signIn(api, account.username, PASSWORD);
        const response = await call(api, 'POST', '/auth/users/set_password/', {
          token: account.token,
          body: {
            current_password: PASSWORD,
            new_password: 'nou-parola-2',
            re_new_password: 'nou-parola-2',
          },
        });
        expect(response.statusCode, response.body).toBe(204);
        expect(
          (await call(api, 'GET', '/accounts/user-profile/', { token: account.token })).statusCode,
        ).toBe(200);
        expectProblem(
          await call(api, 'GET', '/accounts/user-profile/', { token: other }),
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
        await signIn(api, account.email, 'nou-parola-2');
      });

      it('refuses a wrong current password, a short or unequal new one, no token, and role fields', async () => {
        const account = await signedUp(api);
        const change = (body: Record<string, unknown>, token: string | undefined = account.token) =>
          call(api, 'POST', '/auth/users/set_password/', { token, body });
        expectProblem(
          await change({ current_password: 'wrong-password', new_password: 'nou-parola-2' }),
          400,
          'invalid_credentials',
        );
        expectProblem(
          await change({ current_password: PASSWORD, new_password: 'short' }),
          400,
          'invalid_request',
          {
            new_password: 'password',
          },
        );
        expectProblem(
          await change({
            current_password: PASSWORD,
            new_password: 'nou-parola-2',
            re_new_password: 'alta-parola',
          }),
          400,
          'invalid_request',
          { re_new_password: 'sameAs' },
        );
        expectProblem(
          await change({
            current_password: PASSWORD,
            new_password: 'nou-parola-2',
            ...ROLE_FIELDS,
          }),
          400,
          'invalid_request',
        );
        expectProblem(
          await change(
            { current_password: PASSWORD, new_password: 'nou-parola-2' },
            'x'.repeat(43),
          ),
          401,
          'not_authenticated',
        );
        expect((await userRow(api, account.id)).isAgent).toBe(false);
        await signIn(api, account.email, PASSWORD);
      });
    });

    it('the profile answers the contract of @shop/core', async () => {
      const account = await signedUp(api, juridicalBody());
      const profile = await call(api, 'GET', '/accounts/user-profile/', { token: account.token });
      const parsed = profileDataSchema.parse(profile.json());
      expect(parsed.is_juridical).toBe(true);
    });
  });
}
