import { describe, expect, it } from 'vitest';
import { placeOf, useRouteHarness, withFailing } from './route-harness.js';

/**
 * The home page's sections (SPEC §2) in the three languages, each with the API's content, in
 * §2's order; and a section whose call fails is left out, never a 500.
 */
const harness = useRouteHarness({ products: 60 });

const PREFIXES = { ro: '', en: '/en', ru: '/ru' } as const;
const NAMES = {
  ro: {
    features: 'De ce noi',
    partners: 'Partenerii noștri',
    day: 'Produsul zilei',
    hero: 'Oferte',
    slideOf: '1 din',
    shops: 'Magazinele noastre',
    allShops: 'Toate magazinele',
    sales: 'Reduceri',
    featured: 'Produse recomandate',
  },
  en: {
    features: 'Why us',
    partners: 'Our partners',
    day: 'Product of the day',
    hero: 'Offers',
    slideOf: '1 of',
    shops: 'Our shops',
    allShops: 'All shops',
    sales: 'On sale',
    featured: 'Featured products',
  },
  ru: {
    features: 'Почему мы',
    partners: 'Наши партнёры',
    day: 'Товар дня',
    hero: 'Предложения',
    slideOf: '1 из',
    shops: 'Наши магазины',
    allShops: 'Все магазины',
    sales: 'Скидки',
    featured: 'Рекомендуемые товары',
  },
} as const;

interface ApiSlide {
  title: string | null;
  image: string | null;
  image_mobile: string | null;
}
interface ApiShop {
  title: string;
  slug: string;
  image: string | null;
}

/** The answer's list, whether the API wraps it in `results` or not. */
function listOf<T>(answer: T[] | { results: T[] }): T[] {
  return Array.isArray(answer) ? answer : answer.results;
}

