import { describe, expect, it } from 'vitest';
import { ORIGIN, useRouteHarness, withFailing } from './route-harness.js';

/**
 * The content pages of SPEC §2 and §8: news, promotions (and /pages/promo), regulations and the
 * client-service pages, in ro, en and ru, against the seeded API; their heads (canonical,
 * hreflang, JSON-LD), breadcrumbs, 404s, redirects (past the last page, the client-service ids
 * with a page of their own, a failed article or promotion) and their place in the sitemap (which
 * is not written while a list fails).
 */
const harness = useRouteHarness({ products: 40 });

const LANGUAGES = [
  { locale: 'ro', prefix: '' },
  { locale: 'en', prefix: '/en' },
  { locale: 'ru', prefix: '/ru' },
] as const;

/** Text as React writes it into the HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

interface Item {
  id: number;
  slug: string;
  title: string;
  date: string | null;
  description?: string;
  products?: { name: string }[];
}
interface List {
  pages: number;
  results: Item[];
}

async function apiJson<T>(path: string, locale = 'ro'): Promise<T> {
  const response = await fetch(`${harness.api}${path}`, { headers: { 'Accept-Language': locale } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The JSON-LD blocks of a page. */
function jsonLd(page: string): { '@type': string; [key: string]: unknown }[] {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as { '@type': string },
  );
}

function expectHead(page: string, path: string) {
  expect(page).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
  for (const code of ['ro', 'en', 'ru', 'x-default']) {
    expect(page).toMatch(new RegExp(`<link rel="alternate" hrefLang="${code}"`));
  }
}

function breadcrumbNames(page: string): string[] {
  const trail = jsonLd(page).find((block) => block['@type'] === 'BreadcrumbList') as
    { itemListElement: { name: string }[] } | undefined;
  expect(trail).toBeDefined();
  // The visible trail beside the structured one.
  expect(page).toContain('data-slot="breadcrumbs"');
  return trail?.itemListElement.map((item) => item.name) ?? [];
}

describe.each(LANGUAGES)('news in $locale', ({ locale, prefix }) => {
  it('lists the articles with their titles, links and pages', async () => {
    const list = await apiJson<List>('/api/blog/category/?page=1', locale);
    expect(list.pages).toBeGreaterThan(1);
    const { status, html: page } = await harness.page(`${prefix}/pages/news`);
    expect(status).toBe(200);
    for (const article of list.results) {
      expect(page).toContain(html(article.title));
      expect(page).toContain(`href="${prefix}/pages/news/${article.slug}"`);
    }
    expectHead(page, `${prefix}/pages/news`);
    expect(breadcrumbNames(page)).toHaveLength(2);

    const second = await harness.page(`${prefix}/pages/news?page=2`);
    expect(second.status).toBe(200);
    // Past page 1 the list stays indexable, its canonical address with the page.
    expectHead(second.html, `${prefix}/pages/news?page=2`);
    expect(second.html).not.toContain('noindex');
  });

  it('shows an article: h1, date, HTML, share links, latest articles, JSON-LD', async () => {
    const [first] = (await apiJson<List>('/api/blog/category/?page=1', locale)).results;
    if (!first) throw new Error('no article seeded');
    const article = await apiJson<Item & { content: string }>(
      `/api/blog/category/${first.slug}`,
      locale,
    );
    const path = `${prefix}/pages/news/${article.slug}`;
    const { status, html: page } = await harness.page(path);
    expect(status).toBe(200);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(html(article.title))}</h1>`));
    expect(page).toContain(`<time dateTime="${article.date}"`);
    expect(page).toContain(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${ORIGIN}${path}`)}`,
    );
    expectHead(page, path);
    const blocks = jsonLd(page);
    expect(blocks.find((block) => block['@type'] === 'Article')).toMatchObject({
      headline: article.title,
      mainEntityOfPage: `${ORIGIN}${path}`,
    });
    expect(breadcrumbNames(page).at(-1)).toBe(article.title);
    // Three other articles, never the one shown.
    const latest = page.slice(page.indexOf('id="latest-articles"'));
    const others = [...latest.matchAll(/href="[^"]*\/pages\/news\/([^"]+)"/g)].map((m) => m[1]);
    expect(others).not.toContain(article.slug);
    expect(new Set(others).size).toBe(3);
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('news: errors and redirects', () => {
  it('an unknown article is the 404 page; a bad page number the 400 page', async () => {
    expect((await harness.page('/pages/news/no-such-article')).status).toBe(404);
    expect((await harness.page('/en/pages/news/no-such-article')).status).toBe(404);
    expect((await harness.page('/pages/news?page=abc')).status).toBe(400);
  });

  it('a page past the last redirects to the last', async () => {
    const { pages } = await apiJson<List>('/api/blog/category/?page=1');
    const response = await harness.handle(new Request(`${ORIGIN}/ru/pages/news?page=99`));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/ru/pages/news?page=${pages}`);
  });

  it('SPEC §8: an article that fails to load sends the reader to the news, language kept', async () => {
    const [first] = (await apiJson<List>('/api/blog/category/?page=1')).results;
    const slug = first?.slug ?? '';
    for (const { prefix } of LANGUAGES) {
      const response = await withFailing(`/api/blog/category/${slug}`, () =>
        harness.handle(new Request(`${ORIGIN}${prefix}/pages/news/${slug}`)),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(`${prefix}/pages/news`);
    }
  });
});

