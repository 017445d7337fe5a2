import { newsletterSettingsSchema, profileDataSchema } from '@shop/core/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_REQUEST_CAP } from '../../auth/limits.js';
import type { Driver } from '../../db/client.js';
import { newsletterSubscriptions, users } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  call,
  expectProblem,
  juridicalBody,
  nextAddress,
  ROLE_FIELDS,
  signedUp,
  signIn,
  uniqueContacts,
  userRow,
} from './accounts.test-helpers.js';

/**
 * The profile, the wholesale data and the newsletter (§7 "Session and auth", "Orders") over HTTP:
 * what each call answers, what it refuses, and that nobody changes another's data or their own
 * role. Run by profile.test.ts (PGlite) and profile.pg.test.ts (PostgreSQL).
 */
export function profileSuite(driver: Driver): void {
  describe(`accounts: profile and newsletter (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 5 } });
    });
    afterAll(() => api.close());

    describe('GET /accounts/user-profile/ and POST /accounts/', () => {
      it('answers profileData with the role blocks of the seeded customer, dealer and manager', async () => {
        const profile = async (email: string) => {
          const token = await signIn(api, email, DEMO_PASSWORD);
          const response = await call(api, 'GET', '/accounts/user-profile/', { token });
          expect(response.statusCode).toBe(200);
          const wholesale = await call(api, 'POST', '/accounts/', { token });
          expect(wholesale.json()).toEqual(response.json());
          return profileDataSchema.parse(response.json());
        };
        expect(await profile('client@demo.md')).toMatchObject({
          is_juridical: false,
          agents_info: { is_agent: false },
          dealer_info: { is_dealer: false, dealer_discount: null },
          user: { email: 'client@demo.md', username: '+37369000001', first_name: 'Ana' },
        });
        expect(await profile('firma@demo.md')).toMatchObject({
          is_juridical: true,
          user: { company_name: 'Construct Grup SRL', idno: '1003600012344' },
        });
        expect(await profile('dealer@demo.md')).toMatchObject({
          dealer_info: { is_dealer: true, dealer_discount: 10 },
          agents_info: { is_agent: false },
        });
        expect(await profile('manager@demo.md')).toMatchObject({
          agents_info: { is_agent: true },
          dealer_info: { is_dealer: false },
        });
      });

      it('needs a token', async () => {
        expectProblem(await call(api, 'GET', '/accounts/user-profile/'), 401, 'not_authenticated');
        expectProblem(await call(api, 'POST', '/accounts/'), 401, 'not_authenticated');
        expectProblem(
          await call(api, 'GET', '/accounts/user-profile/', { token: 'a'.repeat(43) }),
          401,
          'not_authenticated',
        );
      });
    });

    describe('POST /accounts/profile-update/', () => {
      it('saves the fields sent and answers the profile', async () => {
        const account = await signedUp(api);
        const response = await call(api, 'POST', '/accounts/profile-update/', {
          token: account.token,
          body: {
            first_name: 'Maria',
            last_name: 'Cebotari',
            birth_date: '1990-05-17',
            address: 'Bălți, str. Independenței 5',
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(profileDataSchema.parse(response.json()).user).toMatchObject({
          first_name: 'Maria',
          last_name: 'Cebotari',
          birth_date: '1990-05-17',
          address: 'Bălți, str. Independenței 5',
          email: account.email,
        });
      });

      it('turns a physical account juridical only with the company data', async () => {
        const account = await signedUp(api);
        expectProblem(
          await call(api, 'POST', '/accounts/profile-update/', {
            token: account.token,
            body: { person_type: 'juridical', company_name: 'Vinuri SRL' },
          }),
          400,
          'invalid_request',
          { idno: 'required', iban: 'required', bic: 'required' },
        );
        expect((await userRow(api, account.id)).personType).toBe('physical');
        const juridical = await call(api, 'POST', '/accounts/profile-update/', {
          token: account.token,
          body: {
            person_type: 'juridical',
            company_name: 'Vinuri SRL',
            idno: '1003600011118',
            iban: 'MD13AG000225100013100001',
            bic: 'AGRNMD2X',
          },
        });
        expect(juridical.statusCode, juridical.body).toBe(200);
        expect(juridical.json()).toMatchObject({ is_juridical: true });
      });

      it('refuses §5 breaches with field keys, and another account’s e-mail or phone as taken', async () => {
        const account = await signedUp(api);
        const other = await signedUp(api);
        const update = (body: Record<string, unknown>) =>
          call(api, 'POST', '/accounts/profile-update/', { token: account.token, body });
        expectProblem(await update({ email: 'maria@' }), 400, 'invalid_request', {
          email: 'email',
        });
        expectProblem(await update({ username: '+37369' }), 400, 'invalid_request', {
          username: 'phone',
        });
        expectProblem(await update({ birth_date: '17.05.1990' }), 400, 'invalid_request', {
          birth_date: 'required',
        });
        expectProblem(await update({ email: other.email.toUpperCase() }), 400, 'invalid_request', {
          email: 'taken',
        });
        expectProblem(await update({ username: other.username }), 400, 'invalid_request', {
          username: 'taken',
        });
        // Its own e-mail and phone are not "taken".
        expect(
          (await update({ email: account.email, username: account.username })).statusCode,
        ).toBe(200);
        expect(await userRow(api, other.id)).toMatchObject({
          email: other.email,
          phone: other.username,
        });
      });

      it('refuses the §5 company rules with field keys and changes nothing', async () => {
        const body = juridicalBody();
        const account = await signedUp(api, body);
        const update = (fields: Record<string, unknown>) =>
          call(api, 'POST', '/accounts/profile-update/', { token: account.token, body: fields });
        const cases: [Record<string, unknown>, Record<string, string>][] = [
          [{ iban: 'MD24AG00022510' }, { iban: 'minLength' }],
          [{ iban: '   ' }, { iban: 'required' }],
          [{ iban: 'MD24AG000225100013104169' }, { iban: 'ibanChecksum' }],
          [{ iban: 'DE89370400440532013000' }, { iban: 'minLength' }],
          [{ idno: '1003600012345' }, { idno: 'idnoChecksum' }],
          [{ tva: '061234X' }, { tva: 'tva' }],
          [{ bic: 'AG-NMD2X' }, { bic: 'bic' }],
          [{ idno: '100360001' }, { idno: 'minLength' }],
          [{ idno: '10036000123446' }, { idno: 'maxLength' }],
          [{ tva: '12345' }, { tva: 'minLength' }],
          [{ company_name: 'SR' }, { company_name: 'minLength' }],
          [{ bic: '' }, { bic: 'required' }],
          [{ person_type: 'company' }, { person_type: 'required' }],
        ];
        for (const [fields, errors] of cases) {
          expectProblem(await update(fields), 400, 'invalid_request', errors);
        }
        expect(await userRow(api, account.id)).toMatchObject({
          iban: body.iban,
          idno: body.idno,
          companyName: body.company_name,
          bic: body.bic,
        });
        // A valid change of the company data, and an empty TVA that clears the stored one.
        const saved = await update({ iban: 'MD83AG000225100013100002', tva: '' });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(profileDataSchema.parse(saved.json()).user).toMatchObject({
          iban: 'MD83AG000225100013100002',
          tva: null,
        });
      });

      it('needs a valid token: none, a made-up one and a signed-out one are 401', async () => {
        const account = await signedUp(api);
        const update = (token?: string) =>
          call(api, 'POST', '/accounts/profile-update/', {
            ...(token === undefined ? {} : { token }),
            body: { first_name: 'Nobody' },
          });
        expectProblem(await update(), 401, 'not_authenticated');
        expectProblem(await update('a'.repeat(43)), 401, 'not_authenticated');
        expectProblem(await update('not-a-token'), 401, 'not_authenticated');
        await call(api, 'POST', '/auth/token/logout/', { token: account.token });
        expectProblem(await update(account.token), 401, 'not_authenticated');
        expect((await userRow(api, account.id)).firstName).toBe('');
      });

      it('refuses role fields and ids: no write grants a role or reaches another account', async () => {
        const account = await signedUp(api);
        const other = await signedUp(api);
        for (const body of [
          { first_name: 'Hacker', ...ROLE_FIELDS },
          { is_agent: true },
          { dealer_discount: 99 },
          { id: other.id, first_name: 'Hacker' },
          { user: { is_dealer: true } },
        ]) {
          expectProblem(
            await call(api, 'POST', '/accounts/profile-update/', { token: account.token, body }),
            400,
            'invalid_request',
          );
        }
        expect(await userRow(api, account.id)).toMatchObject({
          isAgent: false,
          isDealer: false,
          dealerDiscount: '0.00',
          firstName: '',
        });
        expect((await userRow(api, other.id)).firstName).toBe('');
        expectProblem(
          await call(api, 'POST', '/accounts/profile-update/', { body: { first_name: 'Anon' } }),
          401,
          'not_authenticated',
        );
      });
    });

    describe('POST /accounts/profile-complete-data/', () => {
      /** An account as a Google sign-in leaves it: an e-mail, no phone, no password. */
      async function socialAccount(): Promise<{ id: number; token: string }> {
        const [row] = await api.database.db
          .insert(users)
          .values({ email: uniqueContacts().email, personType: 'physical' })
          .returning();
        if (!row) throw new Error('no account');
        const { createSession } = await import('../../auth/sessions.js');
        return { id: row.id, token: await createSession(api.database.db, row.id) };
      }

      it('completes the phone and person type (and the company for a juridical person)', async () => {
        const account = await socialAccount();
        const phone = uniqueContacts().username;
        const response = await call(api, 'POST', '/accounts/profile-complete-data/', {
          token: account.token,
          body: { person_type: 'physical', username: phone, first_name: 'Dan' },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ user: { username: phone, first_name: 'Dan' } });

        const company = await socialAccount();
        const body = juridicalBody();
        const juridical = await call(api, 'POST', '/accounts/profile-complete-data/', {
          token: company.token,
          body: {
            person_type: 'juridical',
            username: body.username,
            company_name: body.company_name,
            idno: body.idno,
            iban: body.iban,
            bic: body.bic,
          },
        });
        expect(juridical.statusCode, juridical.body).toBe(200);
        expect(juridical.json()).toMatchObject({
          is_juridical: true,
          user: { company_name: body.company_name, tva: null },
        });
      });

      it('refuses missing data, a taken phone, role fields and no token', async () => {
        const account = await socialAccount();
        const other = await signedUp(api);
        const complete = (body: Record<string, unknown>, token: string | null = account.token) =>
          call(api, 'POST', '/accounts/profile-complete-data/', {
            body,
            ...(token === null ? {} : { token }),
          });
        expectProblem(await complete({ person_type: 'physical' }), 400, 'invalid_request', {
          username: 'required',
        });
        expectProblem(
          await complete({ person_type: 'juridical', username: uniqueContacts().username }),
          400,
          'invalid_request',
          {
            company_name: 'required',
            idno: 'required',
          },
        );
        expectProblem(
          await complete({ person_type: 'physical', username: other.username }),
          400,
          'invalid_request',
          {
            username: 'taken',
          },
        );
        expectProblem(
          await complete({
            person_type: 'physical',
            username: uniqueContacts().username,
            ...ROLE_FIELDS,
          }),
          400,
          'invalid_request',
        );
        expectProblem(
          await complete({ person_type: 'physical', username: uniqueContacts().username }, null),
          401,
          'not_authenticated',
        );
        expect(await userRow(api, account.id)).toMatchObject({
          phone: null,
          isAgent: false,
          isDealer: false,
        });
      });
    });

    describe('GET and POST /accounts/newsletter-set/', () => {
      it('the newsletter block subscribes an address without an account, once', async () => {
        const email = uniqueContacts().email;
        const body = { name: 'Ana', last_name: 'Rusu', email, agreement: true };
        expect(
          (await call(api, 'POST', '/accounts/newsletter-set/', { body, language: 'ru' }))
            .statusCode,
        ).toBe(204);
        expect(
          (
            await call(api, 'POST', '/accounts/newsletter-set/', {
              body: { ...body, email: email.toUpperCase() },
            })
          ).statusCode,
        ).toBe(204);
        const rows = await api.database.db
          .select()
          .from(newsletterSubscriptions)
          .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ firstName: 'Ana', locale: 'ru' });
        expectProblem(
          await call(api, 'POST', '/accounts/newsletter-set/', {
            body: { ...body, agreement: false },
          }),
          400,
          'invalid_request',
          { agreement: 'required' },
        );
        expectProblem(
          await call(api, 'POST', '/accounts/newsletter-set/', {
            body: { ...body, email: 'ana@' },
          }),
          400,
          'invalid_request',
          { email: 'email' },
        );
      });

      it('the newsletter block subscribes a phone instead of an e-mail, once', async () => {
        const phone = uniqueContacts().username;
        const body = { name: 'Ion', last_name: 'Popa', phone, agreement: true };
        for (let time = 0; time < 2; time += 1) {
          const answer = await call(api, 'POST', '/accounts/newsletter-set/', {
            body,
            language: 'en',
          });
          expect(answer.statusCode, answer.body).toBe(204);
        }
        const rows = await api.database.db
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.phone, phone));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          email: null,
          firstName: 'Ion',
          lastName: 'Popa',
          locale: 'en',
        });
      });

      it('refuses a sign-up with neither an e-mail nor a phone, with both, or a malformed phone', async () => {
        const person = { name: 'Ion', last_name: 'Popa', agreement: true };
        const refused = async (body: unknown, fields: Record<string, string>) =>
          expectProblem(
            await call(api, 'POST', '/accounts/newsletter-set/', { body }),
            400,
            'invalid_request',
            fields,
          );
        await refused(person, { email: 'required' });
        await refused(
          { ...person, email: uniqueContacts().email, phone: uniqueContacts().username },
          { phone: 'invalid' },
        );
        await refused({ ...person, phone: '069 123 456' }, { phone: 'phone' });
        await refused({ ...person, phone: 373 }, { phone: 'required' });
        await refused(
          { phone: uniqueContacts().username },
          {
            name: 'required',
            last_name: 'required',
            agreement: 'required',
          },
        );
      });

      it('a signed-in shopper who signs up their own phone or e-mail turns that channel on', async () => {
        const account = await signedUp(api);
        const person = { name: 'Ana', last_name: 'Rusu', agreement: true };
        const other = await call(api, 'POST', '/accounts/newsletter-set/', {
          token: account.token,
          body: { ...person, phone: uniqueContacts().username },
        });
        expect(other.statusCode).toBe(204);
        expect(await userRow(api, account.id)).toMatchObject({
          newsletter: false,
          newsletterSms: false,
        });
        const own = await call(api, 'POST', '/accounts/newsletter-set/', {
          token: account.token,
          body: { ...person, phone: account.username },
        });
        expect(own.statusCode).toBe(204);
        expect(await userRow(api, account.id)).toMatchObject({
          newsletter: false,
          newsletterSms: true,
        });
        await call(api, 'POST', '/accounts/newsletter-set/', {
          token: account.token,
          body: { ...person, email: account.email.toUpperCase() },
        });
        expect(await userRow(api, account.id)).toMatchObject({
          newsletter: true,
          newsletterSms: true,
        });
      });

      it('the table keeps one contact a row: never both, never neither', async () => {
        const insert = (values: { email?: string | null; phone?: string | null }) =>
          api.database.db
            .insert(newsletterSubscriptions)
            .values({ firstName: 'A', lastName: 'B', locale: 'ro', ...values });
        await expect(insert({})).rejects.toThrow();
        await expect(
          insert({ email: uniqueContacts().email, phone: uniqueContacts().username }),
        ).rejects.toThrow();
      });

      it('an address signs up 10 times an hour without an account (junk and bad tokens count), then 429', async () => {
        const address = nextAddress();
        const signUp = (options: { token?: string; body?: unknown } = {}) =>
          call(api, 'POST', '/accounts/newsletter-set/', {
            address,
            body: {
              name: 'Ana',
              last_name: 'Rusu',
              email: uniqueContacts().email,
              agreement: true,
            },
            ...options,
          });
        expectProblem(await signUp({ body: { email: 'ana@' } }), 400, 'invalid_request');
        expect((await signUp({ token: 'a'.repeat(43) })).statusCode).toBe(204);
        for (let sent = 2; sent < ADDRESS_REQUEST_CAP.newsletter; sent += 1) {
          expect((await signUp()).statusCode).toBe(204);
        }
        const email = uniqueContacts().email;
        const refused = await signUp({
          body: { name: 'Ana', last_name: 'Rusu', email, agreement: true },
        });
        expectProblem(refused, 429, 'too_many_requests');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
        const rows = await api.database.db
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email));
        expect(rows).toEqual([]);
        expectProblem(await signUp({ token: 'a'.repeat(43) }), 429, 'too_many_requests');
        // A signed-in shopper is not capped, from the same address; other addresses are not either.
        const account = await signedUp(api);
        expect((await signUp({ token: account.token })).statusCode).toBe(204);
        const switches = await signUp({
          token: account.token,
          body: { email_subscription: true, sms_subscription: false },
        });
        expect(switches.statusCode).toBe(200);
        expect(
          (
            await call(api, 'POST', '/accounts/newsletter-set/', {
              body: { name: 'Ana', last_name: 'Rusu', email, agreement: true },
            })
          ).statusCode,
        ).toBe(204);
      });

      it('the profile reads and sets its switches; only with a token, only its own', async () => {
        const account = await signedUp(api);
        const other = await signedUp(api);
        const read = await call(api, 'GET', '/accounts/newsletter-set/', { token: account.token });
        expect(newsletterSettingsSchema.parse(read.json())).toEqual({
          email: account.email,
          email_subscription: false,
          sms_subscription: false,
        });
        const set = await call(api, 'POST', '/accounts/newsletter-set/', {
          token: account.token,
          body: { email_subscription: true, sms_subscription: true },
        });
        expect(set.statusCode).toBe(200);
        expect(set.json()).toMatchObject({ email_subscription: true, sms_subscription: true });
        expect((await userRow(api, other.id)).newsletter).toBe(false);

        expectProblem(
          await call(api, 'GET', '/accounts/newsletter-set/'),
          401,
          'not_authenticated',
        );
        expectProblem(
          await call(api, 'POST', '/accounts/newsletter-set/', {
            body: { email_subscription: true, sms_subscription: false },
          }),
          401,
          'not_authenticated',
        );
        expectProblem(
          await call(api, 'POST', '/accounts/newsletter-set/', {
            token: account.token,
            body: { email_subscription: 'yes', sms_subscription: false },
          }),
          400,
          'invalid_request',
          { email_subscription: 'required' },
        );
        expectProblem(
          await call(api, 'POST', '/accounts/newsletter-set/', {
            token: account.token,
            body: { email_subscription: true, sms_subscription: true, ...ROLE_FIELDS },
          }),
          400,
          'invalid_request',
        );
        expect((await userRow(api, account.id)).isAgent).toBe(false);
        const stored = await api.database.db.select().from(users).where(eq(users.id, account.id));
        expect(stored[0]?.newsletterSms).toBe(true);
      });
    });
  });
}
