import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { createTestApi, type TestApi } from '@shop/api/test-harness';
import { rekeyLayout } from '@shop/core/rules';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * Every route of SPEC §2 in its three language variants, rendered by the production build on the
 * server against a seeded API: status, language, real content.
 */
let handle: (request: Request) => Promise<Response>;
let server: TestApi;
let api: string;

beforeAll(async () => {
  server = await createTestApi('pglite', { seed: { products: 200 } });
  api = await server.app.listen({ port: 0, host: '127.0.0.1' });
  process.env.API_URL = api;
  process.env.PUBLIC_URL = ORIGIN;
  // Tests change the shop's data between pages: every page is rendered (see route-harness).
  process.env.PAGE_CACHE_MS ??= '0';
  const build = (await import(/* @vite-ignore */ inject('serverBuild'))) as ServerBuild;
  handle = createRequestHandler(build, 'production');
});

afterAll(async () => {
  await server.close();
});

const ORIGIN = 'http://shop.test';
const PREFIXES = { ro: '', en: '/en', ru: '/ru' } as const;
const NOT_FOUND_TITLES = {
  ro: 'Această pagină nu a fost găsită',
  en: 'This page could not be found',
  ru: 'Эта страница не найдена',
} as const;

async function get(path: string, init: RequestInit = {}) {
  const response = await handle(new Request(`${ORIGIN}${path}`, init));
  return { status: response.status, headers: response.headers, html: await response.text() };
}

let signedIn: Promise<string> | undefined;

