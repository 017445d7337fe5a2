import { MAP_ORIGIN, VIDEO_EMBED_ORIGINS } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import { escaped, ORIGIN, useRouteHarness, withFailing } from './route-harness.js';

/**
 * /pages/shops and /pages/shops/{slug} (SPEC §2 "Shops: paginated cards; a single shop page with
 * video, image grid, slider and map") in the three languages: the API's shops in the HTML (title,
 * address, phone numbers as tel: links), page 2, a page past the last, an unknown shop's 404, the
 * API failing as the 503 page, and the JSON-LD (BreadcrumbList, and a Store built from the shop's
 * own facts).
 */
const harness = useRouteHarness({ products: 5 });

const LANGUAGES = [
  { locale: 'ro', prefix: '', title: 'Magazine', play: 'Redă videoclipul' },
  { locale: 'en', prefix: '/en', title: 'Shops', play: 'Play video' },
  { locale: 'ru', prefix: '/ru', title: 'Магазины', play: 'Воспроизвести видео' },
] as const;

interface Shop {
  slug: string;
  title: string;
  address: string;
  numbers: string[];
  image: string | null;
  video: string | null;
  images: string[];
  slider: string[];
  latitude: number | null;
  longitude: number | null;
}

interface ShopList {
  pages: number;
  count: number;
  results: Shop[];
}

async function apiJson<T>(path: string, locale = 'ro'): Promise<T> {
  const response = await fetch(`${harness.api}${path}`, { headers: { 'Accept-Language': locale } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The page's JSON-LD blocks, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return Array.from(
    html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

function expectPhones(html: string, numbers: readonly string[]) {
  for (const phone of numbers) {
    expect(html).toContain(`href="tel:${phone.replace(/[^\d+]/g, '')}"`);
    expect(html).toContain(`>${escaped(phone)}</a>`);
  }
}

describe.each(LANGUAGES)('/pages/shops in $locale', ({ locale, prefix, title, play }) => {
  it('shows the first page of shop cards: title linking to the shop, address, phones', async () => {
    const list = await apiJson<ShopList>('/api/pages/shops/?page=1', locale);
    expect(list.results.length).toBeGreaterThan(0);
    const { status, html } = await harness.page(`${prefix}/pages/shops`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escaped(title)}`);
    expect(html).toContain(`<h1`);
    expect(html).toContain(`rel="canonical" href="${ORIGIN}${prefix}/pages/shops"`);
    expect(html).toContain(`hrefLang="ru" href="${ORIGIN}/ru/pages/shops"`);
    expect(html).toContain('aria-current="page"');
    for (const shop of list.results) {
      expect(html).toMatch(
        new RegExp(`href="${prefix}/pages/shops/${shop.slug}"[^>]*>${escaped(shop.title)}</a>`),
      );
      expect(html).toContain(escaped(shop.address));
      expectPhones(html, shop.numbers);
    }
    expect(html.match(/data-slot="shops-list-card"/g)).toHaveLength(list.results.length);
    const trail = jsonLd(html).find((block) => block['@type'] === 'BreadcrumbList');
    expect(trail).toBeDefined();
    // The pagination leads to page 2 in the page's language.
    if (list.pages > 1) expect(html).toContain(`href="${prefix}/pages/shops?page=2"`);
  });

  it('shows one shop: title, address, phones, the video behind its cover, grid, slider, map', async () => {
    const [first] = (await apiJson<ShopList>('/api/pages/shops/?page=1', locale)).results;
    const shop = await apiJson<Shop>(`/api/pages/shops/${first?.slug}`, locale);
    expect(shop.video).toMatch(/youtube/);
    const { status, html } = await harness.page(`${prefix}/pages/shops/${shop.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escaped(shop.title)}`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(shop.title)}</h1>`));
    expect(html).toContain(escaped(shop.address));
    expectPhones(html, shop.numbers);
    expect(html).toContain(`rel="canonical" href="${ORIGIN}${prefix}/pages/shops/${shop.slug}"`);
    // The cover with its play button; the player only after a press.
    expect(html).toContain(`aria-label="${escaped(`${play}: ${shop.title}`)}"`);
    expect(html).not.toContain('youtube-nocookie.com/embed');
    expect(html.match(/data-slot="carousel-slide"/g)).toHaveLength(shop.slider.length);
    for (const image of shop.images) expect(html).toContain(`src="${image}"`);
    expect(html).toContain(`https://www.openstreetmap.org/export/embed.html?bbox=`);
    expect(html).toContain(`marker=${shop.latitude},${shop.longitude}`);

    const blocks = jsonLd(html);
    const store = blocks.find((block) => block['@type'] === 'Store');
    expect(store).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: shop.title,
      url: `${ORIGIN}${prefix}/pages/shops/${shop.slug}`,
      address: { '@type': 'PostalAddress', streetAddress: shop.address },
      telephone: shop.numbers[0],
      // Further numbers as contact points (schema.org's telephone is one text).
      ...(shop.numbers.length > 1
        ? {
            contactPoint: shop.numbers
              .slice(1)
              .map((telephone) => ({ '@type': 'ContactPoint', telephone })),
          }
        : {}),
      image: [shop.image],
      geo: { '@type': 'GeoCoordinates', latitude: shop.latitude, longitude: shop.longitude },
    });
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(trail.itemListElement.map((item) => item.name).slice(-2)).toEqual([title, shop.title]);
  });
});

