import { createClient } from '@shop/core/client';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focused, hydrated, startShop, WAIT, type Shop } from './e2e-shop.js';

/**
 * Writing a review in Chromium (SPEC §2 "reviews block … create-review button"): a visitor who
 * closes the sign-in dialog is not sent into the review later; one who signs in from it goes on
 * to the dialog; the grade is chosen with the arrow keys; the review shows at once, with the
 * count, the star bars and the average moved; a second review of the product is refused kindly.
 * The size chart of a product whose category has one opens by keyboard from its button, shows its
 * table without the page scrolling sideways on a phone, and closes on Escape with the focus back
 * on the button. Texts are the ro catalogue's.
 */

let shop: Shop;
let product: { slug: string; name: string; count: number; fives: number };
/** A product whose category (or one above it) has a size chart, with the chart's title. */
let charted: { slug: string; title: string } | undefined;

beforeAll(async () => {
  shop = await startShop({ seed: { products: 40 } });
  const client = createClient({ baseUrl: shop.apiUrl });
  const { results } = await client.catalogue.products({});
  for (const item of results) {
    if (!item.slug || charted) continue;
    const detail = await client.catalogue.product(item.slug);
    if (detail.size_chart) charted = { slug: item.slug, title: detail.size_chart.title };
  }
  // A product with reviews already, so the bars and the average have something to move from.
  for (const item of results) {
    if (!item.slug) continue;
    const detail = await client.catalogue.product(item.slug);
    if (detail.reviews_count === 0) continue;
    product = {
      slug: item.slug,
      name: detail.name,
      count: detail.reviews_count,
      fives: detail.rating_distribution.find((bar) => bar.grade === 5)?.count ?? 0,
    };
    return;
  }
  throw new Error('the seed has no product with reviews');
});

afterAll(async () => {
  await shop?.close();
});

const reviews = (page: Page) => page.locator('section[data-slot="product-reviews"]');
/** '1 recenzie', '3 recenzii', '20 de recenzii'. */
const COUNT = /^\d+ (de )?recenzi/;
const writeButton = (page: Page) => page.getByRole('button', { name: 'Scrie o recenzie' });
const signInDialog = (page: Page) =>
  page.getByRole('dialog', { name: /^(Intrare în cont|Creare cont)$/ });
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Scrieți o recenzie' });
/** The screen-reader text of the 5-star bar ('5 stele: 3 recenzii'). */
const fiveStarBar = (page: Page) =>
  reviews(page).locator('[data-slot="rating-bar"][data-grade="5"] .shop\\:sr-only');

async function signIn(page: Page): Promise<void> {
  const dialog = signInDialog(page);
  await dialog.getByRole('button', { name: 'Intrați cu adresa de e-mail' }).click();
  await dialog.getByLabel('E-mail', { exact: true }).fill('client@demo.md');
  await dialog.getByLabel('Parola', { exact: true }).fill('demo-shop-1');
  await dialog.getByRole('button', { name: 'Intră în cont' }).click();
}