/** The token cookie of the demo customer, signed in once for the file. */
function demoCookie(): Promise<string> {
  signedIn ??= fetch(`${api}/auth/token/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'client@demo.md', password: 'demo-shop-1' }),
  })
    .then((response) => response.json() as Promise<{ auth_token: string }>)
    .then(({ auth_token }) => `token=${auth_token}`);
  return signedIn;
}

async function apiJson<T>(path: string, locale = 'ro'): Promise<T> {
  const response = await fetch(`${api}${path}`, { headers: { 'Accept-Language': locale } });
  return (await response.json()) as T;
}

let categorySlug = '';
let productSlug = '';
let productName = '';

beforeAll(async () => {
  const categories = await apiJson<{ slug: string }[] | { results: { slug: string }[] }>(
    '/api/categories/categories',
  );
  const list = Array.isArray(categories) ? categories : categories.results;
  categorySlug = list[0]?.slug ?? '';
  const page = await apiJson<{ results: { slug: string; name: string }[] }>(
    `/api/products/items/?parent_slug=${categorySlug}`,
  );
  productSlug = page.results[0]?.slug ?? '';
  productName = page.results[0]?.name ?? '';
});

// One article, promotion and regulation each are tested with the seed's own slugs (and unknown
// slugs as 404) in content-news.test.ts.
const PLACEHOLDERS = [
  '/pages/about',
  '/pages/actionpromo',
  '/pages/careers',
  '/pages/contacts?mapid=1',
  '/pages/delivery',
  '/pages/favorites',
  '/pages/fidelity',
  '/pages/faq',
  '/pages/modals',
  '/pages/news',
  '/pages/ordering-error',
  '/pages/profile-data',
  '/pages/profile-newsletter',
  '/pages/profile-security',
  '/pages/regulament',
  '/pages/shops',
  '/pages/shops/balti',
  '/pages/signup-dealers',
  '/pages/aditional',
  '/pages/aditional/garantie-retur',
  '/pages/promo',
];

describe.each(Object.entries(PREFIXES))('in %s', (locale, prefix) => {
  it('renders the home page with the shell data and its sections', async () => {
    const { status, html, headers } = await get(prefix || '/');
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
    expect(headers.get('Set-Cookie')).toContain(`locale=${locale}`);
  });

  it('renders a category listing with products and hreflang alternates', async () => {
    const { status, html } = await get(`${prefix}/pages/catalog/${categorySlug}`);
    expect(status).toBe(200);
    expect(html).toContain(`/pages/product/`);
    for (const code of ['ro', 'en', 'ru', 'x-default'])
      expect(html).toContain(`hrefLang="${code}"`);
  });

  it('renders page 2 of a listing, keeping the filters in the URL', async () => {
    const { status, html } = await get(
      `${prefix}/pages/catalog/${categorySlug}?page=2&order_by=price_asc`,
    );
    expect(status).toBe(200);
    expect(html).toContain('noindex');
  });

  it('renders a product with JSON-LD Product and BreadcrumbList', async () => {
    const { status, html } = await get(`${prefix}/pages/product/${productSlug}`);
    expect(status).toBe(200);
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"priceCurrency":"MDL"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain(
      `rel="canonical" href="${ORIGIN}${prefix}/pages/product/${productSlug}"`,
    );
    const { name } = await apiJson<{ name: string }>(`/api/products/items/${productSlug}`, locale);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${name.split(' ')[0] ?? ''}`));
  });

  it('renders the search page with results and without', async () => {
    const word = productName.split(' ')[0] ?? 'a';
    const found = await get(`${prefix}/pages/search?search=${encodeURIComponent(word)}`);
    expect(found.status).toBe(200);
    expect(found.html).toContain('/pages/product/');
    // The header's box shows the words searched for.
    const box = found.html.match(/<input[^>]*type="search"[^>]*>/)?.[0] ?? '';
    expect(box).toContain(`value="${word}"`);
    const blank = await get(`${prefix}/pages/search`);
    expect(blank.status).toBe(200);
    // Nothing found and no filter chosen: the empty search alone, no filters or sorting.
    const none = await get(`${prefix}/pages/search?search=qqzzxxwwqq`);
    expect(none.status).toBe(200);
    expect(none.html).toContain('data-slot="empty-search"');
    expect(none.html).not.toContain('data-slot="filter-sidebar"');
    expect(none.html).not.toContain('data-slot="sort-select"');
  });

  it('says when the search read the words on the other keyboard layout, with a link to them as typed', async () => {
    const word = (
      productName.split(' ').find((part) => /^\p{L}{4,}$/u.test(part)) ?? 'ciocan'
    ).toLowerCase();
    const typed = rekeyLayout(word);
    const page = await get(`${prefix}/pages/search?search=${encodeURIComponent(typed)}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-slot="search-spelling"');
    expect(page.html).toContain(word);
    expect(page.html).toContain('/pages/product/');
    const link = `${prefix}/pages/search?search=${encodeURIComponent(typed)}&amp;as_typed=1`;
    expect(page.html).toContain(`href="${link}"`);
    const asTyped = await get(
      `${prefix}/pages/search?search=${encodeURIComponent(typed)}&as_typed=1`,
    );
    expect(asTyped.status).toBe(200);
    expect(asTyped.html).not.toContain('data-slot="search-spelling"');
  });

  it('says when no product has the words as typed, offering the closest ones', async () => {
    const word = (
      productName.split(' ').find((part) => /^\p{L}{6,}$/u.test(part)) ?? 'fierbător'
    ).toLowerCase();
    const middle = Math.floor(word.length / 2);
    const typo = word.slice(0, middle) + word.slice(middle + 1);
    const query = `search=${encodeURIComponent(typo)}`;
    const answer = await apiJson<{ near_only: boolean; suggestion: string | null }>(
      `/api/products/product-search?${query}`,
      locale,
    );
    expect(answer, typo).toMatchObject({ near_only: true, suggestion: word });
    const page = await get(`${prefix}/pages/search?${query}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-slot="search-near-matches"');
    expect(page.html).toContain(`href="${prefix}/pages/search?search=${encodeURIComponent(word)}"`);
    expect(page.html).toContain('/pages/product/');
    const found = await get(`${prefix}/pages/search?search=${encodeURIComponent(word)}`);
    expect(found.html).not.toContain('data-slot="search-near-matches"');
  });

  it('renders the sales and category pages', async () => {
    const sales = await get(`${prefix}/pages/sales`);
    expect(sales.status).toBe(200);
    // The banner: the sale's title as h1, its end date, share links for this page's address.
    const { title, end_date } = (
      await apiJson<{ results: { page_content: { title: string; end_date: string } } }>(
        '/api/pages/sales/',
        locale,
      )
    ).results.page_content;
    expect(sales.html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    // The seed's end is counted from the seeding day: the page shows the API's own.
    expect(end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sales.html).toMatch(new RegExp(`<time[^>]*datetime="${end_date}"`, 'i'));
    expect(sales.html).toContain(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${ORIGIN}${prefix}/pages/sales`)}`,
    );
    const category = await get(`${prefix}/pages/category`);
    expect(category.status).toBe(200);
    expect(category.html).toContain(`/pages/catalog/${categorySlug}`);
  });

  it.each(PLACEHOLDERS)('renders %s with its layout and a heading', async (path) => {
    // The profile pages are a signed-in shopper's (a visitor is sent home: tests/session.test.ts).
    const init = path.startsWith('/pages/profile')
      ? { headers: { Cookie: await demoCookie() } }
      : {};
    const { status, html } = await get(`${prefix}${path}`, init);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });

  it('answers 404 with the not-found page for unknown paths, products and categories', async () => {
    for (const path of [
      '/pages/nope',
      '/pages/product/no-such-product',
      '/pages/catalog/no-such-category',
    ]) {
      const { status, html } = await get(`${prefix}${path}`);
      expect(status, path).toBe(404);
      expect(html, path).toContain('404');
      // A title in the page's language, and nothing for a search engine to keep.
      expect(html, path).toContain(
        `<title>${NOT_FOUND_TITLES[locale as keyof typeof NOT_FOUND_TITLES]}`,
      );
      expect(html, path).toContain('<meta name="robots" content="noindex, follow"/>');
    }
  });
});

