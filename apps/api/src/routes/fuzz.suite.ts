import {
  cartUpdateRequestSchema,
  contactFormRequestSchema,
  createOrderRequestSchema,
  createReviewRequestSchema,
  favouriteRequestSchema,
  loginRequestSchema,
  newsletterSetRequestSchema,
  otherFavouritesRequestSchema,
  dealerFormRequestSchema,
  partnerFormRequestSchema,
  passwordResetConfirmRequestSchema,
  passwordResetEmailRequestSchema,
  passwordResetPhoneRequestSchema,
  profileCompleteRequestSchema,
  profileUpdateRequestSchema,
  promoCodeRequestSchema,
  registerRequestSchema,
  setPasswordRequestSchema,
  socialLoginRequestSchema,
  vacancyFormRequestSchema,
  validateProductsRequestSchema,
} from '@shop/core/contract';
import { JSON_BODY_MAX_BYTES } from '@shop/core/rules';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { queryRows, type Driver } from '../db/client.js';
import { createTestApi, type TestApi } from '../test/harness.js';
import { nextAddress, signIn } from '../test/http.js';
import { physicalBody, signedUp } from './accounts/accounts.test-helpers.js';
import { fastOrder, line } from './orders/orders.test-helpers.js';

/** Runs per route: 200 in CI, `pnpm test:fuzz` sets FUZZ_RUNS=1000. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * A write route and what it takes. `schema` is the contract's request schema: every payload the
 * fuzzer sends is one it refuses, so the route must refuse it too, with a 4xx, writing nothing.
 * Routes without a body (`schema` absent) are fuzzed with junk bodies and a path or token that
 * cannot succeed: they must not answer 5xx nor write either.
 */
interface WriteRoute {
  method: 'POST' | 'DELETE';
  url: string;
  valid?: Record<string, unknown>;
  schema?: z.ZodType;
  /** 'customer': with a live token; 'bogus': with a token that is no one's. */
  auth?: 'customer' | 'bogus';
  /** Paths with a parameter: the fuzzer puts junk in it. */
  param?: true;
}

/**
 * Each route with a body a client could send (only its shape matters: the fuzzer sends none of
 * these as they are, only payloads the schema refuses).
 */
