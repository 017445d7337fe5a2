import { createTestApi, type TestApi } from '@shop/api/test-harness';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The session on the storefront's server (SPEC §4 "Session", "Login"): the token in an HttpOnly
 * cookie set by /session, the /shop-api/ proxy that adds it, the check of a token at each page
 * render (a dead one removed with a reload), and the profile layout sending visitors home. The
 * production build against a seeded API.
 */
let handle: (request: Request) => Promise<Response>;
let server: TestApi;

const ORIGIN = 'http://shop.test';
const SHOP = { 'X-Shop-Client': '1', 'Content-Type': 'application/json' };
const DEMO = { username: 'client@demo.md', password: 'demo-shop-1' };

beforeAll(async () => {
  server = await createTestApi('pglite', { seed: { products: 20 } });
  process.env.API_URL = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const build = (await import(/* @vite-ignore */ inject('serverBuild'))) as ServerBuild;
  handle = createRequestHandler(build, 'production');
});

afterAll(() => server.close());

function send(path: string, init: RequestInit = {}) {
  return handle(new Request(`${ORIGIN}${path}`, init));
}

/** The token cookie a response sets, or undefined. */
function tokenSet(response: Response): string | undefined {
  return response.headers.get('Set-Cookie')?.match(/(?:^|,\s*)token=([^;]*)/)?.[1];
}

async function login(query = ''): Promise<{ response: Response; cookie: string }> {
  const response = await send(`/session/login${query}`, {
    method: 'POST',
    headers: SHOP,
    body: JSON.stringify(DEMO),
  });
  return { response, cookie: `token=${tokenSet(response) ?? ''}` };
}

describe('the session routes', () => {
  it('signs in: the token only in an HttpOnly cookie, 30 days with remember-me', async () => {
    const { response, cookie } = await login();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string } };
    expect(body.user.email).toBe('client@demo.md');
    expect(JSON.stringify(body)).not.toContain(cookie.slice('token='.length));
    const set = response.headers.get('Set-Cookie') ?? '';
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/Max-Age=2592000/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');

    const session = await send('/session', { headers: { ...SHOP, Cookie: cookie } });
    expect(await session.json()).toMatchObject({
      status: 'authenticated',
      profile: { user: { email: 'client@demo.md' } },
      favourites: { ids: [], total: 0 },
    });
  });

  it('without remember-me the cookie ends with the browser session', async () => {
    const { response } = await login('?remember=0');
    expect(response.headers.get('Set-Cookie')).not.toMatch(/Max-Age/);
  });

  it('answers a wrong password as the API does, and sets no cookie', async () => {
    const response = await send('/session/login', {
      method: 'POST',
      headers: SHOP,
      body: JSON.stringify({ ...DEMO, password: 'wrong-password' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'invalid_credentials' });
    expect(tokenSet(response)).toBeUndefined();
    const malformed = await send('/session/login', {
      method: 'POST',
      headers: SHOP,
      body: JSON.stringify({ username: '' }),
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      detail: 'invalid_request',
      username: { key: 'required' },
    });
  });

  it('registers and signs the new account in', async () => {
    const response = await send('/session/register', {
      method: 'POST',
      headers: SHOP,
      body: JSON.stringify({
        email: 'nou@example.md',
        username: '+37369555111',
        password: 'parola-noua-1',
        person_type: 'physical',
      }),
    });
    expect(response.status).toBe(200);
    expect(tokenSet(response)).toMatch(/^[\w-]{43}$/);
    const taken = await send('/session/register', {
      method: 'POST',
      headers: SHOP,
      body: JSON.stringify({
        email: 'nou@example.md',
        username: '+37369555112',
        password: 'parola-noua-1',
        person_type: 'physical',
      }),
    });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ email: { key: 'taken' } });
  });

  it('signs out: the API forgets the token and the cookie goes', async () => {
    const { cookie } = await login();
    const out = await send('/session/logout', {
      method: 'POST',
      headers: { ...SHOP, Cookie: cookie },
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('Set-Cookie')).toMatch(/token=;.*Max-Age=0/);
    const after = await send('/session', { headers: { ...SHOP, Cookie: cookie } });
    expect(await after.json()).toEqual({ status: 'invalid' });
    expect(after.headers.get('Set-Cookie')).toMatch(/token=;.*Max-Age=0/);
  });

  it('reads only the bare /session; the actions are posted, other paths are not there', async () => {
    const read = await send('/session/login', { headers: SHOP });
    expect(read.status).toBe(405);
    expect(read.headers.get('Allow')).toBe('POST');
    expect((await send('/session/whatever', { headers: SHOP })).status).toBe(404);
    expect((await send('/session/whatever', { method: 'POST', headers: SHOP })).status).toBe(404);
    expect((await send('/session/logout', { method: 'PUT', headers: SHOP })).status).toBe(405);
  });

  it('refuses calls without the shop client header (another site cannot use the cookie)', async () => {
    const { cookie } = await login();
    for (const [path, method] of [
      ['/session', 'GET'],
      ['/session/logout', 'POST'],
      ['/shop-api/shop/favorite-products-delete-all/', 'GET'],
    ] as const) {
      const response = await send(path, { method, headers: { Cookie: cookie } });
      expect(response.status, path).toBe(403);
    }
  });
});