describe('/pages/shops: pages, 404 and failures', () => {
  it('shows page 2 with the shops after the first six', async () => {
    const second = await apiJson<ShopList>('/api/pages/shops/?page=2');
    expect(second.pages).toBeGreaterThanOrEqual(2);
    const { status, html } = await harness.page('/pages/shops?page=2');
    expect(status).toBe(200);
    expect(html).toContain(`rel="canonical" href="${ORIGIN}/pages/shops?page=2"`);
    for (const shop of second.results) expect(html).toContain(escaped(shop.title));
    const first = await apiJson<ShopList>('/api/pages/shops/?page=1');
    for (const shop of first.results) {
      expect(html).not.toContain(`href="/pages/shops/${shop.slug}"`);
    }
  });

  it('sends a page past the last to the last; a malformed page is the 400 page', async () => {
    const { pages } = await apiJson<ShopList>('/api/pages/shops/?page=1');
    const response = await harness.handle(new Request(`${ORIGIN}/en/pages/shops?page=99`));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      pages > 1 ? `/en/pages/shops?page=${pages}` : '/en/pages/shops',
    );
    expect((await harness.page('/pages/shops?page=abc')).status).toBe(400);
  });

  it("lets the page frame the players and the map core's rules embed (CSP frame-src)", async () => {
    const { headers } = await harness.page('/pages/shops/balti');
    const frameSrc =
      headers
        .get('Content-Security-Policy')
        ?.split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('frame-src ')) ?? '';
    for (const origin of [...VIDEO_EMBED_ORIGINS, MAP_ORIGIN]) {
      expect(frameSrc.split(' ')).toContain(origin);
    }
  });

  it('an unknown shop is the 404 page in every language', async () => {
    for (const { prefix } of LANGUAGES) {
      const { status, html } = await harness.page(`${prefix}/pages/shops/no-such-shop`);
      expect(status).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    }
  });

  it('is the 503 page when the API fails, for the list and for a shop', async () => {
    for (const path of ['/pages/shops', '/ru/pages/shops/balti']) {
      const { status, headers } = await withFailing('/api/pages/shops/', () => harness.page(path));
      expect(status, path).toBe(503);
      expect(headers.get('Retry-After'), path).not.toBeNull();
    }
  });

  it('says when there is no shop', async () => {
    const fetchOf = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/pages/shops/')) {
        return Response.json({ count: 0, pages: 0, next: null, previous: null, results: [] });
      }
      return fetchOf(input, init);
    };
    try {
      const { status, html } = await harness.page('/en/pages/shops');
      expect(status).toBe(200);
      expect(html).toContain('There are no shops to show yet. Please come back soon.');
      expect(html).not.toContain('data-slot="shops-list-card"');
    } finally {
      globalThis.fetch = fetchOf;
    }
  });

  it('lists every shop page in the sitemap', async () => {
    const first = await apiJson<ShopList>('/api/pages/shops/?page=1');
    const second = await apiJson<ShopList>('/api/pages/shops/?page=2');
    const { html: sitemap } = await harness.page('/sitemap.xml');
    for (const shop of [...first.results, ...second.results]) {
      expect(sitemap).toContain(`<loc>${ORIGIN}/pages/shops/${shop.slug}</loc>`);
      expect(sitemap).toContain(`<loc>${ORIGIN}/ru/pages/shops/${shop.slug}</loc>`);
    }
  });
});