function writeRoutes(): WriteRoute[] {
  const contact = {
    name: 'Ion Popescu',
    email: 'ion@example.md',
    phone: '+37369123456',
    message: 'Bună ziua',
    agreement: true,
  };
  return [
    {
      method: 'POST',
      url: '/api/products/validate-products/',
      valid: { product_ids: [1, 2] },
      schema: validateProductsRequestSchema,
    },
    {
      method: 'POST',
      url: '/api/products/other-favorites/',
      valid: { favorites_ids: [1] },
      schema: otherFavouritesRequestSchema,
    },
    {
      method: 'POST',
      url: '/api/password_reset/',
      valid: { email: 'ion@example.md' },
      schema: passwordResetEmailRequestSchema,
    },
    {
      method: 'POST',
      url: '/api/password_reset/confirm/',
      valid: { password: 'parola-noua-1', token: 'x'.repeat(43) },
      schema: passwordResetConfirmRequestSchema,
    },
    {
      method: 'POST',
      url: '/api/phone_password_reset',
      valid: { phone: '+37369123456' },
      schema: passwordResetPhoneRequestSchema,
    },
    {
      method: 'POST',
      url: '/api/contacts/contact-form/',
      valid: contact,
      schema: contactFormRequestSchema,
    },
    {
      method: 'POST',
      url: '/api/shop/check-promo-code',
      valid: { code: 'TOAMNA10', total_price: '100.00' },
      schema: promoCodeRequestSchema,
    },
    {
      method: 'POST',
      url: '/api/auth/login',
      valid: { username: 'ion@example.md', password: 'parola-1' },
      schema: loginRequestSchema,
    },
    { method: 'POST', url: '/api/auth/logout', auth: 'bogus' },
    {
      method: 'POST',
      url: '/api/accounts/partner-form/',
      valid: { ...contact, company_name: 'Lemn SRL', activity_type: 'retail' },
      schema: partnerFormRequestSchema,
    },
    {
      method: 'POST',
      url: '/api/accounts/dealer-form/',
      valid: {
        ...contact,
        company_name: 'Lemn SRL',
        idno: '1003600012344',
        city: 'Orhei',
        activity_type: 'retail',
      },
      schema: dealerFormRequestSchema,
    },
    {
      method: 'POST',
      url: '/api/orders/orders/',
      valid: fastOrder([line(1, 1)]),
      schema: createOrderRequestSchema,
    },
    { method: 'POST', url: '/auth/users/', valid: physicalBody(), schema: registerRequestSchema },
    {
      method: 'POST',
      url: '/auth/users/set_password/',
      valid: { current_password: 'parola-sigura-1', new_password: 'parola-noua-12' },
      schema: setPasswordRequestSchema,
      auth: 'customer',
    },
    {
      method: 'POST',
      url: '/auth/token/login/',
      valid: { username: 'ion@example.md', password: 'parola-1' },
      schema: loginRequestSchema,
    },
    { method: 'POST', url: '/auth/token/logout/', auth: 'bogus' },
    { method: 'POST', url: '/accounts/', auth: 'customer' },
    {
      method: 'POST',
      url: '/accounts/profile-update/',
      valid: { first_name: 'Ion' },
      schema: profileUpdateRequestSchema,
      auth: 'customer',
    },
    {
      method: 'POST',
      url: '/accounts/profile-complete-data/',
      valid: { person_type: 'physical', username: '+37369123999' },
      schema: profileCompleteRequestSchema,
      auth: 'customer',
    },
    {
      method: 'POST',
      url: '/accounts/newsletter-set/',
      valid: { name: 'Ion', last_name: 'Popescu', email: 'ion@example.md', agreement: true },
      schema: newsletterSetRequestSchema,
    },
    {
      method: 'POST',
      url: '/accounts/google-login',
      valid: { access_token: 'token' },
      schema: socialLoginRequestSchema,
    },
    {
      method: 'POST',
      url: '/accounts/facebook-login',
      valid: { access_token: 'token' },
      schema: socialLoginRequestSchema,
    },
    {
      method: 'POST',
      url: '/accounts/vacancy-form/',
      valid: { vacancy: 1, name: 'Ion', phone: '+37369123456', agreement: true },
      schema: vacancyFormRequestSchema,
    },
    {
      method: 'POST',
      url: '/orders/temporary-cart/',
      valid: { product: 1, quantity: 1, increment: true },
      schema: cartUpdateRequestSchema,
      auth: 'customer',
    },
    { method: 'DELETE', url: '/orders/temporary-cart/:id', auth: 'customer', param: true },
    {
      method: 'POST',
      url: '/shop/favorite-products/',
      valid: { product: 1 },
      schema: favouriteRequestSchema,
      auth: 'customer',
    },
    {
      method: 'DELETE',
      url: '/shop/favorite-products/',
      valid: { product: 1 },
      schema: favouriteRequestSchema,
      auth: 'customer',
    },
    {
      method: 'POST',
      url: '/shop/reviews/',
      valid: { product: 1, grade: 5, text: 'Foarte bun, recomand.' },
      schema: createReviewRequestSchema,
      auth: 'customer',
    },
  ];
}

/**
 * Text no field of the shop should store as it is: lone UTF-16 surrogates (which JSON carries but
 * PostgreSQL's json refuses), NUL and other control characters, and any code unit at all.
 */
const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\ud800',
    'a\udfffb',
    '\udc00\ud800',
    'x\u0000y',
    '\u0000',
    '\u001b[31m',
    '\u007f',
    'a\u0008b',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\ud800', '\u0000', '\udbff'))
    .map(([text, bad]) => `${text}${bad}${text}`),
);