describe('addresses', () => {
  it('answers 404 for a language that is not ours', async () => {
    expect((await get('/de/pages/about')).status).toBe(404);
    expect((await get('/xx')).status).toBe(404);
  });

  it('sends /ro/… to the address without the prefix', async () => {
    const { status, headers } = await get('/ro/pages/about?x=1');
    expect(status).toBe(301);
    expect(headers.get('Location')).toBe('/pages/about?x=1');
  });

  it('serves robots.txt and a sitemap with the three languages of every category', async () => {
    const robots = await get('/robots.txt');
    expect(robots.html).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('Content-Type')).toContain('application/xml');
    expect(sitemap.html).toContain(`<loc>${ORIGIN}/ru/pages/catalog/${categorySlug}</loc>`);
    expect(sitemap.html).toContain(
      `hreflang="en" href="${ORIGIN}/en/pages/catalog/${categorySlug}"`,
    );
  });

  it('answers the search dropdown with JSON and refuses a blank search', async () => {
    const word = productName.split(' ')[0] ?? 'a';
    const found = await get(`/resources/search?search=${encodeURIComponent(word)}&locale=ru`);
    expect(found.status).toBe(200);
    expect(JSON.parse(found.html)).toHaveProperty('results');
    expect((await get('/resources/search?search=')).status).toBe(400);
  });

  it('gives the last-seen list fresh products in the order asked, and refuses bad ids', async () => {
    const page = await apiJson<{ results: { id: number }[] }>(
      `/api/products/items/?parent_slug=${categorySlug}`,
    );
    const ids = page.results
      .slice(0, 3)
      .map((product) => product.id)
      .reverse();
    const answer = await get(`/resources/products?ids=${ids.join(',')}&locale=en`);
    expect(answer.status).toBe(200);
    const { results } = JSON.parse(answer.html) as { results: { id: number }[] };
    expect(results.map((product) => product.id)).toEqual(ids);
    expect((await get('/resources/products?ids=abc')).status).toBe(400);
  });
});

describe('what the first paint needs', () => {
  const FONT_FILES = {
    ro: ['inter-latin-400-normal', 'inter-latin-ext-400-normal'],
    en: ['inter-latin-400-normal'],
    ru: ['inter-cyrillic-400-normal', 'inter-latin-400-normal'],
  } as const;

  it.each(Object.entries(PREFIXES))(
    'in %s, the regular Inter files of the language are preloaded, two at most, as the stylesheet names them',
    async (locale, prefix) => {
      const { html } = await get(prefix || '/');
      const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"[^>]*>/g)];
      const hrefs = preloads.map((match) => match[1] ?? '');
      expect(hrefs.map((href) => href.replace(/^\/assets\/|-[\w-]{8}\.woff2$/g, ''))).toEqual(
        FONT_FILES[locale as keyof typeof FONT_FILES],
      );
      for (const link of preloads) expect(link[0]).toContain('crossorigin="anonymous"');
      // The stylesheet is a static file (served by server.mjs): read from the client build.
      const css = html.match(/rel="stylesheet" href="\/([^"]+\.css)"/)?.[1];
      if (!css) throw new Error('no stylesheet');
      const sheet = await readFile(
        new URL(`../client/${css}`, pathToFileURL(inject('serverBuild'))),
        'utf8',
      );
      for (const href of hrefs) expect(sheet).toContain(href);
    },
  );

  it('writes every part that is ready in its place, none held back to the end of the page', async () => {
    for (const path of ['/', `/pages/catalog/${categorySlug}`, `/pages/product/${productSlug}`]) {
      // The first page a process renders loads the code of its later parts (React.lazy) and
      // streams them after the rest; from then on they are ready.
      await get(path);
      const { html } = await get(path);
      // React's held-back parts: <div hidden id="S:0"> moved by a script into <template id="B:0">
      // (React Router's own page data streams that way too, as scripts, which draw nothing).
      expect(html, path).not.toMatch(/<div hidden id="S:\d+">(?!<script)/);
    }
  });
});
