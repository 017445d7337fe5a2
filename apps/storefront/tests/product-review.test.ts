import { en, ro, ru } from '@shop/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRouteHarness } from './route-harness.js';

/**
 * The product page's create-review button (SPEC §2 "reviews block … create-review button"): it
 * is drawn for visitors and signed-in shoppers alike, in the three languages; the dialog itself
 * is not in the page (its chunk loads on the first press); a review stored through the API shows
 * on the product page, first. The production build against a seeded API.
 */
const shop = useRouteHarness({ products: 5 });
const { page, tokenOf } = shop;

let product = { id: 0, slug: '' };

beforeAll(async () => {
  const categories = (await (await fetch(`${shop.api}/api/categories/categories`)).json()) as
    { slug: string }[] | { results: { slug: string }[] };
  const list = Array.isArray(categories) ? categories : categories.results;
  const items = (await (
    await fetch(`${shop.api}/api/products/items/?parent_slug=${list[0]?.slug ?? ''}`)
  ).json()) as { results: { id: number; slug: string }[] };
  product = items.results[0] ?? product;
});

const LANGUAGES = [
  { prefix: '', catalogue: ro },
  { prefix: '/en', catalogue: en },
  { prefix: '/ru', catalogue: ru },
] as const;

/** The write button's text in the page's HTML. */
const writeButton = (html: string) =>
  /<button[^>]*data-slot="product-reviews-write"[^>]*>([^<]*)<\/button>/.exec(html)?.[1] ?? null;

describe("the product page's create-review button", () => {
  it.each(LANGUAGES)('is there for a visitor ($prefix), the dialog is not', async (language) => {
    const shown = await page(`${language.prefix}/pages/product/${product.slug}`);
    expect(shown.status).toBe(200);
    expect(writeButton(shown.html)).toBe(language.catalogue.productReviews.write);
    expect(shown.html).not.toContain('data-slot="review-form"');
  });

  it('is there for a signed-in shopper, and a stored review shows first', async () => {
    const token = await tokenOf('client@demo.md');
    const text = 'Merge foarte bine de o lună, recomand tuturor.';
    const stored = await fetch(`${shop.api}/shop/reviews/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'ro',
        Authorization: `Token ${token}`,
      },
      body: JSON.stringify({ product: product.id, grade: 5, text }),
    });
    expect(stored.status).toBe(201);
    for (const language of LANGUAGES) {
      const shown = await page(
        `${language.prefix}/pages/product/${product.slug}`,
        `token=${token}`,
      );
      expect(shown.status).toBe(200);
      expect(writeButton(shown.html)).toBe(language.catalogue.productReviews.write);
      expect(shown.html).toContain(text);
    }
  });
});
