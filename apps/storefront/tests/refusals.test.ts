import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, useRouteHarness, withFailing } from './route-harness.js';

/**
 * What the storefront answers to addresses a shopper (or a robot) got wrong, to the API being
 * away, to an oversized upload, and to a forged Host: a page in the shell with the right status,
 * never a 500, and links only to the shop's own public address.
 */
const harness = useRouteHarness({ products: 30 });
const PREFIXES = ['', '/en', '/ru'] as const;

let categorySlug = '';
let productSlug = '';

beforeAll(async () => {
  const categories = (await (await fetch(`${harness.api}/api/categories/categories`)).json()) as
    { slug: string }[] | { results: { slug: string }[] };
  categorySlug = (Array.isArray(categories) ? categories : categories.results)[0]?.slug ?? '';
  const page = (await (
    await fetch(`${harness.api}/api/products/items/?parent_slug=${categorySlug}`)
  ).json()) as { results: { slug: string }[] };
  productSlug = page.results[0]?.slug ?? '';
});

describe('bad input', () => {
  const BAD = [
    '/pages/search?search=%00',
    `/pages/search?search=${'a'.repeat(201)}`,
    '/pages/search?search=drill&attributes=%00',
    '/pages/sales?page=99999999999999999999',
    '/pages/sales?page=abc',
    '/pages/product/%00',
  ];

  it.each(PREFIXES)('answers the 400 page, in the shell, under "%s"', async (prefix) => {
    for (const path of BAD) {
      const { status, html } = await harness.page(`${prefix}${path}`);
      expect(status, path).toBe(400);
      expect(html, path).toContain('data-status="400"');
      // The shell is still there (header and footer around the page).
      expect(html, path).toContain('<footer');
    }
  });

  it('says the address is not valid in the page language', async () => {
    const texts = {
      '': 'Adresa nu este validă',
      '/en': 'The address is not valid',
      '/ru': 'Адрес',
    };
    for (const [prefix, text] of Object.entries(texts)) {
      const { html } = await harness.page(`${prefix}/pages/search?search=%00`);
      expect(html).toContain(text);
      // The tab says it too (the page's title, lib/meta.ts).
      expect(html).toContain(`<title>${text}`);
    }
  });

  it('answers 400 to junk filters of a category listing', async () => {
    for (const prefix of PREFIXES) {
      const path = `${prefix}/pages/catalog/${categorySlug}?attributes=%00`;
      expect((await harness.page(path)).status, path).toBe(400);
      const brands = `${prefix}/pages/catalog/${categorySlug}?brands=%00`;
      expect((await harness.page(brands)).status, brands).toBe(400);
    }
  });

  it('takes a token cookie that cannot be a token for none (it never reaches a header)', async () => {
    // It used to be sent as `Authorization: Token 훃`, which fetch cannot send: taken for the
    // API being down, the profile rendered for a shopper who is nobody. A visitor is sent home.
    const profile = await harness.handle(
      new Request(`${ORIGIN}/pages/profile-newsletter`, { headers: { Cookie: 'token=%ED%9B%83' } }),
    );
    expect(profile.status).toBe(302);
    expect(profile.headers.get('Location')).toBe('/');
    expect((await harness.page('/en/pages/favorites', 'token=%ED%9B%83')).status).toBe(200);
  });

  it('keeps 404 for what the API does not know', async () => {
    expect((await harness.page('/pages/product/no-such-product')).status).toBe(404);
    expect((await harness.page('/en/pages/catalog/no-such-category')).status).toBe(404);
  });

  it('reads tolerantly what the listing can mend (a page number too large is page 1)', async () => {
    const path = `/pages/catalog/${categorySlug}?page=99999999999999999999`;
    expect((await harness.page(path)).status).toBe(200);
  });
});

/** A port nothing listens on (taken from the system, then given back). */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('a control character where the language goes (issue 40)', () => {
  it('is refused 400 by the build itself, with the security headers, never a 500', async () => {
    for (const path of ['/%09', '/%0A', '/%7F', '/%1b/pages/sales', '/%00en/pages/sales']) {
      const response = await harness.handle(new Request(`${ORIGIN}${path}`));
      expect(response.status, path).toBe(400);
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
    }
  });
});

