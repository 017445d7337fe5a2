import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focused, hydrated, startShop, WAIT, type Shop } from './e2e-shop.js';

/**
 * The shell in Chromium (SPEC §2 "Header", "Navigation"): the desktop catalogue menu hangs
 * directly under the header, inside the window, whether the page is at its top or scrolled (the
 * compact header fixed to the top). Texts are the ro catalogue's.
 */

let shop: Shop;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  shop = await startShop({ seed: { products: 60 } });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await shop?.close();
});

/** A fresh browser of this size on the home page, live. */
async function homeAt(viewport: { width: number; height: number }): Promise<Page> {
  const context = await shop.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${shop.baseUrl}/`);
  await hydrated(page);
  return page;
}

/** Scrolls down past the compact threshold, then up a little: the compact header is fixed. */
async function scrollToFixedHeader(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.locator('[data-slot="header"][data-compact="true"]').waitFor(WAIT);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.locator('[data-slot="header"][data-fixed="true"]').waitFor(WAIT);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
}

describe('the desktop catalogue menu', () => {
  const viewports = [
    { width: 1280, height: 900 },
    { width: 1024, height: 768 },
  ];
  const cases = viewports.flatMap((viewport) =>
    [false, true].map((scrolled) => ({ viewport, scrolled })),
  );

  it.each(cases)(
    'opens right under the header, inside the window: $viewport.width x $viewport.height, scrolled $scrolled',
    { timeout: 60_000 },
    async ({ viewport, scrolled }) => {
      const page = await homeAt(viewport);
      if (scrolled) await scrollToFixedHeader(page);
      const header = page.locator('[data-slot="header"]');
      await header.getByRole('button', { name: 'Catalog' }).click();
      const menu = page.locator('[data-slot="catalogue-menu"]');
      await menu.getByRole('navigation', { name: 'Catalog' }).waitFor(WAIT);

      const bar = await header.boundingBox();
      const panel = await menu.boundingBox();
      if (!bar || !panel) throw new Error('the header or the menu has no box');
      expect(Math.abs(panel.y - (bar.y + bar.height))).toBeLessThanOrEqual(2);
      expect(panel.y).toBeGreaterThanOrEqual(0);
      expect(panel.y + panel.height).toBeLessThanOrEqual(viewport.height);

      // Its first link is on screen, not under anything, and takes the focus.
      const link = menu.getByRole('link').first();
      expect(await link.isVisible()).toBe(true);
      const hit = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && element.contains(top);
      });
      expect(hit).toBe(true);
      await link.focus();
      expect(await focused(link)).toBe(true);
    },
  );
});
