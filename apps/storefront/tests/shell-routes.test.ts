import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN, useRouteHarness } from './route-harness.js';

/**
 * The shell's answers of issue 21: addresses that name nothing lead somewhere useful, and every
 * page, the 404 and error pages too, has a title in the address's language.
 */
const harness = useRouteHarness({ products: 10 });
const LOCALES = [
  { locale: 'ro', prefix: '' },
  { locale: 'en', prefix: '/en' },
  { locale: 'ru', prefix: '/ru' },
] as const;

/** The text of the page's <title>, or null. */
function titleOf(html: string): string | null {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
}

describe('addresses that name nothing', () => {
  it.each(LOCALES)('a bare /pages/product leads to the home page ($locale)', async ({ prefix }) => {
    const response = await harness.handle(new Request(`${ORIGIN}${prefix}/pages/product`));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(prefix || '/');
  });

  it.each(LOCALES)('a bare /order_success leads a visitor home ($locale)', async ({ prefix }) => {
    const response = await harness.handle(new Request(`${ORIGIN}${prefix}/order_success`));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(prefix || '/');
  });

  it.each(LOCALES)(
    "a bare /order_success leads a signed-in shopper to the profile's orders ($locale)",
    async ({ prefix }) => {
      const token = await harness.tokenOf('client@demo.md');
      const response = await harness.handle(
        new Request(`${ORIGIN}${prefix}/order_success`, {
          headers: { Cookie: `token=${token}` },
        }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(`${prefix}/pages/profile`);
      // And that page is there for them.
      const profile = await harness.page(`${prefix}/pages/profile`, `token=${token}`);
      expect(profile.status).toBe(200);
    },
  );
});

describe('titles of the error pages', () => {
  const NOT_FOUND = {
    ro: 'Această pagină nu a fost găsită | ',
    en: 'This page could not be found | ',
    ru: 'Эта страница не найдена | ',
  } as const;

  it.each(LOCALES)('the 404 page has a localized title ($locale)', async ({ locale, prefix }) => {
    const { status, html } = await harness.page(`${prefix}/no/such/page`);
    expect(status).toBe(404);
    expect(titleOf(html)).toMatch(new RegExp(`^${NOT_FOUND[locale]}\\S`));
  });

  let broken: Server | undefined;
  afterEach(async () => {
    process.env.API_URL = harness.api;
    if (broken) await new Promise<void>((resolve) => broken?.close(() => resolve()));
    broken = undefined;
  });

  it('the 500 page has a localized title in each language', async () => {
    // An API whose answers are not what the contract says: the product page fails with 500.
    broken = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"unexpected":true}');
    });
    await new Promise<void>((resolve) => broken?.listen(0, '127.0.0.1', resolve));
    process.env.API_URL = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
    const titles = new Set<string>();
    for (const { prefix } of LOCALES) {
      const { status, html } = await harness.page(`${prefix}/pages/product/some-product`);
      expect(status, prefix).toBe(500);
      const title = titleOf(html);
      expect(title, prefix).toBeTruthy();
      expect(title, prefix).not.toMatch(/^ \|/);
      titles.add(title ?? '');
    }
    // Three languages, three titles.
    expect(titles.size).toBe(3);
  });
});

describe('maintenance (MAINTENANCE=1)', () => {
  const TITLES = {
    ro: 'Magazinul este în lucrări de întreținere',
    en: 'The shop is under maintenance',
    ru: 'В магазине идут технические работы',
  } as const;
  afterEach(() => {
    delete process.env.MAINTENANCE;
  });

  it.each(LOCALES)(
    'every page answers 503 with Retry-After and the page in its language ($locale)',
    async ({ locale, prefix }) => {
      process.env.MAINTENANCE = '1';
      for (const path of [prefix || '/', `${prefix}/pages/about`, `${prefix}/pages/product/x`]) {
        const { status, headers, html } = await harness.page(path);
        expect(status, path).toBe(503);
        expect(headers.get('Retry-After'), path).toBe('3600');
        expect(headers.get('Cache-Control'), path).toBe('no-store');
        // The security headers of every answer are kept.
        expect(headers.get('X-Content-Type-Options'), path).toBe('nosniff');
        expect(headers.get('Content-Security-Policy'), path).toBeTruthy();
        expect(html, path).toContain(`<html lang="${locale}">`);
        expect(html, path).toMatch(new RegExp(`<h1>${TITLES[locale]}</h1>`));
        expect(titleOf(html), path).toMatch(new RegExp(`^${TITLES[locale]} \\| \\S`));
      }
    },
  );

  it('answers the health check, and every page again once it is over', async () => {
    process.env.MAINTENANCE = '1';
    const health = await harness.handle(new Request(`${ORIGIN}/healthz`));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    // Readiness follows the API, not the maintenance switch.
    expect((await harness.handle(new Request(`${ORIGIN}/readyz`))).status).toBe(200);
    expect((await harness.page('/robots.txt')).status).toBe(503);
    delete process.env.MAINTENANCE;
    expect((await harness.page('/pages/about')).status).toBe(200);
    expect((await harness.handle(new Request(`${ORIGIN}/healthz`))).status).toBe(200);
  });
});

describe('the demo banner and the live chat (the seed is a demo shop with a chat)', () => {
  const DEMO = {
    ro: 'Magazin demonstrativ',
    en: 'Demo shop',
    ru: 'Демонстрационный магазин',
  } as const;

  it.each(LOCALES)('every page says it is a demo ($locale)', async ({ locale, prefix }) => {
    for (const path of [prefix || '/', `${prefix}/pages/about`, `${prefix}/no/such/page`]) {
      const { html } = await harness.page(path);
      // Its code is a chunk of its own, so the server may stream it after the page (React then
      // puts it in its place, above the header): it is in the page, in the page's language.
      expect(html, path).toContain(`aria-label="${DEMO[locale]}"`);
      expect(html, path).toContain('data-slot="demo-banner"');
    }
  });

  it("offers the settings' live chat in the mobile bottom bar", async () => {
    const settings = (await (await fetch(`${harness.api}/api/site-settings/`)).json()) as {
      live_chat_url?: string | null;
    };
    const chat = settings.live_chat_url;
    expect(chat).toMatch(/^https:\/\//);
    const { html } = await harness.page('/');
    expect(html).toContain(`href="${chat}"`);
  });
});
