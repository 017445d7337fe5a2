import { createTestApi, type TestApi } from '@shop/api/test-harness';
import { startOAuthMock, type OAuthMock } from '@shop/api/oauth-mock';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storefrontOAuthEnv } from './oauth-env.js';

/**
 * Sign-in with Google and Facebook through the storefront (SPEC §2 "Auth redirects", §4
 * "OAuth callback"), against a local stand-in for the providers: the code flow back to home, the
 * hash form posted by the page, and a state that does not match stopping silently.
 */
let handle: (request: Request) => Promise<Response>;
let server: TestApi;
let mock: OAuthMock;

const ORIGIN = 'http://shop.test';
const SHOP = { 'X-Shop-Client': '1', 'Content-Type': 'application/json' };

beforeAll(async () => {
  mock = await startOAuthMock();
  server = await createTestApi('pglite', { seed: { products: 5 }, config: { oauth: mock.config } });
  process.env.API_URL = await server.app.listen({ port: 0, host: '127.0.0.1' });
  Object.assign(process.env, storefrontOAuthEnv(mock), { PUBLIC_URL: ORIGIN });
  const build = (await import(/* @vite-ignore */ inject('serverBuild'))) as ServerBuild;
  handle = createRequestHandler(build, 'production');
});

afterAll(async () => {
  for (const name of Object.keys(storefrontOAuthEnv(mock))) delete process.env[name];
  await server.close();
  await mock.close();
});

function send(path: string, init: RequestInit = {}) {
  return handle(new Request(new URL(path, ORIGIN), init));
}

/** The value a response sets for a cookie, or undefined. */
function cookieSet(response: Response, name: string): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match) return match[1];
  }
  return undefined;
}

async function sessionOf(token: string) {
  const response = await send('/session', { headers: { ...SHOP, Cookie: `token=${token}` } });
  return (await response.json()) as { status: string; profile?: { user: { email: string } } };
}

describe('Google, the code flow', () => {
  it('goes to the provider with a state and comes back home signed in', async () => {
    mock.addGoogleToken('google-access-1', {
      sub: 'g-100',
      email: 'ana.google@example.md',
      given_name: 'Ana',
    });
    mock.addGoogleCode('code-1', 'google-access-1');

    const start = await send('/auth/google?lang=ru');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('Location') ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(mock.googleAuthorizeUrl);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: mock.config.googleClientId,
      redirect_uri: `${ORIGIN}/`,
      response_type: 'code',
      scope: 'openid profile email',
    });
    const stateCookie = cookieSet(start, 'oauth_state');
    expect(stateCookie).toMatch(/^google%3A/);

    // The provider sends the browser back to home with the code and the state.
    const back = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(back.headers.get('Location') ?? '');
    expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));

    const landed = await send(`${callback.pathname}${callback.search}`, {
      headers: { Cookie: `oauth_state=${stateCookie}` },
    });
    expect(landed.status).toBe(302);
    expect(landed.headers.get('Location')).toBe('/ru');
    const token = cookieSet(landed, 'token');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(cookieSet(landed, 'oauth_state')).toBe('');
    expect(await sessionOf(token ?? '')).toMatchObject({
      status: 'authenticated',
      profile: { user: { email: 'ana.google@example.md' } },
    });
    // The code was exchanged by the server, with the client id and the home address.
    expect(mock.requests.find((request) => request.path === '/google/token')?.form).toMatchObject({
      code: 'code-1',
      client_id: mock.config.googleClientId,
      redirect_uri: `${ORIGIN}/`,
      grant_type: 'authorization_code',
    });
  });

  it('a refused sign-in lands home not signed in, with the page told to say so (SPEC §8)', async () => {
    // The code exchanges for a token Google does not know: the API refuses it.
    mock.addGoogleCode('code-refused', 'google-access-unknown');
    const start = await send('/auth/google?lang=en');
    const stateCookie = cookieSet(start, 'oauth_state');
    const state = new URL(start.headers.get('Location') ?? '').searchParams.get('state');
    const landed = await send(`/?code=code-refused&state=${state ?? ''}`, {
      headers: { Cookie: `oauth_state=${stateCookie}` },
    });
    expect(landed.status).toBe(302);
    expect(landed.headers.get('Location')).toBe('/en?signInFailed=1');
    expect(cookieSet(landed, 'token')).toBeUndefined();
    expect(cookieSet(landed, 'oauth_state')).toBe('');
  });

  it('a state that does not match stops silently: home, not signed in', async () => {
    mock.addGoogleCode('code-2', 'google-access-1');
    const start = await send('/auth/google');
    const stateCookie = cookieSet(start, 'oauth_state');
    const landed = await send('/?code=code-2&state=someone-elses', {
      headers: { Cookie: `oauth_state=${stateCookie}` },
    });
    expect(landed.status).toBe(302);
    expect(landed.headers.get('Location')).toBe('/');
    expect(cookieSet(landed, 'token')).toBeUndefined();
    const noCookie = await send('/?code=code-2&state=x');
    expect(cookieSet(noCookie, 'token')).toBeUndefined();
  });
});

