import { createReviewResponseSchema, productDetailSchema } from '@shop/core/contract';
import { REVIEW } from '@shop/core/rules';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { products, reviews, users } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import { demoToken } from '../../test/http.js';
import { call, expectProblem, physicalBody, signedUp } from '../accounts/accounts.test-helpers.js';
import { ANONYMOUS_AUTHOR, REVIEWS_PER_HOUR } from './index.js';

type ProductRow = typeof products.$inferSelect;

const PATH = '/shop/reviews/';
const TEXT = 'Funcționează bine, recomand.';
/** A well-formed id no product has. */
const UNKNOWN_ID = 987_654;

/**
 * POST /shop/reviews/ over HTTP: the stored review and its author, the refusals (each writing
 * nothing), one review per account and product also under parallel posts, and the hourly cap.
 * Run by reviews.test.ts (PGlite) and reviews.pg.test.ts (PostgreSQL).
 */
export function reviewsSuite(driver: Driver): void {
  describe(`reviews (${driver})`, () => {
    let api: TestApi;
    let catalogue: ProductRow[];
    const product = (index: number): ProductRow => {
      const row = catalogue[index];
      if (!row) throw new Error(`no product ${index}`);
      return row;
    };

    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 30 }, poolSize: 12 });
      catalogue = await api.database.db.select().from(products).orderBy(asc(products.id));
    });
    afterAll(() => api.close());

    const post = (token: string | undefined, body: unknown, language?: string) =>
      call(api, 'POST', PATH, { token, body, language });
    const reviewCount = async () =>
      (await api.database.db.select({ n: count() }).from(reviews))[0]?.n ?? 0;
    const reviewsBy = (userId: number) =>
      api.database.db.select().from(reviews).where(eq(reviews.userId, userId));

    it('stores the review of the signed-in account and answers it: 201', async () => {
      const token = await demoToken(api, 'customer');
      const text = `  Foarte bună.\n\tO folosesc zilnic, recomand!  `;
      const response = await post(token, { product: product(0).id, grade: 4, text });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual([
        'date',
        'grade',
        'id',
        'initial',
        'lang',
        'text',
        'user_name',
      ]);
      const review = createReviewResponseSchema.parse(body);
      expect(review).toMatchObject({
        user_name: 'Ana Rusu',
        initial: 'A',
        grade: 4,
        text: text.trim(),
        lang: 'ro',
      });
      expect(new Date(review.date).toISOString()).toBe(review.date);
      expect(Math.abs(Date.parse(review.date) - Date.now())).toBeLessThan(60_000);

      const [row] = await api.database.db.select().from(reviews).where(eq(reviews.id, review.id));
      const [customer] = await api.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'client@demo.md'));
      expect(row).toMatchObject({
        productId: product(0).id,
        userId: customer?.id,
        userName: 'Ana Rusu',
        grade: 4,
        text: text.trim(),
        lang: 'ro',
      });
    });

    it('keeps the language of the request, and the product page shows the review first with it', async () => {
      const account = await signedUp(api, physicalBody({ first_name: 'Olga' }));
      const text = 'Отличный чайник, закипает быстро.';
      const response = await post(account.token, { product: product(11).id, grade: 5, text }, 'ru');
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ lang: 'ru', text });
      const page = await call(api, 'GET', `/api/products/items/${product(11).slug}`, {
        language: 'en',
      });
      expect(page.statusCode, page.body).toBe(200);
      const detail = productDetailSchema.parse(page.json());
      expect(detail.reviews[0]).toMatchObject({ user_name: 'Olga', text, lang: 'ru', grade: 5 });
    });

    it('the bounds: grades 1 and 5, texts of 10 and 2000 characters', async () => {
      const account = await signedUp(api, physicalBody({ first_name: 'Ion' }));
      const shortest = 'x'.repeat(REVIEW.minText);
      const longest = 'y'.repeat(REVIEW.maxText);
      const one = await post(account.token, { product: product(1).id, grade: 1, text: shortest });
      expect(one.statusCode, one.body).toBe(201);
      const five = await post(account.token, { product: product(2).id, grade: 5, text: longest });
      expect(five.statusCode, five.body).toBe(201);
      expect(five.json()).toMatchObject({ user_name: 'Ion', initial: 'I', text: longest });
    });

    it('an account without a name signs with the neutral word of the request language', async () => {
      for (const [language, expected] of [
        [undefined, ANONYMOUS_AUTHOR.ro],
        ['en', ANONYMOUS_AUTHOR.en],
        ['ru', ANONYMOUS_AUTHOR.ru],
      ] as const) {
        const account = await signedUp(api);
        const response = await post(
          account.token,
          { product: product(3).id, grade: 3, text: TEXT },
          language,
        );
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({
          user_name: expected,
          initial: expected.charAt(0).toUpperCase(),
        });
      }
      // Blanks around and between the names are tidied.
      const spaced = await signedUp(api);
      await api.database.db
        .update(users)
        .set({ firstName: '  Maria ', lastName: '   ' })
        .where(eq(users.id, spaced.id));
      const response = await post(spaced.token, { product: product(3).id, grade: 2, text: TEXT });
      expect(response.json()).toMatchObject({ user_name: 'Maria', initial: 'M' });
    });

    it('refuses a bad body with field keys and writes nothing', async () => {
      const account = await signedUp(api);
      const before = await reviewCount();
      const valid = { product: product(4).id, grade: 5, text: TEXT };
      const cases: [unknown, Record<string, string>][] = [
        [{}, { product: 'required', grade: 'required', text: 'required' }],
        [{ ...valid, product: -1 }, { product: 'required' }],
        [{ ...valid, product: '7' }, { product: 'required' }],
        [{ ...valid, grade: 0 }, { grade: 'required' }],
        [{ ...valid, grade: 6 }, { grade: 'required' }],
        [{ ...valid, grade: 4.5 }, { grade: 'required' }],
        [{ ...valid, grade: '5' }, { grade: 'required' }],
        [{ ...valid, text: '   ' }, { text: 'required' }],
        [{ ...valid, text: '  too short ' }, { text: 'minLength' }],
        [{ ...valid, text: 'z'.repeat(REVIEW.maxText + 1) }, { text: 'maxLength' }],
        [{ ...valid, text: 42 }, { text: 'required' }],
        // NUL is refused for every route before any handler (http/input.ts), under its field.
        [{ ...valid, text: `${TEXT}\u0000` }, { text: 'invalid' }],
        [{ ...valid, text: `${TEXT}\u0007 beep` }, { text: 'invalid' }],
        [{ ...valid, text: `${TEXT}\u009b[31m` }, { text: 'invalid' }],
        [{ ...valid, text: `${TEXT} \ud800 lone` }, { text: 'invalid' }],
        [{ ...valid, product: UNKNOWN_ID }, { product: 'invalid' }],
        [{ ...valid, product: 2 ** 40 }, { product: 'required' }],
        // Strict: the author is the token's account, never a field of the body.
        [{ ...valid, user_name: 'Somebody else' }, {}],
        [{ ...valid, user: 1 }, {}],
      ];
      for (const [body, fields] of cases) {
        expectProblem(await post(account.token, body), 400, 'invalid_request', fields);
      }
      const missing = await post(account.token, { ...valid, product: UNKNOWN_ID });
      expect(missing.json()).toEqual({ detail: 'invalid_request', product: { key: 'invalid' } });
      expect(await reviewCount()).toBe(before);
    });

    it('needs a valid token (401) and writes nothing without one', async () => {
      const before = await reviewCount();
      const body = { product: product(5).id, grade: 5, text: TEXT };
      for (const token of [undefined, 'a'.repeat(43), 'not-a-token']) {
        const response = await post(token, body);
        expectProblem(response, 401, 'not_authenticated');
        expect(response.headers['www-authenticate']).toBe('Token');
      }
      const leaving = await signedUp(api);
      await call(api, 'POST', '/auth/token/logout/', { token: leaving.token });
      expectProblem(await post(leaving.token, body), 401, 'not_authenticated');
      expect(await reviewCount()).toBe(before);
    });

    it('one review of a product per account: a second is 409 already_reviewed', async () => {
      const first = await signedUp(api);
      const body = { product: product(6).id, grade: 5, text: TEXT };
      expect((await post(first.token, body)).statusCode).toBe(201);
      const again = await post(first.token, {
        ...body,
        grade: 1,
        text: 'Changed my mind entirely.',
      });
      expectProblem(again, 409, 'already_reviewed');
      expect(await reviewsBy(first.id)).toEqual([
        expect.objectContaining({ grade: 5, text: TEXT }),
      ]);
      // Another account reviews the same product; the first reviews another product.
      const second = await signedUp(api);
      expect((await post(second.token, body)).statusCode).toBe(201);
      expect((await post(first.token, { ...body, product: product(7).id })).statusCode).toBe(201);
    });

    it('10 parallel reviews of one product by one account: exactly one 201, the rest 409', async () => {
      const account = await signedUp(api);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          post(account.token, { product: product(8).id, grade: 1 + (index % 5), text: TEXT }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      for (const response of responses) {
        if (response.statusCode === 409) expectProblem(response, 409, 'already_reviewed');
      }
      expect(await reviewsBy(account.id)).toHaveLength(1);
    });

    it(`at most ${REVIEWS_PER_HOUR} posts an hour per account: then 429 with Retry-After`, async () => {
      const account = await signedUp(api);
      const body = { product: product(9).id, grade: 4, text: TEXT };
      // Every well-formed post counts, a refused one too: one review, then duplicates.
      expect((await post(account.token, body)).statusCode).toBe(201);
      for (let attempt = 1; attempt < REVIEWS_PER_HOUR; attempt++) {
        expectProblem(await post(account.token, body), 409, 'already_reviewed');
      }
      const limited = await post(account.token, { ...body, product: product(10).id });
      expectProblem(limited, 429, 'too_many_requests');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await reviewsBy(account.id)).toHaveLength(1);
      // The cap is the account's: another account posts as usual.
      const other = await signedUp(api);
      expect((await post(other.token, { ...body, product: product(10).id })).statusCode).toBe(201);
    });
  });
}
