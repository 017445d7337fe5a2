import { en, RESULT_MODAL_KINDS, ro, ru } from '@shop/ui';
import { describe, expect, it } from 'vitest';
import { ORIGIN, useRouteHarness } from './route-harness.js';

/**
 * The hidden content pages (SPEC §2): social campaigns' landing pages and success pages show the
 * API's own texts in each language, are never indexed and stay out of the sitemap; an unknown
 * slug is the 404 page. /pages/about-old, the older about page, moves for good to /pages/about.
 */
const harness = useRouteHarness({ products: 10 });

const PREFIXES = { ro: '', en: '/en', ru: '/ru' } as const;

async function apiJson<T>(path: string, locale: string): Promise<T> {
  const response = await fetch(`${harness.api}${path}`, { headers: { 'Accept-Language': locale } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** React escapes these in text; the API's titles are compared as the HTML shows them. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

interface Social {
  slug: string;
  title: string;
  content: string;
  button: { title: string; url: string } | null;
}

describe.each(Object.entries(PREFIXES))('in %s', (locale, prefix) => {
  it('/pages/social lists the social pages, not indexed', async () => {
    const pages = await apiJson<Social[]>('/api/pages/social/', locale);
    expect(pages.length).toBe(3);
    const { status, html } = await harness.page(`${prefix}/pages/social`);
    expect(status).toBe(200);
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).toContain(`rel="canonical" href="${ORIGIN}${prefix}/pages/social"`);
    for (const page of pages) {
      expect(html).toContain(escaped(page.title));
      expect(html).toContain(`href="${prefix}/pages/social/${page.slug}"`);
    }
  });

  it('/pages/social/{slug} shows the API’s page with its button and breadcrumbs', async () => {
    const pages = await apiJson<Social[]>('/api/pages/social/', locale);
    const page = pages.find((item) => item.button);
    if (!page?.button) throw new Error('no social page with a button');
    const { status, html } = await harness.page(`${prefix}/pages/social/${page.slug}`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(page.title)}</h1>`));
    expect(html).toContain(page.content);
    expect(html).toContain(escaped(page.button.title));
    expect(html).toContain(`href="${prefix}${page.button.url}"`);
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).toContain(`rel="canonical" href="${ORIGIN}${prefix}/pages/social/${page.slug}"`);
    for (const code of ['ro', 'en', 'ru', 'x-default'])
      expect(html).toContain(`hrefLang="${code}"`);
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('/pages/success/{slug} shows each success page of the API, not indexed', async () => {
    for (const slug of [
      'dealer-application',
      'contact-message',
      'vacancy-application',
      'newsletter',
    ]) {
      const page = await apiJson<Omit<Social, 'slug'>>(`/api/pages/success/${slug}`, locale);
      const { status, html } = await harness.page(`${prefix}/pages/success/${slug}`);
      expect(status, slug).toBe(200);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(page.title)}</h1>`));
      expect(html).toContain(page.content);
      if (page.button) expect(html).toContain(escaped(page.button.title));
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      expect(html).toContain('data-slot="success-page"');
    }
  });

  it('an unknown social or success page is the 404 page', async () => {
    expect((await harness.page(`${prefix}/pages/social/no-such-page`)).status).toBe(404);
    expect((await harness.page(`${prefix}/pages/success/no-such-page`)).status).toBe(404);
  });

  it('/pages/about-old moves permanently to /pages/about, keeping the language and query', async () => {
    const plain = await harness.page(`${prefix}/pages/about-old`);
    expect(plain.status).toBe(301);
    expect(plain.headers.get('Location')).toBe(`${prefix}/pages/about`);
    const query = await harness.page(`${prefix}/pages/about-old?utm_source=fb`);
    expect(query.status).toBe(301);
    expect(query.headers.get('Location')).toBe(`${prefix}/pages/about?utm_source=fb`);
  });
});

it('the sitemap leaves the hidden pages out', async () => {
  const { status, html } = await harness.page('/sitemap.xml');
  expect(status).toBe(200);
  for (const path of ['/pages/social', '/pages/success', '/pages/about-old', '/pages/modals']) {
    expect(html).not.toContain(path);
  }
});

describe('/pages/modals, the review page of the shop’s dialogs', () => {
  it.each([
    ['ro', '', ro],
    ['en', '/en', en],
    ['ru', '/ru', ru],
  ] as const)(
    'lists a button for each dialog in %s, not indexed',
    async (_locale, prefix, texts) => {
      const { status, html } = await harness.page(`${prefix}/pages/modals`);
      expect(status).toBe(200);
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      const labels = [
        texts.modalsPage.signIn,
        texts.modalsPage.restore,
        ...RESULT_MODAL_KINDS.map((kind) => texts.modalsPage.kinds[kind]),
      ];
      for (const label of labels) expect(html).toContain(escaped(label));
      // The one-click order opens for the catalogue's first product, named on its button.
      expect(html).toMatch(/type="button"[^>]*>[^<]*(„|“|«)/);
      expect(html.match(/<button/g)?.length ?? 0).toBeGreaterThanOrEqual(labels.length + 1);
    },
  );
});
