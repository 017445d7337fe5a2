import {
  favouriteSchema,
  favouriteIdsSchema,
  favouritesPageSchema,
  otherFavouritesResponseSchema,
} from '@shop/core/contract';
import {
  FAVOURITES_PAGE_SIZE,
  LOCAL_FAVOURITES_CAP,
  SERVER_FAVOURITES_CAP,
} from '@shop/core/rules';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { favourites, products } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import { call, expectProblem, signedUp } from '../accounts/accounts.test-helpers.js';

type ProductRow = typeof products.$inferSelect;

const LIST = '/shop/favorite-products/';
const CLEAR = '/shop/favorite-products-delete-all/';
const OTHER = '/api/products/other-favorites/';
/** A well-formed id no product has (the seed makes far fewer). */
const UNKNOWN_ID = 987_654;
/** Past PostgreSQL's integer: must read as no product, never reach SQL (a 500). */
const HUGE_ID = 2 ** 40;
/** A token of the right shape that no session has. */
const WRONG_TOKEN = 'a'.repeat(43);

/**
 * Favourites over HTTP (§7 "Favourites"): a signed-in customer's list on the server and a
 * visitor's ids checked by other-favorites. What each call answers, what it refuses (and that a
 * refusal writes nothing), that nobody sees or changes another account's list, the cap, and
 * parallel adds. Run by favourites.test.ts (PGlite) and favourites.pg.test.ts (PostgreSQL).
 */
