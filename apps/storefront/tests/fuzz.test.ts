import type { RouteConfigEntry } from '@react-router/dev/routes';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import routes from '../app/routes.js';
import { ORIGIN, useRouteHarness } from './route-harness.js';

/** Requests per run: 200 in the normal run, `pnpm test:fuzz:web` sets FUZZ_RUNS=1000. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * Addresses no one should type, over every route of app/routes.ts in the three languages: junk
 * path segments (percent-encodings that decode to nothing, NUL and other control characters, lone
 * surrogates, unicode, huge numbers, very long values), junk queries for the listings' keys, any
 * method a fetch Request can carry (server.mjs answers the others 405: server.test.ts) and bodies
 * far past every limit. Whatever comes, the storefront answers as a
 * page or a refusal, never 5xx: a 5xx is a bug (or the API away, which is tested elsewhere).
 */
const harness = useRouteHarness({ products: 30 });

/** Every route's path pattern, parents joined ('lang?/pages/catalog/:slug'), from the config. */
function patterns(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join('/');
    const own = entry.path !== undefined || entry.index ? [path] : [];
    return [...own, ...patterns(entry.children ?? [], path)];
  });
}

const PATTERNS = [...new Set(patterns(routes))];

/** Real slugs, so that some requests get past the 404 to the pages' own parsing. */
const real = { category: 'x', product: 'x' };

beforeAll(async () => {
  const categories = (await (await fetch(`${harness.api}/api/categories/categories`)).json()) as
    { slug: string }[] | { results: { slug: string }[] };
  real.category = (Array.isArray(categories) ? categories : categories.results)[0]?.slug ?? 'x';
  const page = (await (
    await fetch(`${harness.api}/api/products/items/?parent_slug=${real.category}`)
  ).json()) as { results: { slug: string }[] };
  real.product = page.results[0]?.slug ?? 'x';
});

/** Text as it may arrive in an address: encoded, raw, or with percent-sequences that mislead. */
const junkText = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom(
    '%00',
    '%',
    '%zz',
    '%ED%A0%80',
    '%FF%FE',
    '%C0%AF',
    '%2F',
    '%2e%2e',
    '..',
    '%0d%0aSet-Cookie:x=1',
    '%09',
    '%0A',
    '%7F',
    '%1B[31m',
    '%ED%B0%80',
    '%F4%90%80%80',
    '<script>',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e309',
    '0x10',
    '1.5',
    '',
    ' ',
  ),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.integer({ min: 1, max: 5000 }).map((length) => 'a'.repeat(length)),
  fc.integer({ min: 1, max: 400 }).map((length) => '%C8%99'.repeat(length)),
);

/** A header's value as it arrives: any byte but the controls a header cannot hold. */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)),
  maxLength: 40,
});

const QUERY_KEYS = [
  'search',
  'page',
  'order_by',
  'sort',
  'attributes',
  'brands',
  'price__gte',
  'price__lte',
  'is_promotion',
  'category',
  'ids',
  'locale',
  'key',
  'order',
  'code',
  'state',
  'from',
  'mapid',
  'utm_source',
];

const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), junkText), junkText), {
    maxLength: 6,
  })
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));

/** A concrete path for a pattern: parameters filled with real slugs, languages or junk. */
function pathOf(pattern: string, lang: string, segments: string[], slugs: string[]): string {
  let next = 0;
  const filled = pattern.split('/').flatMap((part) => {
    if (part === ':lang?') return lang ? [lang] : [];
    if (part === '*') return segments;
    if (part.startsWith(':')) {
      const value = slugs[next++] ?? '';
      return part.endsWith('?') && value === '' ? [] : [value];
    }
    return [part];
  });
  return `/${filled.join('/')}`;
}

const request = fc.record({
  pattern: fc.constantFrom(...PATTERNS),
  lang: fc.oneof(fc.constantFrom('', '', 'en', 'ru', 'ro'), junkText),
  segments: fc.array(junkText, { maxLength: 3 }),
  slugs: fc.array(
    fc.oneof(
      junkText,
      fc.constant('real-category'),
      fc.constant('real-product'),
      fc.integer({ min: -5, max: 10 ** 6 }).map(String),
    ),
    { minLength: 2, maxLength: 2 },
  ),
  query,
  method: fc.constantFrom(
    ...['GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'POST'],
    ...['PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  ),
  /** A POST's body: the query as a form, or a body far past any limit (6 MB). */
  oversize: fc.boolean(),
  cookie: fc.option(
    fc
      .tuple(
        fc.constantFrom('token', 'locale', 'favorites'),
        fc.oneof(
          junkText.filter((value) => /^[\x20-\xff]*$/.test(value)),
          headerText,
        ),
      )
      .map(([name, value]) => `${name}=${value}`),
  ),
  shopClient: fc.boolean(),
});

describe('fuzzing every route', () => {
  // Each request renders a whole page against the API: up to half a second each on a busy machine.
  it(`answers ${RUNS} junk requests without a 5xx`, { timeout: 60_000 + RUNS * 500 }, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const slugs = input.slugs.map((slug) =>
          slug === 'real-category' ? real.category : slug === 'real-product' ? real.product : slug,
        );
        const path = pathOf(input.pattern, input.lang, input.segments, slugs);
        const headers = new Headers();
        if (input.cookie !== null) headers.set('Cookie', input.cookie);
        if (input.shopClient) headers.set('X-Shop-Client', '1');
        const init: RequestInit = { method: input.method, headers };
        if (input.method !== 'GET' && input.method !== 'HEAD' && input.method !== 'OPTIONS') {
          headers.set('Content-Type', 'application/x-www-form-urlencoded');
          init.body = input.oversize ? `a=${'x'.repeat(6 * 1024 * 1024)}` : input.query;
        }
        const url = `${ORIGIN}${path}${input.query ? `?${input.query}` : ''}`;
        const response = await harness.handle(new Request(url, init));
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `${input.method} ${url}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const byStatus = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status} × ${count}`)
      .join(', ');
    // Once per run, the figure asked for: Vitest prints a test's console output with its result.
    console.warn(
      `[fuzz] storefront: ${total} requests over ${PATTERNS.length} routes: ${byStatus}`,
    );
  });
});
