import { en, ro, ru } from '@shop/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRouteHarness } from './route-harness.js';

/**
 * The product page's size chart button (SPEC §2 modals: the size chart on product pages whose
 * products have sizes): the server draws it, in the page's language, for a product whose category
 * (or one above it) has a chart, and not for one without; the modal itself is not in the page (its
 * chunk loads on the first press). The production build against a seeded API.
 */
const shop = useRouteHarness({ products: 80 });
const { page } = shop;

/** The first product filed under a category (its subtree included). */
async function firstIn(category: string): Promise<string> {
  const answer = (await (
    await fetch(`${shop.api}/api/products/items/?parent_slug=${category}`)
  ).json()) as { results: { slug: string }[] };
  const slug = answer.results[0]?.slug;
  if (!slug) throw new Error(`the seed has no product in ${category}`);
  return slug;
}

let bicycle = '';
let bedLinen = '';
let television = '';

beforeAll(async () => {
  [bicycle, bedLinen, television] = await Promise.all([
    firstIn('biciclete'),
    firstIn('lenjerie-de-pat'),
    firstIn('televizoare'),
  ]);
});

const LANGUAGES = [
  { prefix: '', catalogue: ro },
  { prefix: '/en', catalogue: en },
  { prefix: '/ru', catalogue: ru },
] as const;

/** The size chart button's text in the page's HTML, or null when there is none. */
const chartButton = (html: string) =>
  /<button[^>]*data-slot="product-size-chart"[^>]*>([^<]*)<\/button>/.exec(html)?.[1] ?? null;

describe("the product page's size chart button", () => {
  it.each(LANGUAGES)(
    'is drawn for charted products ($prefix), its own or inherited; the modal is not',
    async (language) => {
      for (const slug of [bicycle, bedLinen]) {
        const shown = await page(`${language.prefix}/pages/product/${slug}`);
        expect(shown.status).toBe(200);
        expect(chartButton(shown.html)).toBe(language.catalogue.sizeChart.open);
        expect(shown.html).not.toContain('data-slot="size-chart-modal"');
      }
    },
  );

  it.each(LANGUAGES)('is not drawn for a product without a chart ($prefix)', async (language) => {
    const shown = await page(`${language.prefix}/pages/product/${television}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('data-slot="product-summary"');
    expect(shown.html).not.toContain('data-slot="product-size-chart"');
  });
});