export function favouritesSuite(driver: Driver): void {
  describe(`favourites (${driver})`, () => {
    let api: TestApi;
    /** Seeded products, by id. */
    let catalogue: ProductRow[];
    const product = (index: number): ProductRow => {
      const row = catalogue[index];
      if (!row) throw new Error(`no product ${index}`);
      return row;
    };

    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 40 }, poolSize: 12 });
      catalogue = await api.database.db.select().from(products).orderBy(asc(products.id));
    });
    afterAll(() => api.close());

    /** An account's favourite product ids, newest first, read from the database. */
    const storedIds = async (userId: number) =>
      (
        await api.database.db
          .select({ productId: favourites.productId })
          .from(favourites)
          .where(eq(favourites.userId, userId))
          .orderBy(desc(favourites.createdAt), desc(favourites.id))
      ).map((row) => row.productId);
    const allRows = async () =>
      (await api.database.db.select({ n: count() }).from(favourites))[0]?.n ?? 0;

    const add = (token: string, body: Record<string, unknown>) =>
      call(api, 'POST', LIST, { token, body });
    const list = (token: string, query = '', language?: string) =>
      call(api, 'GET', `${LIST}${query}`, { token, language });

    describe('POST /shop/favorite-products/', () => {
      it('adds a favourite: 201 with its id and product; adding it again is 200, the same one', async () => {
        const account = await signedUp(api);
        const first = await add(account.token, { product: product(0).id });
        expect(first.statusCode, first.body).toBe(201);
        expect(first.headers['cache-control']).toBe('no-store');
        const created = favouriteSchema.parse(first.json());
        expect(created.product).toMatchObject({
          id: product(0).id,
          slug: product(0).slug,
          name: product(0).name.ro,
        });
        expect(first.json()).toEqual({ id: created.id, product: expect.any(Object) as unknown });

        // `user` may be the caller's own id, or null.
        for (const user of [account.id, null, undefined]) {
          const again = await add(account.token, { user, product: product(0).id });
          expect(again.statusCode, again.body).toBe(200);
          expect(favouriteSchema.parse(again.json()).id).toBe(created.id);
        }
        expect(await storedIds(account.id)).toEqual([product(0).id]);
      });

      it('answers the product in the language asked', async () => {
        const account = await signedUp(api);
        const response = await call(api, 'POST', LIST, {
          token: account.token,
          body: { user: account.id, product: product(1).id },
          language: 'ru',
        });
        expect(response.statusCode).toBe(201);
        expect(favouriteSchema.parse(response.json()).product.name).toBe(product(1).name.ru);
      });

      it('refuses a bad body with field keys and a product that does not exist; writes nothing', async () => {
        const account = await signedUp(api);
        const before = await allRows();
        expectProblem(await add(account.token, {}), 400, 'invalid_request', {
          product: 'required',
        });
        for (const bad of [-1, 0, 1.5, '7', null]) {
          expectProblem(await add(account.token, { product: bad }), 400, 'invalid_request', {
            product: 'required',
          });
        }
        expectProblem(
          await add(account.token, { product: product(0).id, user: 'me' }),
          400,
          'invalid_request',
          { user: 'required' },
        );
        // Strict: a key the contract does not have is refused.
        expectProblem(
          await add(account.token, { product: product(0).id, quantity: 1 }),
          400,
          'invalid_request',
        );
        const missing = await add(account.token, { product: UNKNOWN_ID });
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toEqual({ detail: 'invalid_request', product: { key: 'invalid' } });
        // Past the ids a table can hold, the contract itself refuses the id.
        expectProblem(await add(account.token, { product: HUGE_ID }), 400, 'invalid_request', {
          product: 'required',
        });
        const malformed = await api.app.inject({
          method: 'POST',
          url: LIST,
          headers: { authorization: `Token ${account.token}`, 'content-type': 'application/json' },
          payload: '{"product":',
        });
        expectProblem(malformed, 400, 'invalid_request');
        expect(await allRows()).toBe(before);
      });

      it('20 parallel adds of the same product make one favourite', async () => {
        const account = await signedUp(api);
        const responses = await Promise.all(
          Array.from({ length: 20 }, () => add(account.token, { product: product(2).id })),
        );
        const statuses = responses.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 201)).toHaveLength(1);
        expect(statuses.filter((status) => status === 200)).toHaveLength(19);
        const ids = new Set(responses.map((response) => response.json<{ id: number }>().id));
        expect(ids.size).toBe(1);
        expect(await storedIds(account.id)).toEqual([product(2).id]);
      });
    });

    describe('GET /shop/favorite-products/', () => {
      it('lists newest first, FAVOURITES_PAGE_SIZE a page; past the last page is empty', async () => {
        const account = await signedUp(api);
        const added = catalogue.slice(0, FAVOURITES_PAGE_SIZE + 6).map((row) => row.id);
        for (const id of added) {
          expect((await add(account.token, { product: id })).statusCode).toBe(201);
        }
        const newestFirst = [...added].reverse();

        const first = await list(account.token);
        expect(first.statusCode).toBe(200);
        expect(first.headers['cache-control']).toBe('no-store');
        const page1 = favouritesPageSchema.parse(first.json());
        expect(page1).toMatchObject({ pages: 2, total: added.length });
        expect(page1.results.map((favourite) => favourite.product.id)).toEqual(
          newestFirst.slice(0, FAVOURITES_PAGE_SIZE),
        );
        const page2 = favouritesPageSchema.parse((await list(account.token, '?page=2')).json());
        expect(page2.results.map((favourite) => favourite.product.id)).toEqual(
          newestFirst.slice(FAVOURITES_PAGE_SIZE),
        );
        expect(await list(account.token, '?page=1')).toMatchObject({ body: first.body });

        const past = await list(account.token, '?page=3');
        expect(past.statusCode).toBe(200);
        expect(past.json()).toEqual({ pages: 2, total: added.length, results: [] });

        // Every id at once, for the hearts: newest first, only the caller's.
        const ids = await call(api, 'GET', '/shop/favorite-products-ids/', {
          token: account.token,
        });
        expect(ids.statusCode).toBe(200);
        expect(ids.headers['cache-control']).toBe('no-store');
        expect(favouriteIdsSchema.parse(ids.json())).toEqual({
          ids: newestFirst,
          total: added.length,
        });
        const other = await signedUp(api);
        expect(
          (await call(api, 'GET', '/shop/favorite-products-ids/', { token: other.token })).json(),
        ).toEqual({ ids: [], total: 0 });
        expectProblem(
          await call(api, 'GET', '/shop/favorite-products-ids/'),
          401,
          'not_authenticated',
        );
      });

      it('gives each favourite its own id and the product in the request language', async () => {
        const account = await signedUp(api);
        const added = favouriteSchema.parse(
          (await add(account.token, { product: product(3).id })).json(),
        );
        for (const language of ['ro', 'en', 'ru'] as const) {
          const page = favouritesPageSchema.parse((await list(account.token, '', language)).json());
          expect(page.results).toHaveLength(1);
          expect(page.results[0]?.id).toBe(added.id);
          expect(page.results[0]?.product.name).toBe(product(3).name[language]);
        }
      });

      it('an account without favourites has an empty list', async () => {
        const account = await signedUp(api);
        expect((await list(account.token)).json()).toEqual({ pages: 0, total: 0, results: [] });
      });

      it('refuses a bad page with the page key', async () => {
        const account = await signedUp(api);
        for (const page of ['0', '-1', 'abc', '1.5']) {
          expectProblem(await list(account.token, `?page=${page}`), 400, 'invalid_request', {
            page: 'required',
          });
        }
      });
    });

    describe('DELETE /shop/favorite-products/', () => {
      it('removes the product: 204, and 204 again when it is no longer there', async () => {
        const account = await signedUp(api);
        await add(account.token, { product: product(4).id });
        await add(account.token, { product: product(5).id });
        const removed = await call(api, 'DELETE', LIST, {
          token: account.token,
          body: { user: account.id, product: product(4).id },
        });
        expect(removed.statusCode, removed.body).toBe(204);
        expect(removed.body).toBe('');
        expect(removed.headers['cache-control']).toBe('no-store');
        expect(await storedIds(account.id)).toEqual([product(5).id]);
        for (const id of [product(4).id, product(6).id, UNKNOWN_ID]) {
          const again = await call(api, 'DELETE', LIST, {
            token: account.token,
            body: { product: id },
          });
          expect(again.statusCode, again.body).toBe(204);
        }
        expectProblem(
          await call(api, 'DELETE', LIST, { token: account.token, body: { product: HUGE_ID } }),
          400,
          'invalid_request',
          { product: 'required' },
        );
        expect(await storedIds(account.id)).toEqual([product(5).id]);
      });

      it('takes the product from the query when no body comes (?product=ID)', async () => {
        const account = await signedUp(api);
        await add(account.token, { product: product(7).id });
        const removed = await call(api, 'DELETE', `${LIST}?product=${product(7).id}`, {
          token: account.token,
        });
        expect(removed.statusCode, removed.body).toBe(204);
        expect(await storedIds(account.id)).toEqual([]);
        expectProblem(
          await call(api, 'DELETE', LIST, { token: account.token }),
          400,
          'invalid_request',
          { product: 'required' },
        );
        expectProblem(
          await call(api, 'DELETE', `${LIST}?product=abc`, { token: account.token }),
          400,
          'invalid_request',
          { product: 'required' },
        );
      });

      it('refuses a bad body with field keys and removes nothing', async () => {
        const account = await signedUp(api);
        await add(account.token, { product: product(8).id });
        for (const body of [{}, { product: -3 }, { product: product(8).id, extra: true }]) {
          const response = await call(api, 'DELETE', LIST, { token: account.token, body });
          expectProblem(response, 400, 'invalid_request');
        }
        expectProblem(
          await call(api, 'DELETE', LIST, { token: account.token, body: { product: 'x' } }),
          400,
          'invalid_request',
          { product: 'required' },
        );
        expect(await storedIds(account.id)).toEqual([product(8).id]);
      });
    });

    describe('GET /shop/favorite-products-delete-all/', () => {
      it("empties the caller's list: 204, also when it is empty", async () => {
        const account = await signedUp(api);
        await add(account.token, { product: product(9).id });
        await add(account.token, { product: product(10).id });
        for (let round = 0; round < 2; round++) {
          const cleared = await call(api, 'GET', CLEAR, { token: account.token });
          expect(cleared.statusCode).toBe(204);
          expect(cleared.headers['cache-control']).toBe('no-store');
          expect(await storedIds(account.id)).toEqual([]);
        }
      });
    });

    describe('who may do what', () => {
      const signedCalls = (product: number): ['GET' | 'POST' | 'DELETE', string, unknown?][] => [
        ['GET', LIST],
        ['POST', LIST, { product }],
        ['DELETE', LIST, { product }],
        ['GET', CLEAR],
      ];

      it('every call needs a valid token (401) and writes nothing without one', async () => {
        const owner = await signedUp(api);
        await add(owner.token, { product: product(11).id });
        const before = await allRows();
        for (const [method, url, body] of signedCalls(product(11).id)) {
          for (const token of [undefined, WRONG_TOKEN, 'not-a-token']) {
            const response = await call(api, method, url, { token, body });
            expectProblem(response, 401, 'not_authenticated');
            expect(response.headers['www-authenticate']).toBe('Token');
          }
        }
        // A revoked session (after logout) is no session.
        const leaving = await signedUp(api);
        await call(api, 'POST', '/auth/token/logout/', { token: leaving.token });
        expectProblem(await list(leaving.token), 401, 'not_authenticated');
        expect(await allRows()).toBe(before);
        expect(await storedIds(owner.id)).toEqual([product(11).id]);
      });

      it("customer B can neither see, change nor clear customer A's favourites", async () => {
        const a = await signedUp(api);
        const b = await signedUp(api);
        await add(a.token, { product: product(12).id });
        await add(a.token, { product: product(13).id });

        expect((await list(b.token)).json()).toEqual({ pages: 0, total: 0, results: [] });

        // Naming A as the user is refused, whatever the call, and changes nothing.
        expectProblem(
          await add(b.token, { user: a.id, product: product(14).id }),
          403,
          'forbidden',
        );
        expectProblem(
          await call(api, 'DELETE', LIST, {
            token: b.token,
            body: { user: a.id, product: product(12).id },
          }),
          403,
          'forbidden',
        );
        expectProblem(
          await call(api, 'DELETE', `${LIST}?product=${product(12).id}&user=${a.id}`, {
            token: b.token,
          }),
          403,
          'forbidden',
        );
        expect(await storedIds(b.id)).toEqual([]);

        // B's own add and delete of the same product touch only B's list.
        expect((await add(b.token, { product: product(12).id })).statusCode).toBe(201);
        expect(await storedIds(a.id)).toEqual([product(13).id, product(12).id]);
        const removed = await call(api, 'DELETE', LIST, {
          token: b.token,
          body: { product: product(13).id },
        });
        expect(removed.statusCode).toBe(204);
        expect((await call(api, 'GET', CLEAR, { token: b.token })).statusCode).toBe(204);
        expect(await storedIds(b.id)).toEqual([]);
        expect(await storedIds(a.id)).toEqual([product(13).id, product(12).id]);
        const aList = favouritesPageSchema.parse((await list(a.token)).json());
        expect(aList.results.map((favourite) => favourite.product.id)).toEqual([
          product(13).id,
          product(12).id,
        ]);
      });
    });

    describe('the cap of SERVER_FAVOURITES_CAP', () => {
      /** Products made for the cap: more than the cap, beyond the seeded ones. */
      let extra: number[] = [];
      beforeAll(async () => {
        const template = product(0);
        const rows = await api.database.db
          .insert(products)
          .values(
            Array.from({ length: SERVER_FAVOURITES_CAP + 20 }, (_, index) => ({
              slug: `cap-test-${index}`,
              name: { ro: `Cap ${index}`, en: `Cap ${index}`, ru: `Cap ${index}` },
              description: { ro: '', en: '', ru: '' },
              price: '10.00',
              categoryId: template.categoryId,
            })),
          )
          .returning({ id: products.id });
        extra = rows.map((row) => row.id);
      });

      /** Fills an account's list to `size` favourites directly in the database. */
      const fill = async (userId: number, size: number) => {
        await api.database.db
          .insert(favourites)
          .values(extra.slice(0, size).map((productId) => ({ userId, productId })));
      };
      const countOf = async (userId: number) =>
        (
          await api.database.db
            .select({ n: count() })
            .from(favourites)
            .where(eq(favourites.userId, userId))
        )[0]?.n ?? 0;

      it('a full list refuses a new product (409) but not one already there; room again after a delete', async () => {
        const account = await signedUp(api);
        await fill(account.id, SERVER_FAVOURITES_CAP);
        const newcomer = extra[SERVER_FAVOURITES_CAP] ?? 0;
        expectProblem(await add(account.token, { product: newcomer }), 409, 'limit_reached');
        expect(await countOf(account.id)).toBe(SERVER_FAVOURITES_CAP);
        expect((await add(account.token, { product: extra[0] })).statusCode).toBe(200);

        const listed = favouritesPageSchema.parse((await list(account.token)).json());
        expect(listed).toMatchObject({
          total: SERVER_FAVOURITES_CAP,
          pages: Math.ceil(SERVER_FAVOURITES_CAP / FAVOURITES_PAGE_SIZE),
        });

        await call(api, 'DELETE', LIST, { token: account.token, body: { product: extra[0] } });
        expect((await add(account.token, { product: newcomer })).statusCode).toBe(201);
        expect(await countOf(account.id)).toBe(SERVER_FAVOURITES_CAP);
      });

      it('parallel adds near the cap stop exactly at it', async () => {
        const account = await signedUp(api);
        await fill(account.id, SERVER_FAVOURITES_CAP - 3);
        const candidates = extra.slice(SERVER_FAVOURITES_CAP, SERVER_FAVOURITES_CAP + 12);
        const responses = await Promise.all(
          candidates.map((id) => add(account.token, { product: id })),
        );
        const statuses = responses.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 201)).toHaveLength(3);
        expect(statuses.filter((status) => status === 409)).toHaveLength(9);
        expect(await countOf(account.id)).toBe(SERVER_FAVOURITES_CAP);
        const kept = await api.database.db
          .select({ productId: favourites.productId })
          .from(favourites)
          .where(and(eq(favourites.userId, account.id), inArray(favourites.productId, candidates)));
        expect(kept).toHaveLength(3);
      });
    });

    describe('other-favorites (a visitor)', () => {
      const post = (
        path: string,
        body: unknown,
        options: { language?: string; token?: string } = {},
      ) => call(api, 'POST', path, { body, ...options });
      const parse = (response: LightMyRequestResponse) => {
        expect(response.statusCode, response.body).toBe(200);
        return otherFavouritesResponseSchema.parse(response.json());
      };
      const idQuery = (ids: readonly number[]) => ids.map((id) => `favorites_ids=${id}`).join('&');

      it('answers the products that exist in the order sent, a repeated id once, and the gone ids with trigger_delete', async () => {
        const ids = [product(3).id, UNKNOWN_ID, product(1).id, product(3).id, product(2).id];
        const response = await post(`/ru${OTHER}`, { favorites_ids: ids, trigger_delete: true });
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toMatchObject({
          pages: 1,
          total: 3,
          invalid_ids: [UNKNOWN_ID],
        });
        const answer = parse(response);
        expect(answer.results.map((row) => row.id)).toEqual([
          product(3).id,
          product(1).id,
          product(2).id,
        ]);
        // The prefix gives the language when no Accept-Language comes.
        expect(answer.results[0]?.name).toBe(product(3).name.ru);

        const quiet = await post(`/ru${OTHER}`, { favorites_ids: ids });
        expect(quiet.json()).toMatchObject({ total: 3, invalid_ids: [] });
        const notAsked = await post(`/ru${OTHER}`, { favorites_ids: ids, trigger_delete: false });
        expect(notAsked.json()).toMatchObject({ invalid_ids: [] });
        const huge = await post(OTHER, { favorites_ids: [HUGE_ID], trigger_delete: true });
        expectProblem(huge, 400, 'invalid_request', { 'favorites_ids.0': 'required' });
      });

      it('GET reads the same from the query', async () => {
        const ids = [product(5).id, UNKNOWN_ID, product(4).id];
        const response = await call(
          api,
          'GET',
          `/ru${OTHER}?${idQuery(ids)}&page=1&trigger_delete=true`,
        );
        const answer = parse(response);
        expect(answer).toMatchObject({ pages: 1, total: 2, invalid_ids: [UNKNOWN_ID] });
        expect(answer.results.map((row) => row.id)).toEqual([product(5).id, product(4).id]);
        expect(response.headers['cache-control']).toBe('no-store');
        // One id is a list of one; no id at all (the client leaves an empty list out) is nothing.
        expect(parse(await call(api, 'GET', `${OTHER}?favorites_ids=${product(5).id}`))).toEqual(
          expect.objectContaining({ total: 1, invalid_ids: [] }),
        );
        expect((await call(api, 'GET', OTHER)).json()).toEqual({
          pages: 0,
          total: 0,
          results: [],
          invalid_ids: [],
        });
      });

      it('every prefix and none; Accept-Language wins over the prefix', async () => {
        const body = { favorites_ids: [product(6).id] };
        const name = async (path: string, language?: string) => {
          const viaPost = parse(await post(path, body, { language })).results[0]?.name;
          const viaGet = parse(
            await call(api, 'GET', `${path}?${idQuery(body.favorites_ids)}`, { language }),
          ).results[0]?.name;
          expect(viaGet).toBe(viaPost);
          return viaPost;
        };
        expect(await name(OTHER)).toBe(product(6).name.ro);
        expect(await name(`/ro${OTHER}`)).toBe(product(6).name.ro);
        expect(await name(`/en${OTHER}`)).toBe(product(6).name.en);
        expect(await name(`/ru${OTHER}`)).toBe(product(6).name.ru);
        expect(await name(`/ru${OTHER}`, 'en')).toBe(product(6).name.en);
        expect(await name(OTHER, 'ru')).toBe(product(6).name.ru);
      });

      it('pages of FAVOURITES_PAGE_SIZE; past the last page is empty', async () => {
        const ids = catalogue.slice(0, FAVOURITES_PAGE_SIZE + 5).map((row) => row.id);
        const page = async (n: number) => {
          const viaPost = parse(await post(`${OTHER}?page=${n}`, { favorites_ids: ids }));
          const viaGet = parse(await call(api, 'GET', `${OTHER}?${idQuery(ids)}&page=${n}`));
          expect(viaGet).toEqual(viaPost);
          return viaPost;
        };
        const first = await page(1);
        expect(first).toMatchObject({ pages: 2, total: ids.length });
        expect(first.results.map((row) => row.id)).toEqual(ids.slice(0, FAVOURITES_PAGE_SIZE));
        expect((await page(2)).results.map((row) => row.id)).toEqual(
          ids.slice(FAVOURITES_PAGE_SIZE),
        );
        expect(await page(3)).toMatchObject({ pages: 2, total: ids.length, results: [] });
      });

      it('needs no token, and a token changes nothing', async () => {
        const account = await signedUp(api);
        await add(account.token, { product: product(20).id });
        const body = { favorites_ids: [product(7).id] };
        for (const token of [account.token, WRONG_TOKEN]) {
          const answer = parse(await post(OTHER, body, { token }));
          expect(answer.results.map((row) => row.id)).toEqual([product(7).id]);
        }
        expect(await storedIds(account.id)).toEqual([product(20).id]);
      });

      it('refuses bad input with field keys', async () => {
        const tooMany = Array.from({ length: LOCAL_FAVOURITES_CAP + 1 }, (_, i) => i + 1);
        expectProblem(await post(OTHER, { favorites_ids: tooMany }), 400, 'invalid_request', {
          favorites_ids: 'maxLength',
        });
        expect(
          (await post(OTHER, { favorites_ids: tooMany.slice(0, LOCAL_FAVOURITES_CAP) })).statusCode,
        ).toBe(200);
        expectProblem(await post(OTHER, {}), 400, 'invalid_request', {
          favorites_ids: 'required',
        });
        expectProblem(await post(OTHER, { favorites_ids: [-1] }), 400, 'invalid_request', {
          'favorites_ids.0': 'required',
        });
        expectProblem(
          await post(OTHER, { favorites_ids: [1], trigger_delete: 'yes' }),
          400,
          'invalid_request',
          { trigger_delete: 'required' },
        );
        expectProblem(
          await post(`${OTHER}?page=0`, { favorites_ids: [1] }),
          400,
          'invalid_request',
          { page: 'required' },
        );
        expectProblem(
          await call(api, 'GET', `${OTHER}?${idQuery(tooMany)}`),
          400,
          'invalid_request',
          { favorites_ids: 'maxLength' },
        );
        expectProblem(
          await call(api, 'GET', `${OTHER}?favorites_ids=abc`),
          400,
          'invalid_request',
          { favorites_ids: 'required' },
        );
        expectProblem(
          await call(api, 'GET', `${OTHER}?favorites_ids=1&page=0`),
          400,
          'invalid_request',
          { page: 'required' },
        );
        expectProblem(
          await call(api, 'GET', `${OTHER}?favorites_ids=1&trigger_delete=maybe`),
          400,
          'invalid_request',
          { trigger_delete: 'required' },
        );
      });
    });
  });
}
