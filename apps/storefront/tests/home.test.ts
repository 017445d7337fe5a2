import { describe, expect, it } from 'vitest';
import { useRouteHarness } from './route-harness.js';

/**
 * The home page's sections (SPEC §2) in the three languages, each with the API's content, in
 * §2's order; and a section whose call fails is left out, never a 500.
 */
const harness = useRouteHarness({ products: 60 });

const PREFIXES = { ro: '', en: '/en', ru: '/ru' } as const;
const NAMES = {
  ro: { features: 'De ce noi', partners: 'Partenerii noștri', day: 'Produsul zilei' },
  en: { features: 'Why us', partners: 'Our partners', day: 'Product of the day' },
  ru: { features: 'Почему мы', partners: 'Наши партнёры', day: 'Товар дня' },
} as const;

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

    const marquee = html.indexOf('data-slot="product-of-the-day"');
    const featuresAt = html.indexOf('data-slot="home-features"');
    const partners = html.indexOf('data-slot="partners"');
    const partnerBanner = html.indexOf('data-slot="partner-banner"');
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