describe.each(LANGUAGES)('promotions in $locale', ({ locale, prefix }) => {
  it('lists the promotions with their titles and periods', async () => {
    const list = await apiJson<List>('/api/pages/promotions/?page=1', locale);
    const { status, html: page } = await harness.page(`${prefix}/pages/actionpromo`);
    expect(status).toBe(200);
    for (const promotion of list.results) {
      expect(page).toContain(html(promotion.title));
      expect(page).toContain(`href="${prefix}/pages/actionpromo/${promotion.slug}"`);
    }
    expectHead(page, `${prefix}/pages/actionpromo`);
    expect(breadcrumbNames(page)).toHaveLength(2);
  });

  it('shows a promotion with its tabs, share links, products and JSON-LD', async () => {
    const list = await apiJson<List>('/api/pages/promotions/?page=1', locale);
    const all = await Promise.all(
      list.results.map((card) => apiJson<Item>(`/api/pages/promotions/${card.slug}`, locale)),
    );
    const promotion = all.find((item) => (item.products?.length ?? 0) > 0);
    if (!promotion) throw new Error('no promotion with products seeded');
    const path = `${prefix}/pages/actionpromo/${promotion.slug}`;
    const { status, html: page } = await harness.page(path);
    expect(status).toBe(200);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(html(promotion.title))}</h1>`));
    expect(page).toContain('role="tablist"');
    for (const product of promotion.products ?? []) expect(page).toContain(html(product.name));
    expect(page).toContain(
      `https://connect.ok.ru/offer?url=${encodeURIComponent(`${ORIGIN}${path}`)}`,
    );
    expectHead(page, path);
    expect(jsonLd(page).find((block) => block['@type'] === 'Article')).toMatchObject({
      headline: promotion.title,
    });
    expect(breadcrumbNames(page).at(-1)).toBe(promotion.title);
  });
});