async function apiJson<T>(path: string, locale: string): Promise<T> {
  const response = await fetch(`${harness.api}${path}`, {
    headers: { 'Accept-Language': locale },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The HTML with entities of the API's texts written the way React writes them. */
function escaped(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

describe.each(Object.entries(PREFIXES))('the home page in %s', (locale, prefix) => {
  it('shows every section with the API’s content, in §2’s order', async () => {
    const names = NAMES[locale as keyof typeof NAMES];
    const [day, features, brands, banner] = await Promise.all([
      apiJson<{ product: { name: string; slug: string }; ends_at: string }>(
        '/api/homepage/product-of-the-day/',
        locale,
      ),
      apiJson<{ title: string }[] | { results: { title: string }[] }>(
        '/api/homepage/features/',
        locale,
      ),
      apiJson<{ name: string }[] | { results: { name: string }[] }>(
        '/api/homepage/slider-brands-for-home-page/',
        locale,
      ),
      apiJson<{ title: string }>('/api/homepage/partner-banner/', locale),
    ]);
    const featureList = Array.isArray(features) ? features : features.results;
    const brandList = Array.isArray(brands) ? brands : brands.results;
    expect(featureList.length).toBeGreaterThan(0);
    expect(brandList.length).toBeGreaterThan(0);

    const { status, html } = await harness.page(prefix || '/');
    expect(status).toBe(200);

    const marquee = placeOf(html, 'data-slot="product-of-the-day"');
    const featuresAt = placeOf(html, 'data-slot="home-features"');
    const partners = placeOf(html, 'data-slot="partners"');
    const partnerBanner = placeOf(html, 'data-slot="partner-banner"');
    expect(marquee).toBeGreaterThan(-1);
    expect(featuresAt).toBeGreaterThan(marquee);
    expect(partners).toBeGreaterThan(featuresAt);
    expect(partnerBanner).toBeGreaterThan(partners);

    expect(html).toContain(names.day);
    expect(html).toContain(escaped(day.product.name));
    expect(html).toContain(`${prefix}/pages/product/${day.product.slug}`);
    expect(html).toContain('role="timer"');
    expect(html).toContain(names.features);
    for (const feature of featureList) expect(html).toContain(escaped(feature.title));
    expect(html).toContain(names.partners);
    for (const brand of brandList) expect(html).toContain(escaped(brand.name));
    expect(html).toContain(escaped(banner.title));
  });

  it('opens with the hero slider and shows the shops between sales and featured products', async () => {
    const names = NAMES[locale as keyof typeof NAMES];
    const [slideAnswer, shopAnswer] = await Promise.all([
      apiJson<ApiSlide[] | { results: ApiSlide[] }>('/api/homepage/home-page-slider/', locale),
      apiJson<{ results: ApiShop[] }>('/api/pages/shops/', locale),
    ]);
    const slides = listOf(slideAnswer);
    const shops = shopAnswer.results;
    // The seed has several slides with both pictures, and several shops with pictures.
    expect(slides.length).toBeGreaterThan(1);
    for (const slide of slides) {
      expect(slide.image).toBeTruthy();
      expect(slide.image_mobile).toBeTruthy();
    }
    expect(shops.length).toBeGreaterThan(1);
    for (const shop of shops) expect(shop.image).toBeTruthy();

    const { status, headers, html } = await harness.page(prefix || '/');
    expect(status).toBe(200);
    const hero = html.indexOf('data-slot="hero-slider"');
    const shopsAt = html.indexOf('data-slot="shops-carousel"');
    expect(hero).toBeGreaterThan(-1);
    expect(shopsAt).toBeGreaterThan(-1);
    // §2's order: the hero first, the shops between sales and featured products.
    const order = [
      placeOf(html, 'data-slot="hero-slider"'),
      placeOf(html, 'data-slot="product-of-the-day"'),
      placeOf(html, `>${escaped(names.sales)}</h2>`),
      placeOf(html, 'data-slot="shops-carousel"'),
      placeOf(html, `>${escaped(names.featured)}</h2>`),
    ];
    expect(order.every((place) => place > -1)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    // The hero: a named carousel of "1 of N" slides, server-rendered, the first picture eager.
    const heroHtml = html.slice(hero, html.indexOf('</section>', hero));
    expect(heroHtml).toContain(`aria-label="${names.hero}"`);
    expect(heroHtml).toContain(`aria-label="${names.slideOf} ${String(slides.length)}"`);
    for (const slide of slides) {
      if (slide.title) expect(heroHtml).toContain(escaped(slide.title));
    }
    expect(heroHtml).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(heroHtml).toMatch(/<source[^>]*media="\(max-width: 767.98px\)"/);
    // …and asked for before the HTML is read (the Link header; each picture for its widths),
    // as the hero streams after the shell.
    const link = headers.get('Link') ?? '';
    const [first] = slides;
    expect(link).toContain(
      `<${first?.image ?? ''}>; rel=preload; as=image; fetchpriority=high; media="(min-width: 768px)"`,
    );
    expect(link).toContain(
      `<${first?.image_mobile ?? ''}>; rel=preload; as=image; fetchpriority=high; media="(max-width: 767.98px)"`,
    );

    // The shops: a card per shop leading to its page, and the link to every shop.
    const shopsHtml = html.slice(shopsAt, html.indexOf('</section>', shopsAt));
    expect(shopsHtml).toContain(names.shops);
    expect(shopsHtml).toContain(`href="${prefix}/pages/shops"`);
    expect(shopsHtml).toContain(names.allShops);
    for (const shop of shops) {
      expect(shopsHtml).toContain(escaped(shop.title));
      expect(shopsHtml).toContain(`href="${prefix}/pages/shops/${shop.slug}"`);
    }
  });

  it('opens the connection to the pictures’ origin from the head, before any picture', async () => {
    const { html } = await harness.page('/');
    const head = html.slice(0, html.indexOf('</head>'));
    // The harness's API writes picture URLs with http://api.test; the shop is http://shop.test.
    const preconnect = head.indexOf('<link rel="preconnect" href="http://api.test"/>');
    expect(preconnect).toBeGreaterThan(-1);
    expect(preconnect).toBeLessThan(head.indexOf('rel="stylesheet"'));
  });
});

describe('a failing home call', () => {
  it('hides only the hero slider when the slides fail', async () => {
    const { status, headers, html } = await withFailing('/api/homepage/home-page-slider/', () =>
      harness.page('/'),
    );
    expect(status).toBe(200);
    expect(html).not.toContain('data-slot="hero-slider"');
    expect(headers.get('Link') ?? '').not.toContain('rel=preload; as=image');
    expect(html).toContain('data-slot="product-of-the-day"');
    expect(html).toContain('data-slot="shops-carousel"');
    expect(html).toContain('data-slot="partners"');
  });

  it('hides only the shops carousel when the shops fail', async () => {
    const { status, html } = await withFailing('/api/pages/shops/', () => harness.page('/en'));
    expect(status).toBe(200);
    expect(html).not.toContain('data-slot="shops-carousel"');
    expect(html).toContain('data-slot="hero-slider"');
    expect(html).toContain('data-slot="product-of-the-day"');
    expect(html).toContain('Featured products');
  });
});

describe('the home grids', () => {
  it('fit their counts: 5 top sales in 5 columns, 8 sales in 4', async () => {
    const { html } = await harness.page('/');
    const grids = [...html.matchAll(/data-columns="(\d)"/g)].map((match) => match[1]);
    expect(grids.length).toBeGreaterThanOrEqual(2);
    expect(grids[0]).toBe('5');
    expect(grids[1]).toBe('4');
  });
});
