import { createClient } from '@shop/core/client';
import { productPath } from '@shop/core/rules';
import type { BrowserContext, Page, Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, focused, hydrated, startShop, WAIT, type Shop } from './e2e-shop.js';

/**
 * The shell in Chromium (SPEC §2 "Header", "Navigation"): the desktop catalogue menu hangs
 * directly under the header, inside the window, whether the page is at its top or scrolled (the
 * compact header fixed to the top); the home page whole is axe-clean on a phone and a desktop;
 * in maintenance (MAINTENANCE=1) every page is the maintenance page in its language, answered
 * 503, while the health check answers; a product page's server-drawn parts stay in place while
 * it hydrates; what a shopper types into the home page's newsletter block before its script runs
 * is kept through hydration and is what the sign-up sends (SPEC §2, §3), and a page without
 * script posts it (never a GET with the name and contact in the address). Texts are the ro
 * catalogue's.
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

describe('the home page for assistive technology', () => {
  it.each([
    { width: 360, height: 780 },
    { width: 1280, height: 900 },
  ])('has nothing axe finds broken at $width px', { timeout: 60_000 }, async (viewport) => {
    const page = await homeAt(viewport);
    // The lazily loaded sections drawn and live, the images' boxes settled.
    await page.locator('[data-slot="product-of-the-day"]').waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('hydration keeps what the server drew', () => {
  it('a product page on a phone keeps its header and gallery while the gallery’s chunk comes', async () => {
    const client = createClient({ baseUrl: shop.apiUrl, locale: 'ro' });
    const product = (await client.catalogue.products({})).results.find(
      (item) => item.slug && item.image,
    );
    if (!product?.slug) throw new Error('the seed has no product with pictures');
    const context = await shop.newContext({ viewport: { width: 412, height: 823 } });
    contexts.push(context);
    // The page's elements as the server drew them, before any script ran.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const drawn = [
          ...document.querySelectorAll(
            '[data-slot="product-gallery"] img, header, [data-slot="demo-banner"]',
          ),
        ];
        (window as unknown as { serverDrawn: Element[] }).serverDrawn = drawn;
      });
    });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}${productPath(product.slug)}`);
    await hydrated(page);
    // The gallery and the reviews come in chunks of their own: wait until both are live.
    await page.waitForFunction(() =>
      ['[data-slot="product-gallery"]', '[data-slot="product-reviews-write"]'].every((selector) => {
        const element = document.querySelector(selector);
        return (
          element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
        );
      }),
    );
    const kept = await page.evaluate(() => {
      const drawn = (window as unknown as { serverDrawn: Element[] }).serverDrawn;
      return { drawn: drawn.length, gone: drawn.filter((element) => !element.isConnected).length };
    });
    expect(kept.drawn).toBeGreaterThan(2);
    expect(kept.gone).toBe(0);
  });
});

/** Whether React has taken the newsletter block's form over (it marks what it hydrated). */
const formHydrated = () => {
  const form = document.querySelector('[data-slot="newsletter-signup-form"]');
  return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
};

