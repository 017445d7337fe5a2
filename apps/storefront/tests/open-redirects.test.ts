import { localRedirect } from '../app/lib/redirect.server.js';
import { describe, expect, it } from 'vitest';
import { ORIGIN, useRouteHarness } from './route-harness.js';

/**
 * Open redirects (issue 18): known payloads sent to every route that redirects, as the path and
 * as the usual query parameters. Whatever the answer, a Location resolved against the shop's
 * address stays on it, and its path never starts with '//' (a page reloading its own path would
 * then leave the site).
 */
const shop = useRouteHarness({ products: 5 });

const HOST = 'evil.example';
export const PAYLOADS: readonly string[] = [
  `//${HOST}`,
  `//${HOST}/`,
  `//${HOST}/x?y=1`,
  `///${HOST}`,
  `////${HOST}/x`,
  `/\\${HOST}`,
  `\\\\${HOST}`,
  `\\/${HOST}`,
  `/\\/${HOST}`,
  `/%2F${HOST}`,
  `/%2f%2f${HOST}`,
  `%2F%2F${HOST}`,
  `/%5C${HOST}`,
  `/%5c%5c${HOST}`,
  `/%252F%252F${HOST}`,
  `/%25252F%25252F${HOST}`,
  `/%255C${HOST}`,
  `https://${HOST}`,
  `http://${HOST}/x`,
  `HtTpS://${HOST}`,
  `https:${HOST}`,
  `https:/${HOST}`,
  `https:\\\\${HOST}`,
  `//https://${HOST}`,
  `ftp://${HOST}`,
  `javascript:alert(1)`,
  `JaVaScRiPt:alert(1)`,
  `java%0ascript:alert(1)`,
  `javascript://%0aalert(1)`,
  `data:text/html,<script>alert(1)</script>`,
  `vbscript:msgbox(1)`,
  `\t//${HOST}`,
  `/\t/${HOST}`,
  `%09//${HOST}`,
  `/%09/${HOST}`,
  `%0d%0a//${HOST}`,
  `/%0d%0aLocation:%20https://${HOST}`,
  `%20//${HOST}`,
  `/ /${HOST}`,
  `/%00/${HOST}`,
  `/..//${HOST}`,
  `/../..//${HOST}`,
  `/.//${HOST}`,
  `/%2e%2e//${HOST}`,
  `/./\\${HOST}`,
  `//shop.test@${HOST}`,
  `https://shop.test@${HOST}`,
  `//${HOST}%2f@shop.test`,
  `/@${HOST}`,
  `//${HOST}#@shop.test`,
  `//${HOST}?@shop.test`,
  `//[::1]/x`,
  `//[2001:db8::1]`,
  `http://[::ffff:7f00:1]`,
  `//0x7f.1`,
  `//2130706433`,
  `//еvil.example`,
  `//xn--vil-8cd.example`,
  `/\u2215\u2215${HOST}`,
  `/\uFF0F\uFF0F${HOST}`,
  `/%E2%88%95%E2%88%95${HOST}`,
  `/%EF%BC%8F%EF%BC%8F${HOST}`,
  `//${HOST}%E3%80%82com`,
  `/\u3002${HOST}`,
  `//${HOST}:443`,
  `//${HOST}\\@shop.test`,
];

/** The payload as a path of the site (one not starting with a slash gets one). */
function asPath(payload: string): string {
  return /^[/\\]/.test(payload) ? payload : `/${payload}`;
}

const QUERY_NAMES = ['redirect', 'next', 'returnTo', 'url', 'to', 'back'];

/** Every request a payload is tried in: path-borne and query-borne, on each redirecting route. */
function requestsFor(payload: string): { name: string; url: string; cookie?: string }[] {
  const path = asPath(payload);
  const query = QUERY_NAMES.map((name) => `${name}=${encodeURIComponent(payload)}`).join('&');
  const stale = `token=${'d'.repeat(43)}`;
  return [
    { name: '/ro prefix', url: `/ro${path}` },
    { name: '/ro prefix, raw query', url: `/ro/pages/cart?${query}` },
    { name: 'stale-token reload', url: path, cookie: stale },
    { name: 'stale-token reload, query', url: `/pages/search?${query}`, cookie: stale },
    { name: 'stale-token reload, en', url: `/en${path}`, cookie: stale },
    { name: '/login', url: `/login?${query}` },
    { name: '/login signed in', url: `/ru/login?${query}`, cookie: 'token=SIGNED_IN' },
    { name: 'profile guard', url: `/pages/profile?${query}` },
    { name: 'profile guard, path', url: `/pages/profile${path}` },
    { name: 'fast-order guard', url: `/pages/fast-order?${query}` },
    {
      name: 'profile orders past the last page',
      url: `/pages/profile?page=99&${query}`,
      cookie: 'token=SIGNED_IN',
    },
    {
      name: 'OAuth start (lang)',
      url: `/auth/google?lang=${encodeURIComponent(payload)}&${query}`,
    },
    { name: 'OAuth start (facebook)', url: `/auth/facebook?${query}` },
    { name: 'OAuth return', url: `/?code=x&state=y&${query}` },
  ];
}

