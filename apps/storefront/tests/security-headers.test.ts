import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, useRouteHarness } from './route-harness.js';

/**
 * The headers of the build's answers (issue 18): the security headers on pages, page data,
 * resource routes, redirects and error pages; a CSP with a fresh nonce on HTML; HSTS only over
 * https said by a trusted proxy; signed-in HTML never stored by a cache.
 */
const shop = useRouteHarness({ products: 5 });

const SECURITY = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function expectSecurityHeaders(headers: Headers, where: string) {
  for (const [name, value] of Object.entries(SECURITY)) {
    expect(headers.get(name), `${where}: ${name}`).toBe(value);
  }
  expect(headers.get('Permissions-Policy'), where).toMatch(/camera=\(\).*microphone=\(\)/);
  expect(headers.get('Permissions-Policy'), where).toMatch(/geolocation=\(\).*payment=\(\)/);
  expect(headers.get('Strict-Transport-Security'), where).toBeNull();
}

function get(path: string, headers: Record<string, string> = {}) {
  return shop.handle(new Request(`${ORIGIN}${path}`, { headers }));
}

/** The CSP's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

let apiPublicUrl: string | undefined;
beforeAll(() => {
  apiPublicUrl = process.env.API_PUBLIC_URL;
});

afterEach(() => {
  delete process.env.GTM_ID;
  delete process.env.STOREFRONT_TRUST_PROXY;
  process.env.API_PUBLIC_URL = apiPublicUrl;
});

describe('security headers of the build', () => {
  it("a listing's pictures come from an origin the page's img-src allows", async () => {
    const { html, headers } = await shop.page('/pages/sales');
    const allowed = directives(headers.get('Content-Security-Policy')).get('img-src') ?? [];
    const pictures = [...html.matchAll(/<img[^>]*\ssrc="(https?:[^"]+)"/g)].map(
      (match) => new URL(match[1] ?? '').origin,
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const origin of new Set(pictures)) expect(allowed, origin).toContain(origin);
  });

  it('a page: the full set and a CSP whose nonce is on every inline script', async () => {
    const { status, headers, html } = await shop.page('/');
    expect(status).toBe(200);
    expectSecurityHeaders(headers, 'home');
    const csp = directives(headers.get('Content-Security-Policy'));
    const nonce = csp
      .get('script-src')
      ?.find((value) => value.startsWith("'nonce-"))
      ?.slice("'nonce-".length, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Product pictures come from the API's public address; no tag manager without GTM_ID.
    expect(csp.get('img-src')).toContain(new URL(apiPublicUrl ?? '').origin);
    expect(headers.get('Content-Security-Policy')).not.toContain('googletagmanager');
    // Every inline script of the page carries the nonce (external ones are 'self').
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    const inline = scripts.filter((attributes) => !/\bsrc=/.test(attributes));
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('a fresh nonce for each answer', async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 3; i += 1) {
      const policy = (await get('/pages/cart')).headers.get('Content-Security-Policy');
      nonces.add(policy?.match(/'nonce-([^']+)'/)?.[1]);
    }
    expect(nonces.size).toBe(3);
    expect(nonces.has(undefined)).toBe(false);
  });

  it("the tag manager's origin is allowed, and its script has the nonce, only with GTM_ID", async () => {
    process.env.GTM_ID = 'GTM-ABC1234';
    const { headers, html } = await shop.page('/');
    const csp = directives(headers.get('Content-Security-Policy'));
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(csp.get('connect-src')).toContain('https://www.googletagmanager.com');
    const nonce = headers.get('Content-Security-Policy')?.match(/'nonce-([^']+)'/)?.[1];
    // A plain search: a base64 nonce holds '+' and '/', which a pattern would read as syntax.
    expect(html).toContain(`<script nonce="${nonce}">window.dataLayer`);
  });

  it('API_PUBLIC_URL names the pictures’ origin', async () => {
    process.env.API_PUBLIC_URL = 'https://media.shop.md/base';
    const { headers } = await shop.page('/');
    expect(directives(headers.get('Content-Security-Policy')).get('img-src')).toContain(
      'https://media.shop.md',
    );
  });

  it('page data, a resource route, a redirect and the 404 page get the headers too', async () => {
    const data = await get('/pages/cart.data');
    expect(data.status).toBe(200);
    expectSecurityHeaders(data.headers, 'page data');
    const resource = await get('/resources/search?search=a');
    expect(resource.headers.get('Content-Type')).toMatch(/json/);
    expectSecurityHeaders(resource.headers, 'resource route');
    expectSecurityHeaders(await get('/robots.txt').then((r) => r.headers), 'robots.txt');
    const redirect = await get('/ro/pages/cart');
    expect(redirect.status).toBe(301);
    expectSecurityHeaders(redirect.headers, 'redirect');
    const missing = await shop.page('/pages/no-such-page');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers, '404');
    expect(missing.headers.get('Content-Security-Policy')).toMatch(/'nonce-/);
    const missingData = await get('/pages/no-such-page.data');
    expect(missingData.status).toBe(404);
    expectSecurityHeaders(missingData.headers, '404 data');
  });

  it('keeps the order page’s stricter Referrer-Policy', async () => {
    // An order link with its token: the page says no-referrer whatever the token's fate.
    const answer = await get('/pages/ordering/1?token=not-a-real-token');
    expect(answer.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('HSTS only when a trusted proxy says the request came over https', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    // No proxy trusted: a client's own X-Forwarded-Proto is not believed.
    expect((await get('/', https)).headers.get('Strict-Transport-Security')).toBeNull();
    process.env.STOREFRONT_TRUST_PROXY = '1';
    expect((await get('/', https)).headers.get('Strict-Transport-Security')).toMatch(
      /^max-age=\d{7,}/,
    );
    expect((await get('/')).headers.get('Strict-Transport-Security')).toBeNull();
    expect(
      (await shop.handle(new Request('https://shop.test/'))).headers.get(
        'Strict-Transport-Security',
      ),
    ).toMatch(/^max-age=/);
  });
});

describe('caching of pages (signed-in HTML holds the e-mail and the company)', () => {
  it('a page rendered with a session cookie is private and never stored', async () => {
    const token = await shop.tokenOf('client@demo.md');
    for (const path of ['/', '/pages/cart', '/pages/profile', '/en/pages/search?search=a']) {
      const { status, headers, html } = await shop.page(path, `token=${token}`);
      expect(status, path).toBe(200);
      expect(html, path).toContain('client@demo.md');
      expect(headers.get('Cache-Control'), path).toBe('private, no-store');
    }
    const data = await get('/pages/cart.data', { Cookie: `token=${token}` });
    expect(data.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('a page without a session cookie may be cached, varying by cookie', async () => {
    const { headers } = await shop.page('/', 'lang=ru');
    expect(headers.get('Cache-Control') ?? '').not.toMatch(/private|no-store/);
    expect(headers.get('Vary')).toMatch(/\bCookie\b/);
  });

  it('the cookie does not become Secure from a client’s own X-Forwarded-Proto', async () => {
    const login = (headers: Record<string, string>) =>
      shop.handle(
        new Request(`${ORIGIN}/session/login`, {
          method: 'POST',
          headers: { 'X-Shop-Client': '1', 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({ username: 'client@demo.md', password: 'demo-shop-1' }),
        }),
      );
    const spoofed = await login({ 'X-Forwarded-Proto': 'https' });
    expect(spoofed.headers.get('Set-Cookie')).toMatch(/token=[^;]+;/);
    expect(spoofed.headers.get('Set-Cookie')).not.toMatch(/Secure/);
    process.env.STOREFRONT_TRUST_PROXY = '1';
    const proxied = await login({ 'X-Forwarded-Proto': 'https' });
    expect(proxied.headers.get('Set-Cookie')).toMatch(/token=[^;]+;.*Secure/);
  });
});