/** Values of every JSON kind, including the awkward ones. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, 2 ** 53 + 2, '', ' ', '0', '1', 'true'),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
);

type Payload = { kind: 'json'; body: unknown } | { kind: 'text'; text: string };

/** A malformed payload for a route: the contract's schema refuses every one of them. */
function malformed(route: WriteRoute): fc.Arbitrary<Payload> {
  const valid = route.valid ?? {};
  const keys = Object.keys(valid);
  const json = (body: fc.Arbitrary<unknown>) =>
    body.map((b): Payload => ({ kind: 'json', body: b }));
  const variants: fc.Arbitrary<Payload>[] = [
    json(junk),
    json(
      fc
        .record({ key: fc.string({ maxLength: 12 }), value: junk })
        .map(({ key, value }) => ({ ...valid, [`x_${key}`]: value })),
    ),
    fc
      .string({ maxLength: 200 })
      .map((text): Payload => ({ kind: 'text', text: text.startsWith('{') ? text : `{${text}` })),
    fc
      .nat({ max: Math.max(0, JSON.stringify(valid).length - 1) })
      .map((cut): Payload => ({ kind: 'text', text: JSON.stringify(valid).slice(0, cut) })),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    variants.push(
      json(fc.record({ key, value: junk }).map(({ key: k, value }) => ({ ...valid, [k]: value }))),
      json(
        key.map((k) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== k))),
      ),
    );
  }
  const lines = valid.order_products;
  if (Array.isArray(lines)) {
    variants.push(
      json(
        fc
          .array(junk, { minLength: 1, maxLength: 3 })
          .map((items) => ({ ...valid, order_products: items })),
      ),
    );
  }
  // Judged as the server sees it: after JSON (`{ a: undefined }` travels as `{}`).
  return fc.oneof(...variants).filter((payload) => {
    if (!route.schema) return true;
    try {
      return !route.schema.safeParse(JSON.parse(payloadText(payload))).success;
    } catch {
      return true; // not JSON at all
    }
  });
}

/** The text a payload travels as. */
function payloadText(payload: Payload): string {
  return payload.kind === 'text' ? payload.text : (JSON.stringify(payload.body) ?? 'null');
}

/** Junk for a path parameter (a cart line id): never a line of the caller. */
const junkParam = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('0', '-1', '1.5', '99999999999', 'null', '%00', '%ED%A0%80', '..', '1e3'),
  fc.integer({ min: 1_000_000 }).map(String),
);

/**
 * Issue 7's fuzzing: every write route of the API gets generated malformed payloads (RUNS each)
 * and must answer each with a 4xx (never a 5xx) and leave every table as it was. The rate-limit
 * counters are not data and are left out of the comparison (several routes count junk too, on
 * purpose); every request comes from its own address so no cap hides a later answer.
 */
