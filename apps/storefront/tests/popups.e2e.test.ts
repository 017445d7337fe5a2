import type { BrowserContext, Page, Request } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, startShop, type Shop } from './e2e-shop.js';

/**
 * The home page's popup chain in Chromium (SPEC §4 "Popups"), on the seed's popups: the first,
 * "Reduceri de până la -30%", is hidden for 5 s and shown for 15 s. The popups are fetched once,
 * then the `popups_shown` cookie (Max-Age 10800) keeps the next pages from fetching them for 3
 * hours.
 *
 * The page runs on Playwright's clock. Once the popups are fetched, its time stops, and the test
 * moves it on in small steps, looking at the page after each one: the chain's 20 s take a few
 * seconds, and its times are read off the page's own clock around what the shopper sees.
 */

let shop: Shop;
const contexts: BrowserContext[] = [];
const FIRST = 'Reduceri de până la -30%';
const POPUPS_CALL = /\/shop-api\/api\/popups\/items/;
/** The page's time when it starts loading (its clock is installed at this time). */
const START = new Date('2026-06-01T09:00:00Z').getTime();
/** How far the page's time moves between two looks at the page (ms). */
const STEP = 100;

beforeAll(async () => {
  shop = await startShop({ seed: { products: 20 } });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await shop?.close();
});

/**
 * A fresh browser (no cookies) on the home page, on its own clock, counting the popups calls;
 * `fetchedAt` is the page's time when the popups had come.
 */
async function freshHome() {
  const context = await shop.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.clock.install({ time: START });
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (POPUPS_CALL.test(request.url())) calls.push(request);
  });
  const fetched = page.waitForResponse(POPUPS_CALL, { timeout: 30_000 });
  await page.goto(`${shop.baseUrl}/`);
  await hydrated(page);
  await (await fetched).finished();
  const fetchedAt = await pageTime(page);
  return { page, context, calls, fetchedAt };
}

const pageTime = (page: Page) => page.evaluate(() => Date.now());

/**
 * Stops the page's time (a second on, so that the stop is never in the page's past): from then
 * on only `runFor` moves it, and a look at the page costs it nothing.
 */
async function stopTime(page: Page): Promise<void> {
  await page.clock.pauseAt(new Date((await pageTime(page)) + 1_000));
}

/**
 * Moves the page's time on until `seen` holds (at most `limitMs` of it) and returns the page's
 * time when it first did.
 */
async function timeWhen(page: Page, seen: () => Promise<boolean>, limitMs: number) {
  const until = (await pageTime(page)) + limitMs;
  for (;;) {
    if (await seen()) return pageTime(page);
    if ((await pageTime(page)) > until) {
      throw new Error(`not seen within ${String(limitMs)} ms of the page's time`);
    }
    await page.clock.runFor(STEP);
  }
}

describe('the popup chain', () => {
  it(
    'shows the first popup after its inactive time, hides it after its active time, and a reload within 3 hours fetches nothing',
    { timeout: 60_000 },
    async () => {
      const { page, context, calls, fetchedAt } = await freshHome();
      const popup = page.getByRole('dialog', { name: FIRST });
      // Open as the chain says (its fade in and out takes 300 ms of the browser's own time).
      const open = async () => (await popup.and(page.locator('[data-state="open"]')).count()) > 0;
      await stopTime(page);
      // Its 5 s of inactive time count from the fetch: hidden 4 s after it, shown by 6 s.
      await page.clock.runFor(3_000);
      expect(await open()).toBe(false);
      const shownAt = await timeWhen(page, open, 2_000 + STEP);
      expect(shownAt - fetchedAt).toBeGreaterThan(4_000);
      // It does not take the focus from the page.
      expect(await popup.evaluate((element) => element.contains(document.activeElement))).toBe(
        false,
      );
      const closedAt = await timeWhen(page, async () => !(await open()), 20_000);
      // Shown for its 15 s of active time (to a step of the clock either way), then gone.
      expect(Math.abs(closedAt - shownAt - 15_000)).toBeLessThanOrEqual(STEP);
      await popup.waitFor({ state: 'hidden', timeout: 5_000 });
      expect(calls).toHaveLength(1);

      const cookie = (await context.cookies()).find((item) => item.name === 'popups_shown');
      expect(cookie?.value).toBe('1');
      // Max-Age 10800: it expires about 3 hours from now (the browser's own time, not the page's).
      const left = (cookie?.expires ?? 0) - Date.now() / 1000;
      expect(left).toBeGreaterThan(10_800 - 120);
      expect(left).toBeLessThanOrEqual(10_800 + 5);

      // Loaded again within 3 hours, on a running clock: the chain's code runs (once the page is
      // idle), reads the cookie and fetches nothing.
      await page.clock.resume();
      const chunk = page.waitForResponse((response) => /home-popups/.test(response.url()), {
        timeout: 30_000,
      });
      await page.reload();
      await hydrated(page);
      await chunk.catch(() => undefined);
      await page.waitForLoadState('networkidle');
      expect(calls).toHaveLength(1);
      expect(await page.getByRole('dialog', { name: FIRST }).count()).toBe(0);
    },
  );

  it('hides the popup at once with its close button', { timeout: 60_000 }, async () => {
    const { page } = await freshHome();
    const popup = page.getByRole('dialog', { name: FIRST });
    await timeWhen(page, () => popup.isVisible(), 10_000);
    await stopTime(page);
    await popup.getByRole('button', { name: 'Închide oferta' }).click();
    // Gone with the page's time stopped: by the close, not by its 15 s of active time.
    await popup.waitFor({ state: 'hidden', timeout: 5_000 });
  });
});