describe('promotions: errors, redirects and /pages/promo', () => {
  it('an unknown promotion is the 404 page', async () => {
    expect((await harness.page('/pages/actionpromo/no-such-promotion')).status).toBe(404);
    expect((await harness.page('/ru/pages/actionpromo/no-such-promotion')).status).toBe(404);
  });

  it('SPEC §8: a promotion that fails to load sends the shopper to /pages/promo', async () => {
    const [first] = (await apiJson<List>('/api/pages/promotions/?page=1')).results;
    const slug = first?.slug ?? '';
    for (const { prefix } of LANGUAGES) {
      const response = await withFailing(`/api/pages/promotions/${slug}`, () =>
        harness.handle(new Request(`${ORIGIN}${prefix}/pages/actionpromo/${slug}`)),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(`${prefix}/pages/promo`);
    }
  });

  it('/pages/promo says so and shows the promotions, or links when those fail too', async () => {
    const list = await apiJson<List>('/api/pages/promotions/?page=1', 'en');
    const { status, html: page } = await harness.page('/en/pages/promo');
    expect(status).toBe(200);
    expect(page).toContain('This promotion cannot be shown right now');
    expect(page).toContain(html(list.results[0]?.title ?? '—'));
    expect(page).toContain('noindex');
    const down = await withFailing('/api/pages/promotions/', () => harness.page('/pages/promo'));
    expect(down.status).toBe(200);
    expect(down.html).toContain('href="/pages/sales"');
    expect(down.html).toContain('href="/pages/actionpromo"');
  });
});

describe.each(LANGUAGES)('regulations in $locale', ({ locale, prefix }) => {
  it('lists them and shows one with its date and HTML', async () => {
    const list = await apiJson<List>('/api/customer/regulaments/?page=1', locale);
    const listPage = await harness.page(`${prefix}/pages/regulament`);
    expect(listPage.status).toBe(200);
    for (const regulation of list.results) expect(listPage.html).toContain(html(regulation.title));
    expectHead(listPage.html, `${prefix}/pages/regulament`);
    const first = list.results[0];
    if (!first) throw new Error('no regulation seeded');
    const path = `${prefix}/pages/regulament/${first.slug}`;
    const { status, html: page } = await harness.page(path);
    expect(status).toBe(200);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(html(first.title))}</h1>`));
    expect(page).toContain(`<time dateTime="${first.date}"`);
    expectHead(page, path);
    expect(breadcrumbNames(page)).toHaveLength(3);
  });
});

describe('regulations: errors', () => {
  it('an unknown regulation is the 404 page', async () => {
    expect((await harness.page('/pages/regulament/no-such-rules')).status).toBe(404);
  });
});

describe.each(LANGUAGES)('client-service pages in $locale', ({ locale, prefix }) => {
  it('shows a page with the links beside it, the current one marked', async () => {
    const links = await apiJson<{ slug: string; title: string }[]>(
      '/api/customer/footer-pages/',
      locale,
    );
    const page = await apiJson<Item>('/api/customer/footer-pages/garantie-retur', locale);
    const path = `${prefix}/pages/aditional/garantie-retur`;
    const { status, html: text } = await harness.page(path);
    expect(status).toBe(200);
    expect(text).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(html(page.title))}</h1>`));
    expect(text).toMatch(
      /aria-current="page"[^>]*href="[^"]*\/pages\/aditional\/garantie-retur"|href="[^"]*\/pages\/aditional\/garantie-retur"[^>]*aria-current="page"/,
    );
    for (const link of links) expect(text).toContain(html(link.title));
    expect(text).toContain(`href="${prefix}/pages/regulament"`);
    expectHead(text, path);
    expect(breadcrumbNames(text).at(-1)).toBe(page.title);

    const index = await harness.page(`${prefix}/pages/aditional`);
    expect(index.status).toBe(200);
    for (const link of links) expect(index.html).toContain(html(link.title));
  });

  it("moves 'regulamente' and 'faq' to their own pages for good (301)", async () => {
    for (const [id, target] of [
      ['regulamente', '/pages/regulament'],
      ['faq', '/pages/faq'],
    ] as const) {
      const response = await harness.handle(
        new Request(`${ORIGIN}${prefix}/pages/aditional/${id}`),
      );
      expect(response.status).toBe(301);
      expect(response.headers.get('Location')).toBe(`${prefix}${target}`);
    }
  });
});

describe('client-service pages: errors', () => {
  it('an unknown id is the 404 page', async () => {
    expect((await harness.page('/pages/aditional/no-such-page')).status).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists every article, promotion, regulation and client-service page in three languages', async () => {
    const sitemap = await harness.page('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('Cache-Control')).toContain('max-age');
    const articles = await apiJson<List>('/api/blog/category/?page=2');
    const promotions = await apiJson<List>('/api/pages/promotions/?page=1');
    const regulations = await apiJson<List>('/api/customer/regulaments/?page=1');
    const paths = [
      ...articles.results.map((item) => `/pages/news/${item.slug}`),
      ...promotions.results.map((item) => `/pages/actionpromo/${item.slug}`),
      ...regulations.results.map((item) => `/pages/regulament/${item.slug}`),
      '/pages/aditional/garantie-retur',
    ];
    for (const path of paths) {
      for (const { prefix } of LANGUAGES) {
        expect(sitemap.html).toContain(`<loc>${ORIGIN}${prefix}${path}</loc>`);
      }
    }
    expect(sitemap.html).not.toContain('/pages/aditional/regulamente');
    expect(sitemap.html).not.toContain('/pages/aditional/faq');
  });

  it('is not written while a content list fails: 503, so a crawler keeps what it has', async () => {
    const sitemap = await withFailing('/api/blog/category/', () => harness.page('/sitemap.xml'));
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('Retry-After')).toBe('30');
    expect(sitemap.headers.get('Cache-Control')).toBe('no-store');
    expect(sitemap.html).not.toContain('<loc>');
    // Back, it lists everything again.
    const again = await harness.page('/sitemap.xml');
    expect(again.status).toBe(200);
    expect(again.html).toContain('/pages/news/');
  });
});