describe('back to the page a sign-in was opened from ("Write a review")', () => {
  const PRODUCT = '/ru/pages/product/fierbator-x?tab=reviews';

  /** Starts Google's code flow with `next` and finishes it with a code for `access`. */
  async function codeFlow(next: string, code: string, access: string) {
    mock.addGoogleCode(code, access);
    const start = await send(`/auth/google?lang=ru&next=${encodeURIComponent(next)}`);
    const state = new URL(start.headers.get('Location') ?? '').searchParams.get('state') ?? '';
    return send(`/?code=${code}&state=${state}`, {
      headers: { Cookie: `oauth_state=${cookieSet(start, 'oauth_state') ?? ''}` },
    });
  }

  it('the code flow lands on that page signed in; a refusal there says so', async () => {
    mock.addGoogleToken('google-access-next', { sub: 'g-300', email: 'back@example.md' });
    const landed = await codeFlow(PRODUCT, 'code-next', 'google-access-next');
    expect(landed.status).toBe(302);
    expect(landed.headers.get('Location')).toBe(PRODUCT);
    expect(await sessionOf(cookieSet(landed, 'token') ?? '')).toMatchObject({
      status: 'authenticated',
    });
    const refused = await codeFlow(PRODUCT, 'code-next-refused', 'google-access-unknown');
    expect(refused.headers.get('Location')).toBe(`${PRODUCT}&signInFailed=1`);
  });

  it('a `next` that is not a path of this shop is dropped: home', async () => {
    mock.addGoogleToken('google-access-evil', { sub: 'g-301', email: 'evil@example.md' });
    for (const [index, next] of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
    ].entries()) {
      const landed = await codeFlow(next, `code-evil-${index}`, 'google-access-evil');
      expect(landed.headers.get('Location'), next).toBe('/ru');
    }
  });

  it('the hash form answers the page with the profile, and the page goes back', async () => {
    mock.addFacebookToken('fb-access-next', { id: 'fb-300', first_name: 'Vera' });
    const start = await send(`/auth/facebook?lang=ru&next=${encodeURIComponent(PRODUCT)}`);
    const dialog = new URL(start.headers.get('Location') ?? '');
    // The provider still sends the shopper to home (the address its app allows).
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/ru`);
    const answer = await send('/session/social', {
      method: 'POST',
      headers: { ...SHOP, Cookie: `oauth_state=${cookieSet(start, 'oauth_state') ?? ''}` },
      body: JSON.stringify({
        access_token: 'fb-access-next',
        state: dialog.searchParams.get('state'),
      }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      profile: { user: { first_name: 'Vera' } },
      returnTo: PRODUCT,
    });
  });
});

describe('the hash form (Facebook, or Google token flow)', () => {
  it('the page posts the token and the state; a match signs in with the provider the state names', async () => {
    mock.addFacebookToken('fb-access-1', { id: 'fb-200', first_name: 'Ion' });
    const start = await send('/auth/facebook');
    expect(start.status).toBe(302);
    const dialog = new URL(start.headers.get('Location') ?? '');
    expect(dialog.searchParams.get('response_type')).toBe('token');
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/`);
    const state = dialog.searchParams.get('state') ?? '';
    const stateCookie = cookieSet(start, 'oauth_state');

    const wrong = await send('/session/social', {
      method: 'POST',
      headers: { ...SHOP, Cookie: `oauth_state=${stateCookie}` },
      body: JSON.stringify({ access_token: 'fb-access-1', state: 'not-it' }),
    });
    expect(wrong.status).toBe(204);
    expect(cookieSet(wrong, 'token')).toBeUndefined();

    const right = await send('/session/social', {
      method: 'POST',
      headers: { ...SHOP, Cookie: `oauth_state=${stateCookie}` },
      body: JSON.stringify({ access_token: 'fb-access-1', state }),
    });
    expect(right.status).toBe(200);
    // Opened from the header, not for something on a page: home, as after any sign-in.
    expect(await right.json()).toMatchObject({ returnTo: null, profile: { user: {} } });
    const token = cookieSet(right, 'token') ?? '';
    expect(await sessionOf(token)).toMatchObject({ status: 'authenticated' });
    expect(cookieSet(right, 'oauth_state')).toBe('');
  });

  it("comes back to the home page of the shopper's language (only the page reads the hash)", async () => {
    const start = await send('/auth/facebook?lang=ru');
    const dialog = new URL(start.headers.get('Location') ?? '');
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/ru`);
    const fromPage = await send('/auth/facebook', {
      headers: { Referer: `${ORIGIN}/en/pages/sales` },
    });
    expect(new URL(fromPage.headers.get('Location') ?? '').searchParams.get('redirect_uri')).toBe(
      `${ORIGIN}/en`,
    );
  });

  it('sends the provider back to the configured address, whatever Host the request named', async () => {
    for (const provider of ['google', 'facebook']) {
      const start = await handle(
        new Request(`http://evil.example/auth/${provider}`, { headers: { Host: 'evil.example' } }),
      );
      const dialog = new URL(start.headers.get('Location') ?? '');
      expect(dialog.searchParams.get('redirect_uri'), provider).toBe(`${ORIGIN}/`);
    }
  });

  it('a Referer that is not an address counts as none', async () => {
    const start = await send('/auth/facebook', { headers: { Referer: 'http://[bad' } });
    expect(start.status).toBe(302);
    expect(new URL(start.headers.get('Location') ?? '').searchParams.get('redirect_uri')).toBe(
      `${ORIGIN}/`,
    );
  });

  it('refuses a malformed body', async () => {
    const response = await send('/session/social', {
      method: 'POST',
      headers: SHOP,
      body: JSON.stringify({ access_token: '', state: 's', extra: 1 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'invalid_request' });
  });
});