export function fuzzSuite(driver: Driver): void {
  describe(`fuzzing every write route (${driver}, ${RUNS} runs each)`, () => {
    let api: TestApi;
    let token = '';
    const routes = writeRoutes();
    let countAll: () => Promise<Record<string, number>>;

    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 4 } });
      const body = physicalBody();
      await signedUp(api, body);
      token = await signIn(api, String(body.username), String(body.password));
      const tables = await queryRows<{ tablename: string }>(
        api.database.db,
        sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('rate_limits', '__drizzle_migrations') order by tablename`,
      );
      const counting = sql.raw(
        tables
          .map((t) => `select '${t.tablename}' as name, count(*)::int as n from "${t.tablename}"`)
          .join(' union all '),
      );
      countAll = async () =>
        Object.fromEntries(
          (await queryRows<{ name: string; n: number }>(api.database.db, counting)).map((row) => [
            row.name,
            Number(row.n),
          ]),
        );
    });
    afterAll(() => api.close());

    it('covers every POST and DELETE route the API has', () => {
      const fuzzed = new Set(routes.map((route) => `${route.method} ${normalise(route.url)}`));
      const registered = registeredWriteRoutes(api.app.printRoutes({ commonPrefix: false }));
      expect(registered.length).toBeGreaterThan(20);
      expect(registered.filter((route) => !fuzzed.has(route))).toEqual([]);
    });

    it.each(routes)(
      '$method $url refuses malformed payloads: a 4xx, never a 5xx, nothing written',
      { timeout: 60_000 + RUNS * 100 },
      async (route) => {
        const payloads = route.param ? junkParam.map((p) => ({ param: p })) : malformed(route);
        await fc.assert(
          fc.asyncProperty(payloads, async (payload) => {
            const before = await countAll();
            const headers: Record<string, string> = {};
            if (route.auth === 'customer') headers.authorization = `Token ${token}`;
            if (route.auth === 'bogus') headers.authorization = `Token ${'b'.repeat(43)}`;
            let url = route.url;
            let body: string | undefined;
            if ('param' in payload) {
              url = url.replace(':id', encodeURIComponent(payload.param));
            } else {
              headers['content-type'] = 'application/json';
              body = payloadText(payload);
            }
            const response = await api.app.inject({
              method: route.method,
              url,
              headers,
              remoteAddress: nextAddress(),
              ...(body !== undefined && { payload: body }),
            });
            const where = `${route.method} ${url} ${body ?? ''} → ${response.statusCode} ${response.body}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (route.schema || route.param || route.auth === 'bogus') {
              expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
              expect(typeof response.json<{ detail?: unknown }>().detail, where).toBe('string');
            }
            expect(await countAll(), where).toEqual(before);
          }),
          { numRuns: RUNS },
        );
      },
    );

    /** A JSON body to a route, with the customer's token where it takes one, from a new address. */
    const sendJson = (route: WriteRoute, body: string) =>
      api.app.inject({
        method: route.method,
        url: route.url,
        headers: {
          'content-type': 'application/json',
          ...(route.auth === 'customer' ? { authorization: `Token ${token}` } : {}),
        },
        remoteAddress: nextAddress(),
        payload: body,
      });

    it.each(routes.filter((route) => route.valid && route.schema))(
      '$method $url: a text with lone surrogates or control characters is never a 5xx',
      { timeout: 60_000 + RUNS * 100 },
      async (route) => {
        const valid = route.valid ?? {};
        const textKeys = Object.keys(valid).filter((key) => typeof valid[key] === 'string');
        if (textKeys.length === 0) return;
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...textKeys), nastyText, async (key, text) => {
            const body = JSON.stringify({ ...valid, [key]: text });
            const response = await sendJson(route, body);
            const where = `${route.method} ${route.url} ${body} → ${response.statusCode} ${response.body}`;
            expect(response.statusCode, where).toBeLessThan(500);
          }),
          { numRuns: Math.ceil(RUNS / 4) },
        );
      },
    );

    it('answers any other method on every path 404 or 405, never a 5xx', async () => {
      const paths = registeredPaths(api.app.printRoutes({ commonPrefix: false }));
      expect(paths.length).toBeGreaterThan(40);
      for (const path of paths) {
        const url = path.replace(/:[^/]+/g, '1');
        for (const method of ['PUT', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH'] as const) {
          const response = await api.app.inject({
            method: method as 'PUT',
            url,
            remoteAddress: nextAddress(),
          });
          expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
          expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        }
      }
    });

    it.each(routes.filter((route) => !route.param))(
      '$method $url refuses a body past the limit with 413, writing nothing',
      async (route) => {
        const before = await countAll();
        const response = await sendJson(route, `{"x":"${'a'.repeat(JSON_BODY_MAX_BYTES)}"}`);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(413);
        expect(response.json()).toEqual({ detail: 'payload_too_large' });
        expect(await countAll()).toEqual(before);
      },
    );
  });
}

/** Every path in Fastify's route tree (printRoutes without a common prefix), any method. */
function registeredPaths(tree: string): string[] {
  const found = new Set<string>();
  const stack: string[] = [];
  for (const text of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(text);
    if (!match) continue;
    stack.length = (match[1] ?? '').length / 4;
    stack.push(match[2] ?? '');
    if (match[3]) found.add(stack.join(''));
  }
  return [...found].sort();
}

/** A path without its language prefix and trailing slash, so aliases compare equal. */
function normalise(url: string): string {
  return url.replace(/^\/(ro|en|ru)(?=\/)/, '').replace(/\/+$/, '');
}

/**
 * The POST and DELETE routes in Fastify's route tree (printRoutes without a common prefix):
 * each line is a path segment under its parent, indented four characters a level, with its
 * methods in parentheses.
 */
function registeredWriteRoutes(tree: string): string[] {
  const found = new Set<string>();
  const stack: string[] = [];
  for (const text of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]*)\)/.exec(text);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === 'POST' || method === 'DELETE') found.add(`${method} ${normalise(path)}`);
    }
  }
  return [...found].sort();
}
