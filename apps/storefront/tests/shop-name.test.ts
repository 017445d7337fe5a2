import { describe, expect, it } from 'vitest';
import { escaped, markupOf, useRouteHarness } from './route-harness.js';

/**
 * The shop's name comes from the site settings the API sends (`shop_name`, in the page's
 * language): the logo's accessible name, the home page's title and h1, every page's title,
 * og:site_name and the JSON-LD (an article's publisher, the contacts page's Organization). The
 * catalogue's generic `site.name` only stands in while the settings have none.
 */
// These tests change the settings between pages: the shell's data is asked for on every page.
process.env.LAYOUT_CACHE_MS = '0';
const harness = useRouteHarness({ products: 5 });

const LANGUAGES = [
  { locale: 'ro', prefix: '', careers: 'Cariere', home: 'Pagina principală' },
  { locale: 'en', prefix: '/en', careers: 'Careers', home: 'Home page' },
  { locale: 'ru', prefix: '/ru', careers: 'Вакансии', home: 'Главная страница' },
] as const;

/** Runs `body` while the API's site settings say `shop_name` is `name(locale)`. */
async function withShopName<T>(name: (locale: string) => string | null, body: () => Promise<T>) {
  const fetchOf = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const response = await fetchOf(input, init);
    if (!url.includes('/api/site-settings/')) return response;
    const locale = new Headers(init?.headers).get('Accept-Language') ?? 'ro';
    const settings = (await response.json()) as Record<string, unknown>;
    return Response.json({ ...settings, shop_name: name(locale) });
  };
  try {
    return await body();
  } finally {
    globalThis.fetch = fetchOf;
  }
}

/** The header's logo link: its text is its accessible name. */
function logoName(html: string): string {
  const link = /<a[^>]*data-slot="header-logo"[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? '';
  return link
    .replaceAll(/<[^>]+>/g, '')
    .replaceAll('<!-- -->', '')
    .replaceAll(/\s+/g, ' ')
    .trim();
}

function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as { '@type': string },
  );
}

describe.each(LANGUAGES)("the shop's name in $locale", ({ locale, prefix, careers, home }) => {
  it('is the seeded settings\u2019 CasaPlus: logo, home title and h1, titles, og:site_name', async () => {
    const settings = (await (
      await fetch(`${harness.api}/api/site-settings/`, { headers: { 'Accept-Language': locale } })
    ).json()) as { shop_name: string };
    expect(settings.shop_name).toBe('CasaPlus');
    const front = await harness.page(prefix || '/');
    expect(front.status).toBe(200);
    expect(front.html).toContain('<title>CasaPlus</title>');
    expect(front.html).toContain('<meta property="og:site_name" content="CasaPlus"/>');
    expect(front.html).toMatch(/<h1 class="shop:sr-only">CasaPlus<\/h1>/);
    expect(logoName(front.html)).toBe(`CasaPlus ${home}`);
    // Drawn nowhere (the catalogue's generic name travels with the page's texts, unshown).
    expect(markupOf(front.html)).not.toContain('Magazinul online');
    const page = await harness.page(`${prefix}/pages/careers`);
    expect(page.html).toContain(`<title>${escaped(careers)} | CasaPlus</title>`);
    expect(page.html).toContain('<meta property="og:site_name" content="CasaPlus"/>');
  });
});

describe("the shop's name follows its editors", () => {
  const NAMES: Record<string, string> = { ro: 'Unealta', en: 'Unealta Tools', ru: 'Уняльта' };

  it('in each language: logo, titles, og:site_name', async () => {
    await withShopName(
      (locale) => NAMES[locale] ?? null,
      async () => {
        for (const { locale, prefix, careers, home } of LANGUAGES) {
          const name = NAMES[locale] ?? '';
          const front = await harness.page(prefix || '/');
          expect(front.html).toContain(`<title>${escaped(name)}</title>`);
          expect(logoName(front.html)).toBe(`${name} ${home}`);
          const page = await harness.page(`${prefix}/pages/careers`);
          expect(page.html).toContain(`<title>${escaped(careers)} | ${escaped(name)}</title>`);
          expect(page.html).toContain(`<meta property="og:site_name" content="${escaped(name)}"/>`);
        }
      },
    );
  });

  it("in the JSON-LD: an article's publisher, the contacts page's Organization", async () => {
    const list = (await (await fetch(`${harness.api}/api/blog/category/?page=1`)).json()) as {
      results: { slug: string }[];
    };
    const slug = list.results[0]?.slug;
    expect(slug).toBeDefined();
    await withShopName(
      (locale) => NAMES[locale] ?? null,
      async () => {
        const article = await harness.page(`/en/pages/news/${slug}`);
        const posting = jsonLd(article.html).find((block) => block['@type'] === 'Article');
        expect(posting?.['publisher']).toEqual({ '@type': 'Organization', name: 'Unealta Tools' });
        const contacts = await harness.page('/ru/pages/contacts');
        const organization = jsonLd(contacts.html).find(
          (block) => block['@type'] === 'Organization',
        );
        expect(organization?.['name']).toBe('Уняльта');
      },
    );
  });

  it('without a name in the settings, the catalogue names the shop', async () => {
    await withShopName(
      () => null,
      async () => {
        const front = await harness.page('/en');
        expect(front.html).toContain('<title>Online shop</title>');
        expect(logoName(front.html)).toBe('Online shop Home page');
      },
    );
  });
});