/** Where a Location leads, resolved as a browser does against the page's address. */
function leadsTo(location: string, from: string): URL {
  return new URL(location, `${ORIGIN}${from}`);
}

describe('open redirects (issue 18)', () => {
  it(`none of ${PAYLOADS.length} payloads leaves the site from any redirecting route`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
    const token = await shop.tokenOf('client@demo.md');
    let redirects = 0;
    const staleReloads = new Set<string>();
    const escapes: string[] = [];
    for (const payload of PAYLOADS) {
      for (const { name, url, cookie } of requestsFor(payload)) {
        // As on the wire: the request line is a path on the shop's address.
        const address = `${ORIGIN}${url}`;
        expect(URL.canParse(address), address).toBe(true);
        const headers = cookie ? { Cookie: cookie.replace('SIGNED_IN', token) } : undefined;
        const response = await shop.handle(new Request(address, { headers }));
        await response.body?.cancel();
        const location = response.headers.get('Location');
        if (location === null) continue;
        redirects += 1;
        if (name.startsWith('stale-token')) staleReloads.add(payload);
        // OAuth's start goes to the provider on purpose (its address is configuration).
        if (name.startsWith('OAuth start') && response.status === 302) {
          const target = leadsTo(location, url);
          if (target.origin !== ORIGIN) {
            expect(['accounts.google.com', 'www.facebook.com']).toContain(target.hostname);
            continue;
          }
        }
        const target = leadsTo(location, url);
        if (target.origin !== ORIGIN || target.pathname.startsWith('//')) {
          escapes.push(`${name} ${JSON.stringify(payload)} → ${response.status} ${location}`);
        }
      }
    }
    expect(escapes).toEqual([]);
    // The corpus did reach the redirects: every path payload was reloaded for its stale token.
    expect(staleReloads.size).toBe(PAYLOADS.length);
    expect(redirects).toBeGreaterThan(PAYLOADS.length * 8);
  });

  it('the /ro prefix and the stale-token reload keep the shopper on a page of the shop', async () => {
    const ro = await shop.handle(new Request(`${ORIGIN}/ro//evil.example/x?y=1`));
    expect(ro.status).toBe(301);
    expect(ro.headers.get('Location')).toBe('/evil.example/x?y=1');
    const backslash = await shop.handle(new Request(`${ORIGIN}/ro/%5Cevil.example`));
    expect(backslash.headers.get('Location')).toBe('/');
    const reload = await shop.handle(
      new Request(`${ORIGIN}//evil.example/`, { headers: { Cookie: `token=${'d'.repeat(43)}` } }),
    );
    expect(reload.status).toBe(302);
    expect(reload.headers.get('Location')).toBe('/evil.example/');
    expect(reload.headers.get('Set-Cookie')).toMatch(/token=;.*Max-Age=0/);
  });
});

describe('the storefront’s redirect helper', () => {
  it.each([
    ['/pages/cart?x=1', '/pages/cart?x=1'],
    ['/en/pages/profile', '/en/pages/profile'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['/..//evil.example', '/../evil.example'],
    ['/%2F%2Fevil.example', '/ru'],
    ['https://evil.example', '/ru'],
    ['javascript:alert(1)', '/ru'],
    ['/\tevil', '/ru'],
  ])('%j → %j', (target, location) => {
    const response = localRedirect(target, 302, '/ru');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(location);
  });

  it('keeps the status and headers it is given', () => {
    const response = localRedirect('//evil.example', { status: 301, headers: { 'X-A': '1' } });
    expect(response.status).toBe(301);
    expect(response.headers.get('X-A')).toBe('1');
    expect(response.headers.get('Location')).toBe('/evil.example');
  });
});
