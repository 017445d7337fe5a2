import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER } from '../app/lib/page-cache.server.js';
import { ORIGIN, useRouteHarness } from './route-harness.js';

/**
 * The production build with its cache of anonymous pages on (issue 24; the other route tests turn
 * it off): a page rendered once is served again with a nonce of its own in its CSP and scripts, the
 * language cookie still set per shopper, and nothing kept or served for a signed-in shopper.
 */
process.env.PAGE_CACHE_MS = '600000';
const shop = useRouteHarness({ products: 5 });

function get(path: string, headers: Record<string, string> = {}) {
  return shop.handle(new Request(`${ORIGIN}${path}`, { headers }));
}

/** A page rendered and read to its end (a page is kept once all of it has been rendered). */
async function rendered(path: string): Promise<void> {
  await (await get(path)).text();
}

const policyNonce = (response: Response) =>
  response.headers.get('Content-Security-Policy')?.match(/'nonce-([^']+)'/)?.[1];

describe('the cache of anonymous pages', () => {
  it('serves a rendered page again under a fresh nonce, in its header and its scripts', async () => {
    const first = await get('/pages/about');
    const firstHtml = await first.text();
    const second = await get('/pages/about');
    const secondHtml = await second.text();
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(second.status).toBe(200);

    const [before, after] = [policyNonce(first), policyNonce(second)];
    if (!before || !after) throw new Error('a page without a CSP nonce');
    expect(after).not.toBe(before);
    expect(firstHtml).toContain(`nonce="${before}"`);
    expect(secondHtml).toContain(`nonce="${after}"`);
    expect(secondHtml).not.toContain(before);
    // The same page otherwise.
    expect(secondHtml.replaceAll(after, before)).toBe(firstHtml);
  });

  it('draws a campaign’s page without its tags, so every campaign is served the one page', async () => {
    const tagged = await get('/pages/delivery?view=a&utm_source=fb&gclid=1');
    const html = await tagged.text();
    expect(tagged.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    // The language links keep the rest of the query, not the tags the analytics script read.
    expect(html).toContain('href="/en/pages/delivery?view=a"');
    expect(html).not.toMatch(/utm_source|gclid/);
    const plain = await get('/pages/delivery?view=a');
    expect(plain.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    const other = await get('/pages/delivery?view=a&utm_source=mail');
    expect(other.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    await Promise.all([plain.text(), other.text()]);
  });

  it('sets the language cookie per shopper, outside the kept page', async () => {
    await rendered('/ru/pages/delivery');
    const newcomer = await get('/ru/pages/delivery');
    expect(newcomer.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(newcomer.headers.get('Set-Cookie')).toContain('locale=ru');
    const returning = await get('/ru/pages/delivery', { Cookie: 'locale=ru' });
    expect(returning.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(returning.headers.get('Set-Cookie')).toBeNull();
    const switching = await get('/ru/pages/delivery', { Cookie: 'locale=en' });
    expect(switching.headers.get('Set-Cookie')).toContain('locale=ru');
  });

  it('keeps page data for client-side navigation too', async () => {
    await rendered('/en/pages/about.data');
    const again = await get('/en/pages/about.data');
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(again.headers.get('Content-Type')).toMatch(/^text\/x-script/);
  });

  it('renders every page of a signed-in shopper and keeps none of them', async () => {
    const token = await shop.tokenOf('client@demo.md');
    await rendered('/');
    const signedIn = await get('/', { Cookie: `token=${token}` });
    expect(signedIn.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(signedIn.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await signedIn.text()).toContain('client@demo.md');
    const anonymous = await get('/');
    expect(anonymous.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(await anonymous.text()).not.toContain('client@demo.md');
  });

  it('keeps no page that is not found', async () => {
    await rendered('/pages/no-such-page');
    const again = await get('/pages/no-such-page');
    expect(again.status).toBe(404);
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });

  it('keeps no page drawn while the API was away, and serves it whole once it is back', async () => {
    const api = process.env.API_URL;
    // Nothing listens on the discard port: every call of the page's shell fails.
    process.env.API_URL = 'http://127.0.0.1:9';
    try {
      for (let time = 0; time < 2; time += 1) {
        const page = await get('/pages/modals');
        await page.text();
        expect(page.status).toBe(200);
        expect(page.headers.get(PAGE_CACHE_HEADER)).not.toBe('hit');
      }
    } finally {
      process.env.API_URL = api;
    }
    await rendered('/pages/modals');
    expect((await get('/pages/modals')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
  });
});