describe('writing a review', () => {
  it(
    'a visitor signs in from the button and writes one; it shows at once with the bars moved',
    { timeout: 90_000 },
    async () => {
      const context = await shop.newContext();
      const page = await context.newPage();
      // A step that does not happen fails on its own line, well within the test's time.
      page.setDefaultTimeout(WAIT.timeout);
      await page.goto(`${shop.baseUrl}/pages/product/${product.slug}`);
      await hydrated(page);
      const countText = await reviews(page).getByText(COUNT).first().textContent();
      const barBefore = await fiveStarBar(page).textContent();

      // Closing the sign-in dialog drops the wish: a later sign-in from the header opens nothing.
      await writeButton(page).click();
      await signInDialog(page).waitFor(WAIT);
      await page.keyboard.press('Escape');
      await expect.poll(() => signInDialog(page).isVisible(), WAIT).toBe(false);
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Intră în cont', exact: true })
        .click();
      await signInDialog(page).waitFor(WAIT);
      await signIn(page);
      // That sign-in goes home, as every plain one does (SPEC §4), and no review dialog opens.
      await page.waitForURL(`${shop.baseUrl}/`, WAIT);
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Contul meu/ })
        .waitFor(WAIT);
      await expect.poll(() => signInDialog(page).isVisible(), WAIT).toBe(false);
      expect(await reviewDialog(page).count()).toBe(0);

      // Signed out again, the button leads through the sign-in into the review dialog, and the
      // page stays the product's.
      await context.clearCookies();
      await page.goto(`${shop.baseUrl}/pages/product/${product.slug}`);
      await hydrated(page);
      await writeButton(page).click();
      await signInDialog(page).waitFor(WAIT);
      await signIn(page);
      const dialog = reviewDialog(page);
      await dialog.waitFor(WAIT);

      // Sending without a grade says so and puts the focus on the stars.
      await dialog.getByLabel('Recenzia').fill('Prea scurt');
      await dialog.getByRole('button', { name: 'Publică recenzia' }).click();
      await dialog.getByText('Alegeți o notă de la 1 la 5 stele').waitFor(WAIT);
      const firstStar = dialog.getByRole('radio', { name: '1 stea' });
      await expect.poll(() => focused(firstStar), WAIT).toBe(true);
      // The arrow keys choose the grade: 1 → 5 with four presses of the right arrow.
      for (let press = 0; press < 4; press++) await page.keyboard.press('ArrowRight');
      expect(await dialog.getByRole('radio', { name: '5 stele' }).isChecked()).toBe(true);

      const text = 'Folosesc produsul de trei săptămâni și sunt foarte mulțumit.';
      await dialog.getByLabel('Recenzia').fill(text);
      await dialog.getByRole('button', { name: 'Publică recenzia' }).click();
      await page.getByRole('dialog', { name: 'Mulțumim pentru recenzie!' }).waitFor(WAIT);
      await page.keyboard.press('Escape');
      await expect.poll(() => reviewDialog(page).isVisible(), WAIT).toBe(false);

      // At once, without a reload: the review first, the count, the 5-star bar.
      const list = reviews(page).locator('[data-slot="product-reviews-list"]');
      await expect
        .poll(() => list.locator('[data-slot="review"]').first().textContent(), WAIT)
        .toContain(text);
      const after = await reviews(page).getByText(COUNT).first().textContent();
      expect(Number.parseInt(after ?? '', 10)).toBe(product.count + 1);
      expect(after).not.toBe(countText);
      const barAfter = (await fiveStarBar(page).textContent()) ?? '';
      expect(barAfter).not.toBe(barBefore);
      expect(Number.parseInt(barAfter.split(': ')[1] ?? '', 10)).toBe(product.fives + 1);

      // The page stayed the product's (no trip home after this sign-in); the server agrees.
      expect(new URL(page.url()).pathname).toBe(`/pages/product/${product.slug}`);
      await page.reload();
      await hydrated(page);
      await expect
        .poll(() => reviews(page).locator('[data-slot="review"]').first().textContent(), WAIT)
        .toContain(text);

      // A second review of the same product is refused kindly.
      await writeButton(page).click();
      const again = reviewDialog(page);
      await again.waitFor(WAIT);
      await again.getByRole('radio', { name: '4 stele' }).focus();
      await page.keyboard.press('Space');
      await again.getByLabel('Recenzia').fill('Încă o părere despre același produs, tot bună.');
      await again.getByRole('button', { name: 'Publică recenzia' }).click();
      await page
        .getByRole('dialog', { name: 'Ați scris deja o recenzie pentru acest produs' })
        .waitFor(WAIT);
      await context.close();
    },
  );
});

describe('the size chart', () => {
  it(
    'opens by keyboard on a phone, shows its table in the modal, and Escape gives the focus back',
    { timeout: 60_000 },
    async () => {
      if (!charted) throw new Error('the seed has no product with a size chart');
      const context = await shop.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      page.setDefaultTimeout(WAIT.timeout);
      await page.goto(`${shop.baseUrl}/pages/product/${charted.slug}`);
      await hydrated(page);
      const button = page.getByRole('button', { name: 'Tabelul mărimilor' });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Tabelul mărimilor' });
      await dialog.waitFor(WAIT);
      const table = dialog.getByRole('table', { name: charted.title });
      await table.waitFor(WAIT);
      expect(await table.getByRole('rowheader', { name: 'S', exact: true }).isVisible()).toBe(true);
      // The focus is inside the modal, and the page is no wider than the phone.
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), WAIT)
        .toBe(true);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);
      await expect.poll(() => focused(button), WAIT).toBe(true);
      await context.close();
    },
  );
});