describe('the API away', () => {
  let failing: Server | undefined;
  afterEach(async () => {
    process.env.API_URL = harness.api;
    if (failing) await new Promise<void>((resolve) => failing?.close(() => resolve()));
    failing = undefined;
  });

  const pages = () => [
    `/pages/catalog/${categorySlug}`,
    `/en/pages/product/${productSlug}`,
    '/ru/pages/search?search=drill',
    '/pages/sales',
  ];

  it('answers 503 with Retry-After when the API refuses the connection', async () => {
    process.env.API_URL = await closedPort();
    for (const path of pages()) {
      const { status, headers, html } = await harness.page(path);
      expect(status, path).toBe(503);
      expect(headers.get('Retry-After'), path).toBe('30');
      // An outage is not a page a cache may keep.
      expect(headers.get('Cache-Control'), path).toBe('no-store');
      expect(html, path).toContain('data-status="503"');
    }
    // No sitemap is written from a failed load: a crawler would drop what it leaves out.
    const sitemap = await harness.handle(new Request(`${ORIGIN}/sitemap.xml`));
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('Retry-After')).toBe('30');
    expect(sitemap.headers.get('Cache-Control')).toBe('no-store');
    expect(await sitemap.text()).not.toContain('<urlset');
    const { html } = await harness.page('/en/pages/sales');
    expect(html).toContain('The shop is briefly unavailable');
    expect(html).toContain('<title>The shop is briefly unavailable | Online shop</title>');
    // The pages that do not need the API still render, as they did (the page cache does not keep
    // them while their shell is incomplete: page-cache.server.test.ts).
    expect((await harness.page('/pages/modals')).status).toBe(200);
    // The home page has nothing without the API: it is the 503 page, not an empty 200.
    for (const path of ['/', '/ru']) {
      const home = await harness.page(path);
      expect(home.status, path).toBe(503);
      expect(home.headers.get('Retry-After'), path).toBe('30');
      expect(home.headers.get('Cache-Control'), path).toBe('no-store');
      expect(home.html, path).toContain('data-status="503"');
    }
  });

  it('is live but not ready while its API is away or starting (issue 40)', async () => {
    const ready = await harness.handle(new Request(`${ORIGIN}/readyz`));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    process.env.API_URL = await closedPort();
    const away = await harness.handle(new Request(`${ORIGIN}/readyz`));
    expect(away.status).toBe(503);
    expect(away.headers.get('Retry-After')).toBe('5');
    expect(away.headers.get('Cache-Control')).toBe('no-store');
    expect(await away.json()).toEqual({ status: 'waiting', api: 'unreachable' });
    expect((await harness.handle(new Request(`${ORIGIN}/healthz`))).status).toBe(200);

    failing = createServer((_request, response) => {
      response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
      response.end('{"status":"starting","database":"postgres"}');
    });
    await new Promise<void>((resolve) => failing?.listen(0, '127.0.0.1', resolve));
    process.env.API_URL = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    const starting = await harness.handle(new Request(`${ORIGIN}/readyz`));
    expect(starting.status).toBe(503);
    expect(await starting.json()).toEqual({ status: 'waiting', api: 'starting' });
  });

  it('answers 503 when the API answers 5xx', async () => {
    failing = createServer((_request, response) => {
      response.writeHead(502, { 'Content-Type': 'application/json' });
      response.end('{"detail":"bad_gateway"}');
    });
    await new Promise<void>((resolve) => failing?.listen(0, '127.0.0.1', resolve));
    process.env.API_URL = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    for (const path of pages()) {
      const { status, headers } = await harness.page(path);
      expect(status, path).toBe(503);
      expect(headers.get('Retry-After'), path).toBe('30');
    }
  });
});

describe('/shop-api bodies', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    harness.handle(
      new Request(`${ORIGIN}/shop-api/api/contacts/contact-form/`, {
        method: 'POST',
        headers: { 'X-Shop-Client': '1', 'Content-Type': 'application/json', ...headers },
        body,
      }),
    );

  it('refuses a 30 MB body with 413, as the API does, without passing it on', async () => {
    const response = await post(new Uint8Array(30 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'payload_too_large' });
  });

  it('refuses on the Content-Length alone, before reading the body', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error('the body was read');
      },
    });
    const response = await harness.handle(
      new Request(`${ORIGIN}/shop-api/api/contacts/contact-form/`, {
        method: 'POST',
        headers: { 'X-Shop-Client': '1', 'Content-Length': String(30 * 1024 * 1024) },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
  });

  it("passes on the API's own 413 and 400", async () => {
    const large = await post(JSON.stringify({ message: 'x'.repeat(1024 * 1024) }));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ detail: 'payload_too_large' });
    const invalid = await post('{"name":');
    expect(invalid.status).toBe(400);
  });
});