describe('the /shop-api/ proxy', () => {
  it("adds the cookie's token: the account's favourites through the shop's own address", async () => {
    const { cookie } = await login();
    const added = await send('/shop-api/shop/favorite-products/', {
      method: 'POST',
      headers: { ...SHOP, Cookie: cookie },
      body: JSON.stringify({ product: 3 }),
    });
    expect(added.status).toBe(201);
    const ids = await send('/shop-api/shop/favorite-products-ids/', {
      headers: { ...SHOP, Cookie: cookie, 'Accept-Language': 'ru' },
    });
    expect(await ids.json()).toEqual({ ids: [3], total: 1 });
    expect(ids.headers.get('Cache-Control')).toBe('no-store');
    const anonymous = await send('/shop-api/shop/favorite-products-ids/', { headers: SHOP });
    expect(anonymous.status).toBe(401);
  });

  it('keeps the session calls to /session and drops a dead token', async () => {
    for (const path of ['/shop-api/auth/token/login/', '/shop-api/accounts/check-token']) {
      expect((await send(path, { method: 'POST', headers: SHOP })).status).toBe(404);
    }
    const dead = await send('/shop-api/shop/favorite-products-ids/', {
      headers: { ...SHOP, Cookie: `token=${'d'.repeat(43)}` },
    });
    expect(dead.status).toBe(401);
    expect(dead.headers.get('Set-Cookie')).toMatch(/token=;.*Max-Age=0/);
  });
});

describe('pages and the session', () => {
  it('a dead token cookie is removed and the page loads again, once', async () => {
    const first = await send('/pages/search?search=fierbator', {
      headers: { Cookie: `token=${'d'.repeat(43)}` },
    });
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe('/pages/search?search=fierbator');
    expect(first.headers.get('Set-Cookie')).toMatch(/token=;.*Max-Age=0/);
    const again = await send('/pages/search?search=fierbator');
    expect(again.status).toBe(200);
  });

  it('an API that does not answer leaves the token alone: the page renders and checks it itself', async () => {
    const { cookie } = await login();
    const api = process.env.API_URL;
    // A port nothing listens on.
    process.env.API_URL = 'http://127.0.0.1:9';
    try {
      const page = await send('/pages/modals', { headers: { Cookie: cookie } });
      expect(page.status).toBe(200);
      expect(page.headers.get('Set-Cookie') ?? '').not.toMatch(/token=/);
      // The page's data says the check is to be made in the browser.
      expect(await page.text()).toMatch(/\\"unknown\\"/);
      // A signed-in shopper's favourites page says it could not load them, not an error page.
      const favourites = await send('/pages/favorites', { headers: { Cookie: cookie } });
      expect(favourites.status).toBe(200);
      expect(await favourites.text()).toContain('Nu am putut încărca favoritele');
    } finally {
      process.env.API_URL = api;
    }
  });

  it('the profile pages send visitors home and open for a signed-in shopper', async () => {
    const visitor = await send('/ru/pages/profile-data');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('Location')).toBe('/ru');
    const { cookie } = await login();
    const signedIn = await send('/ru/pages/profile-data', { headers: { Cookie: cookie } });
    expect(signedIn.status).toBe(200);
  });
  it("the favourites page: a signed-in shopper's from the server, a visitor's left to the browser", async () => {
    const { cookie } = await login();
    const api = { ...SHOP, Cookie: cookie };
    await send('/shop-api/shop/favorite-products-delete-all/', { headers: api });
    const products = (await (
      await send('/shop-api/ru/api/products/other-favorites/?favorites_ids=4&favorites_ids=5', {
        headers: SHOP,
      })
    ).json()) as { results: { id: number; name: string }[] };
    expect(products.results.map((product) => product.id)).toEqual([4, 5]);
    for (const product of [4, 5]) {
      const added = await send('/shop-api/shop/favorite-products/', {
        method: 'POST',
        headers: api,
        body: JSON.stringify({ product }),
      });
      expect(added.status).toBe(201);
    }
    const page = await send('/pages/favorites', { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const product of products.results) expect(html).toContain(product.name);
    expect(html).toContain('2 produse');
    // A visitor's page renders without products: their ids are in the browser's storage.
    const visitor = await send('/pages/favorites');
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).not.toContain(products.results[0]?.name ?? '');
  });
  it('/login leads home: with the sign-in dialog for a visitor, straight for a signed-in shopper', async () => {
    const visitor = await send('/ru/login');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('Location')).toBe('/ru?signIn=1');
    expect((await send('/login')).headers.get('Location')).toBe('/?signIn=1');
    const { cookie } = await login();
    const signedIn = await send('/login', { headers: { Cookie: cookie } });
    expect(signedIn.headers.get('Location')).toBe('/');
    expect((await send('/xx/login')).status).toBe(404);
  });
});
