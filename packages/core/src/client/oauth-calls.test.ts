import { describe, expect, it } from 'vitest';
import { createClient } from './client.js';
import { fakeFetch, jsonResponse, paramPairs } from './fake-fetch.test-helpers.js';
import { bearerAuthorization, GOOGLE_ENDPOINTS } from './oauth-calls.js';

describe('Google OAuth calls', () => {
  it('builds the authorization URL with the scopes and the code response type', () => {
    const url = new URL(
      createClient().google.authorizationUrl({
        clientId: 'shop.apps.googleusercontent.com',
        redirectUri: 'http://localhost:3000/login',
        state: 's7a7e',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE_ENDPOINTS.authorization);
    expect(Object.fromEntries(paramPairs(url.searchParams))).toEqual({
      client_id: 'shop.apps.googleusercontent.com',
      redirect_uri: 'http://localhost:3000/login',
      response_type: 'code',
      scope: 'openid profile email',
      state: 's7a7e',
    });
  });

  it("exchanges the code with a form body and without the shop's token", async () => {
    const fetched = fakeFetch(() => jsonResponse({ access_token: 'ya29.x', expires_in: 3599 }));
    const client = createClient({ fetch: fetched.fetch, token: 'a1b2c3', locale: 'en' });
    const token = await client.google.exchangeCode({
      code: '4/abc',
      client_id: 'shop.apps.googleusercontent.com',
      redirect_uri: 'http://localhost:3000/login',
      response_type: 'code',
      audience: 'shop',
      grant_type: 'authorization_code',
    });
    const sent = fetched.last();
    expect(sent.method).toBe('POST');
    expect(sent.url.toString()).toBe(GOOGLE_ENDPOINTS.token);
    expect(sent.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(sent.headers.has('Authorization')).toBe(false);
    expect(sent.headers.get('Accept-Language')).toBe('en');
    expect(Object.fromEntries(paramPairs(new URLSearchParams(sent.body ?? '')))).toEqual({
      code: '4/abc',
      client_id: 'shop.apps.googleusercontent.com',
      redirect_uri: 'http://localhost:3000/login',
      response_type: 'code',
      audience: 'shop',
      grant_type: 'authorization_code',
    });
    expect(bearerAuthorization(token)).toBe('Bearer ya29.x');
  });

  it('reads the userinfo with the bearer token, at a configurable endpoint', async () => {
    const fetched = fakeFetch(() => jsonResponse({ sub: '42', email: 'ion@gmail.com' }));
    const client = createClient({
      fetch: fetched.fetch,
      token: 'a1b2c3',
      google: { userinfo: 'http://localhost:9000/userinfo' },
    });
    const user = await client.google.userInfo('ya29.x');
    expect(fetched.last().url.toString()).toBe('http://localhost:9000/userinfo');
    expect(fetched.last().method).toBe('GET');
    expect(fetched.last().headers.get('Authorization')).toBe('Bearer ya29.x');
    expect(user).toMatchObject({ sub: '42', email: 'ion@gmail.com' });
  });
});
