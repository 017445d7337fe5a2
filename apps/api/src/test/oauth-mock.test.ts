import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthMock, type OAuthMock } from './oauth-mock.js';

let mock: OAuthMock;
beforeAll(async () => {
  mock = await startOAuthMock();
});
afterAll(() => mock.close());

function exchange(fields: Record<string, string>): Promise<Response> {
  return fetch(mock.googleTokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const REDIRECT_URI = 'http://shop.test/auth/google/callback';

describe('OAuth mock: Google', () => {
  it('answers tokeninfo like Google: strings for numbers and booleans, 400 for unknown', async () => {
    mock.addGoogleToken('ya29.known', { sub: 's-1', email: 'a@example.com' });
    const known = await fetch(`${mock.config.googleTokenInfoUrl}?access_token=ya29.known`);
    expect(known.status).toBe(200);
    const body = (await known.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      aud: 'test-google-client',
      azp: 'test-google-client',
      sub: 's-1',
      email: 'a@example.com',
      email_verified: 'true',
    });
    expect(Number(body.expires_in)).toBeGreaterThan(3590);

    const unknown = await fetch(`${mock.config.googleTokenInfoUrl}?access_token=ya29.unknown`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('answers userinfo for a bearer token, 401 with a challenge otherwise', async () => {
    mock.addGoogleToken('ya29.profile', { sub: 's-2', given_name: 'Ana', family_name: 'Pop' });
    const ok = await fetch(mock.config.googleUserInfoUrl, {
      headers: { authorization: 'Bearer ya29.profile' },
    });
    expect(await ok.json()).toEqual({
      sub: 's-2',
      name: 'Ana Pop',
      given_name: 'Ana',
      family_name: 'Pop',
    });
    const refused = await fetch(mock.config.googleUserInfoUrl, {
      headers: { authorization: 'Bearer ya29.nobody' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });

  it('exchanges a registered code once, for the registered client only', async () => {
    mock.addGoogleCode('code-1', 'ya29.from-code');
    const form = {
      code: 'code-1',
      client_id: 'test-google-client',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      audience: 'test-google-client',
      grant_type: 'authorization_code',
    };
    expect((await exchange({ ...form, client_id: 'other' })).status).toBe(400);
    expect((await exchange({ ...form, grant_type: 'password' })).status).toBe(400);

    const start = mock.requests.length;
    const ok = await exchange(form);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      access_token: 'ya29.from-code',
      token_type: 'Bearer',
      expires_in: 3600,
    });
    expect(mock.requests[start]).toMatchObject({
      method: 'POST',
      path: '/google/token',
      form,
    });

    const again = await exchange(form);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('sends the authorization request straight back with the latest code and the state', async () => {
    mock.addGoogleCode('code-2', 'ya29.two');
    const url = new URL(mock.googleAuthorizeUrl);
    url.search = new URLSearchParams({
      client_id: 'test-google-client',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid profile email',
      state: 'st-1',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('code')).toBe('code-2');
    expect(location.searchParams.get('state')).toBe('st-1');

    url.searchParams.set('response_type', 'token');
    const implicit = await fetch(url, { redirect: 'manual' });
    const fragment = new URLSearchParams(
      new URL(implicit.headers.get('location') ?? '').hash.slice(1),
    );
    expect(fragment.get('access_token')).toBe('ya29.two');
    expect(fragment.get('state')).toBe('st-1');

    url.searchParams.set('client_id', 'other');
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(401);
  });
});

describe('OAuth mock: Facebook', () => {
  const appToken = 'test-fb-app|test-fb-secret';
  const graph = () => mock.config.facebookGraphUrl;

  it('answers debug_token, is_valid false for an unknown token, 400 for a wrong app token', async () => {
    mock.addFacebookToken('EAAB.one', { id: 'u-1' });
    const known = await fetch(
      `${graph()}/debug_token?input_token=EAAB.one&access_token=${encodeURIComponent(appToken)}`,
    );
    expect(await known.json()).toMatchObject({
      data: { app_id: 'test-fb-app', is_valid: true, user_id: 'u-1' },
    });

    const unknown = await fetch(
      `${graph()}/debug_token?input_token=EAAB.none&access_token=${encodeURIComponent(appToken)}`,
    );
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ data: { is_valid: false } });

    const wrongApp = await fetch(
      `${graph()}/debug_token?input_token=EAAB.one&access_token=test-fb-app%7Cnope`,
    );
    expect(wrongApp.status).toBe(400);
    expect(await wrongApp.json()).toMatchObject({ error: { type: 'OAuthException', code: 190 } });
  });

  it('answers /me only with a correct appsecret_proof, with the fields asked for', async () => {
    mock.addFacebookToken('EAAB.me', { id: 'u-2', first_name: 'Dan', email: 'd@example.com' });
    const proof = createHmac('sha256', 'test-fb-secret').update('EAAB.me').digest('hex');
    const ok = await fetch(
      `${graph()}/me?fields=id,first_name,email&access_token=EAAB.me&appsecret_proof=${proof}`,
    );
    expect(await ok.json()).toEqual({ id: 'u-2', first_name: 'Dan', email: 'd@example.com' });

    const wrong = await fetch(
      `${graph()}/me?access_token=EAAB.me&appsecret_proof=${'0'.repeat(64)}`,
    );
    expect(wrong.status).toBe(400);
    const unknown = await fetch(`${graph()}/me?access_token=EAAB.x&appsecret_proof=${proof}`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { type: 'OAuthException', code: 190 } });
  });
});

describe('OAuth mock: the Facebook login dialog', () => {
  const dialog = (query: Record<string, string>) => {
    const url = new URL(mock.facebookDialogUrl);
    url.search = new URLSearchParams(query).toString();
    return fetch(url, { redirect: 'manual' });
  };
  const query = {
    client_id: 'test-fb-app',
    redirect_uri: 'http://shop.test/ru',
    response_type: 'token',
    state: 'st-fb',
  };

  it('sends the shopper straight back with the latest token and the state in the fragment', async () => {
    mock.addFacebookToken('fb-dialog-token', { id: 'fb-9' });
    const response = await dialog(query);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://shop.test/ru');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('access_token')).toBe('fb-dialog-token');
    expect(fragment.get('state')).toBe('st-fb');
    expect((await dialog({ ...query, client_id: 'other' })).status).toBe(400);
    expect((await dialog({ ...query, response_type: 'code' })).status).toBe(400);
  });

  it('without a token added, as if the shopper declined', async () => {
    const fresh = await startOAuthMock();
    try {
      const url = new URL(fresh.facebookDialogUrl);
      url.search = new URLSearchParams(query).toString();
      const response = await fetch(url, { redirect: 'manual' });
      const fragment = new URLSearchParams(
        new URL(response.headers.get('location') ?? '').hash.slice(1),
      );
      expect(fragment.get('error')).toBe('access_denied');
      expect(fragment.has('access_token')).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});

describe('OAuth mock: failures and records', () => {
  it('answers 500 to the next N requests, then recovers, and records every request', async () => {
    mock.addGoogleToken('ya29.profile', { sub: 's-2' });
    const start = mock.requests.length;
    mock.failNext(2);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(mock.config.googleUserInfoUrl, {
        headers: { authorization: 'Bearer ya29.profile' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([500, 500, 200]);
    expect(mock.requests.slice(start)).toHaveLength(3);
    expect(mock.requests[start]).toEqual({
      method: 'GET',
      path: '/google/v1/userinfo',
      query: {},
      authorization: 'Bearer ya29.profile',
    });
  });

  it('closes while clients keep connections alive', async () => {
    const other = await startOAuthMock();
    await fetch(other.config.googleTokenInfoUrl);
    await other.close();
    await expect(fetch(other.config.googleTokenInfoUrl)).rejects.toThrow();
  });
});
