import { createClient } from '@shop/core/client';
import { productPath } from '@shop/core/rules';
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, startShop, WAIT, type Shop } from './e2e-shop.js';

/**
 * The Content-Security-Policy in Chromium (issue 18): the main pages load under it, come alive
 * (React hydrates: its scripts ran with the nonce) and work, with no violation reported, neither
 * as a `securitypolicyviolation` event nor as a console error. The tag manager is configured so
 * its inline starter runs too (its container script is cut off: there is no network here).
 */
let shop: Shop;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  shop = await startShop({
    seed: { products: 30 },
    // The seed's pictures are on the API's public address, which the policy must allow.
    // Pages are kept as the shop runs by default: a page served again comes from the cache.
    env: { API_PUBLIC_URL: 'http://api.test', GTM_ID: 'GTM-TEST123', PAGE_CACHE_MS: '600000' },
  });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await shop?.close();
});

interface Watched {
  page: Page;
  /** The violations and CSP console errors seen so far. */
  problems: () => Promise<string[]>;
}

/** A page whose CSP violations are collected from before its first script runs. */
async function watchedPage(): Promise<Watched> {
  const context = await shop.newContext();
  contexts.push(context);
  await context.route('https://www.googletagmanager.com/**', (route) => route.abort());
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  return {
    page,
    problems: async () => [
      ...console,
      ...(await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      )),
    ],
  };
}

async function visit({ page }: Watched, path: string): Promise<string | null> {
  const response = await page.goto(`${shop.baseUrl}${path}`);
  await hydrated(page);
  return (await response?.headerValue('Content-Security-Policy')) ?? null;
}

describe('the Content-Security-Policy in Chromium', () => {
  it(
    'the main pages load, come alive and work with no violation',
    { timeout: 180_000 },
    async () => {
      const client = createClient({ baseUrl: shop.apiUrl, locale: 'ro' });
      const [category] = await client.catalogue.homeCategories();
      const product = (await client.catalogue.products({})).results.find(
        (item) => (item.balance ?? 0) > 0 && item.price > 0,
      );
      if (!category || !product?.slug) throw new Error('the seed has no category or product');

      const visitor = await watchedPage();
      const policies = new Set<string | null>();
      for (const path of [
        '/',
        category.url,
        '/pages/search?search=a',
        '/pages/favorites',
        '/en/pages/no-such-page',
      ]) {
        policies.add(await visit(visitor, path));
        expect(await visitor.problems(), path).toEqual([]);
      }
      // A product page works: its button adds to the cart; then the cart's page.
      policies.add(await visit(visitor, productPath(product.slug)));
      await visitor.page
        .getByRole('main')
        .getByRole('button', { name: 'Adaugă în coș' })
        .first()
        .click();
      await visitor.page
        .getByRole('status')
        .filter({ hasText: 'Produsul a fost adăugat în coș' })
        .waitFor(WAIT);
      policies.add(await visit(visitor, '/pages/cart'));
      await visitor.page.getByRole('main').getByText(product.name).first().waitFor(WAIT);
      expect(await visitor.problems(), 'product and cart').toEqual([]);
      // The tag manager's starter (an inline script) ran under the nonce.
      expect(await visitor.page.evaluate(() => Array.isArray(window.dataLayer))).toBe(true);

      // Signed in: the profile's pages.
      const customer = await watchedPage();
      const login = await customer.page.request.post(`${shop.baseUrl}/session/login`, {
        headers: { 'X-Shop-Client': '1', 'Content-Type': 'application/json' },
        data: { username: 'client@demo.md', password: 'demo-shop-1' },
      });
      expect(login.status()).toBe(200);
      for (const path of [
        '/pages/profile',
        '/pages/profile-data',
        '/pages/profile-security',
        '/pages/profile-newsletter',
      ]) {
        policies.add(await visit(customer, path));
        expect(await customer.problems(), path).toEqual([]);
      }
      await customer.page.getByText('client@demo.md').first().waitFor(WAIT);

      // Every answer had a policy, each with its own nonce.
      expect(policies.has(null)).toBe(false);
      const nonces = [...policies].map((policy) => policy?.match(/'nonce-([^']+)'/)?.[1]);
      expect(new Set(nonces).size).toBe(policies.size);
    },
  );

  it('a page served from the page cache comes alive under its own nonce', async () => {
    const answers: { cache: string | null; nonce: string | undefined }[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const watched = await watchedPage();
      const response = await watched.page.goto(`${shop.baseUrl}/pages/about`);
      await hydrated(watched.page);
      const policy = (await response?.headerValue('Content-Security-Policy')) ?? '';
      answers.push({
        cache: (await response?.headerValue('X-Page-Cache')) ?? null,
        nonce: policy.match(/'nonce-([^']+)'/)?.[1],
      });
      expect(await watched.problems(), `visit ${visit + 1}`).toEqual([]);
    }
    expect(answers.map((answer) => answer.cache)).toEqual(['miss', 'hit']);
    expect(answers[0]?.nonce).toBeTruthy();
    expect(answers[1]?.nonce).not.toBe(answers[0]?.nonce);
  });

  it('a script without the nonce is refused, and reported', async () => {
    const watched = await watchedPage();
    await visit(watched, '/');
    await watched.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => watched.problems(), WAIT).not.toEqual([]);
    expect(await watched.page.evaluate(() => 'injected' in window)).toBe(false);
  });
});