describe('the newsletter block typed into before the page’s script runs', () => {
  it(
    'keeps the names, the e-mail and the tick through hydration and signs up with them',
    { timeout: 90_000 },
    async () => {
      const context = await shop.newContext();
      contexts.push(context);
      // The popup chain would open over the page later on: it has been seen already.
      await context.addCookies([{ name: 'popups_shown', value: '1', url: shop.baseUrl }]);
      // Every script of the build waits until the shopper has typed.
      const held: Route[] = [];
      let released = false;
      await context.route(
        (url) => url.origin === shop.baseUrl && /\.m?js$/.test(url.pathname),
        (route) => {
          if (released) void route.continue();
          else held.push(route);
        },
      );
      const page = await context.newPage();
      await page.goto(`${shop.baseUrl}/`, { waitUntil: 'commit' });
      const block = page.getByRole('region', { name: 'Abonați-vă la noutăți' });
      const name = block.getByRole('textbox', { name: /^Prenume/ });
      const lastName = block.getByRole('textbox', { name: /^Nume/ });
      const contact = block.getByRole('textbox', { name: /E-mail sau telefon/ });
      const agreement = block.getByRole('checkbox', { name: /Sunt de acord/ });
      await name.waitFor(WAIT);

      await name.pressSequentially('Ana');
      await lastName.pressSequentially('Rusu');
      await contact.pressSequentially('ana.inainte@example.md');
      await agreement.check();
      // Nothing of React yet: the scripts are held, the form is the server's.
      expect(held.length).toBeGreaterThan(0);
      expect(await page.evaluate(formHydrated)).toBe(false);

      released = true;
      for (const route of held.splice(0)) await route.continue();
      await page.waitForFunction(formHydrated, undefined, WAIT);

      // Whatever renders after hydration, the fields keep what was typed.
      await expect.poll(() => name.inputValue(), WAIT).toBe('Ana');
      expect(await lastName.inputValue()).toBe('Rusu');
      expect(await contact.inputValue()).toBe('ana.inainte@example.md');
      expect(await agreement.isChecked()).toBe(true);
      // The hint reads the contact as React knows it now.
      await expect
        .poll(
          () =>
            contact.evaluate((input) =>
              (input.getAttribute('aria-describedby') ?? '')
                .split(' ')
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' '),
            ),
          WAIT,
        )
        .toContain('Am recunoscut un e-mail');

      const sent = page.waitForRequest(
        (request) =>
          request.method() === 'POST' && request.url().endsWith('/accounts/newsletter-set/'),
        WAIT,
      );
      await block.getByRole('button', { name: 'Abonează-mă' }).click();
      expect((await sent).postDataJSON()).toEqual({
        name: 'Ana',
        last_name: 'Rusu',
        email: 'ana.inainte@example.md',
        agreement: true,
      });
      const dialog = page.getByRole('dialog', { name: 'Abonările au fost salvate' });
      await dialog.waitFor(WAIT);
      await dialog.getByRole('button', { name: 'Am înțeles' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      // Taken: the block is empty for the next one.
      expect(await name.inputValue()).toBe('');
      expect(await block.getByRole('status').textContent()).toContain('V-ați abonat');
    },
  );
});

describe('the newsletter block without script', () => {
  it('posts the form: refused, it keeps what was typed; taken, the success page', async () => {
    const context = await shop.newContext({ javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    const addresses: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) addresses.push(request.url());
    });
    await page.goto(`${shop.baseUrl}/`);
    const block = page.getByRole('region', { name: 'Abonați-vă la noutăți' });
    const name = block.getByRole('textbox', { name: /^Prenume/ });
    await name.fill('Ana');
    await block.getByRole('textbox', { name: /^Nume/ }).fill('Rusu');
    await block
      .getByRole('textbox', { name: /E-mail sau telefon/ })
      .fill('ana.fara.script@example.md');
    // Sent without the agreement: the page comes back with everything typed and the reason.
    await block.getByRole('button', { name: 'Abonează-mă' }).click();
    await block.getByText('Trebuie să acceptați termenii').waitFor(WAIT);
    expect(await name.inputValue()).toBe('Ana');
    expect(await block.getByRole('textbox', { name: /E-mail sau telefon/ }).inputValue()).toBe(
      'ana.fara.script@example.md',
    );

    await block.getByRole('checkbox', { name: /Sunt de acord/ }).check();
    await block.getByRole('button', { name: 'Abonează-mă' }).click();
    await page.getByRole('heading', { name: 'V-ați abonat la noutăți' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/pages/success/newsletter');
    // No address the browser asked for carries the name or the contact.
    expect(addresses.filter((address) => /Ana|ana\.fara|example/.test(address))).toEqual([]);
  });
});

describe('maintenance (MAINTENANCE=1)', () => {
  let closed: Shop | undefined;
  afterAll(async () => {
    await closed?.close();
  });

  it(
    'every page is the maintenance page in its language, 503; the health check answers',
    {
      timeout: 90_000,
    },
    async () => {
      closed = await startShop({ seed: { products: 1 }, env: { MAINTENANCE: '1' } });
      const context = await closed.newContext();
      const page = await context.newPage();
      const pages = [
        { path: '/', lang: 'ro', title: 'Magazinul este în lucrări de întreținere' },
        { path: '/en/pages/cart', lang: 'en', title: 'The shop is under maintenance' },
        { path: '/ru/pages/product/x', lang: 'ru', title: 'В магазине идут технические работы' },
      ];
      for (const { path, lang, title } of pages) {
        const response = await page.goto(`${closed.baseUrl}${path}`);
        expect(response?.status(), path).toBe(503);
        expect(await response?.headerValue('retry-after'), path).toBe('3600');
        expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
        expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(title);
        expect(await page.title(), path).toContain(title);
        expect(await axeViolations(page), path).toEqual([]);
      }
      const health = await page.goto(`${closed.baseUrl}/healthz`);
      expect(health?.status()).toBe(200);
    },
  );
});