describe('/shop-api paths', () => {
  const get = (path: string, method = 'GET') =>
    harness.handle(new Request(`${ORIGIN}${path}`, { method, headers: { 'X-Shop-Client': '1' } }));

  // Addresses whose decoded path is not the one they show: each would reach another API path
  // (a session call, the health check, a path outside /api) if its segments were pasted as decoded.
  // (A control character in any path is refused by server.mjs before the build: server.test.ts.)
  it.each([
    '/shop-api/auth/token/login%3F',
    '/shop-api/auth/token/login%3Fx=1',
    '/shop-api/auth/token/login%23',
    '/shop-api/auth%2Ftoken%2Flogin',
    '/shop-api/api/products/..%2F..%2Fhealthz',
    '/shop-api/api/%2e%2e%2F%2e%2e%2Fhealthz',
    '/shop-api/api/products%5C..%5C..%5Chealthz',
    '/shop-api/api//products/items/',
    '/shop-api/api/products/%00items',
    '/shop-api/api/products/%E0%A4%A',
  ])('refuses %s with 400, sending nothing', async (path) => {
    for (const method of ['GET', 'POST']) {
      const answer = await withFailing('/', () => get(path, method));
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(await answer.json()).toEqual({ detail: 'invalid_request' });
    }
  });

  it('keeps the session calls to /session however they are spelt', async () => {
    for (const path of [
      '/shop-api/auth/token/login',
      '/shop-api/auth/token/login/',
      '/shop-api/auth/token/%6Cogin',
    ]) {
      expect((await get(path, 'POST')).status, path).toBe(404);
    }
  });

  it('passes a path with encoded text in a segment on as it came', async () => {
    const answer = await get('/shop-api/api/products/items/?search=ma%C8%99in%C4%83');
    expect(answer.status).toBe(200);
    // Plain dot segments are resolved by the URL itself, inside /shop-api/.
    expect((await get('/shop-api/api/products/x/../items/')).status).toBe(200);
  });
});

describe('/session bodies', () => {
  const send = (action: string, body: BodyInit, headers: Record<string, string> = {}) =>
    harness.handle(
      new Request(`${ORIGIN}/session/${action}`, {
        method: 'POST',
        headers: { 'X-Shop-Client': '1', 'Content-Type': 'application/json', ...headers },
        body,
      }),
    );

  it.each(['login', 'register', 'social'])(
    '%s refuses a body over the API’s limit with 413, without reading it whole',
    async (action) => {
      const huge = JSON.stringify({ username: 'x'.repeat(20 * 1024 * 1024) });
      const response = await send(action, huge);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ detail: 'payload_too_large' });
      const declared = await harness.handle(
        new Request(`${ORIGIN}/session/${action}`, {
          method: 'POST',
          headers: {
            'X-Shop-Client': '1',
            'Content-Type': 'application/json',
            'Content-Length': String(20 * 1024 * 1024),
          },
          body: new ReadableStream<Uint8Array>({
            pull() {
              throw new Error('the body was read');
            },
          }),
          duplex: 'half',
        } as RequestInit),
      );
      expect(declared.status).toBe(413);
    },
  );

  it.each(['login', 'register', 'social'])(
    '%s refuses a body that is not JSON in UTF-8 with 400',
    async (action) => {
      for (const body of ['{"username":', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])]) {
        const response = await send(action, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ detail: 'invalid_request' });
      }
    },
  );
});

describe('a forged Host', () => {
  const EVIL = 'http://evil.example';
  const forged = async (path: string) => {
    const response = await harness.handle(
      new Request(`${EVIL}${path}`, { headers: { Host: 'evil.example' } }),
    );
    return { status: response.status, body: await response.text() };
  };

  it.each(['/sitemap.xml', '/robots.txt', '/', '/en'])(
    'never reaches the links of %s',
    async (path) => {
      const { status, body } = await forged(path);
      expect(status).toBe(200);
      expect(body).not.toContain('evil.example');
      expect(body).toContain(ORIGIN);
    },
  );

  it('never reaches a product page (canonical, hreflang, og:url, JSON-LD)', async () => {
    const { status, body } = await forged(`/ru/pages/product/${productSlug}`);
    expect(status).toBe(200);
    expect(body).not.toContain('evil.example');
    expect(body).toContain(`rel="canonical" href="${ORIGIN}/ru/pages/product/${productSlug}"`);
    expect(body).toContain(`property="og:url" content="${ORIGIN}/ru/pages/product/${productSlug}"`);
  });
});
