import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OAuthConfig } from '../config.js';
import { startOAuthMock, type OAuthMock } from '../test/oauth-mock.js';
import {
  SocialProviderUnavailable,
  SocialTokenRejected,
  verifySocialToken,
  type SocialProvider,
} from './social.js';

let mock: OAuthMock;
beforeAll(async () => {
  mock = await startOAuthMock();
});
afterAll(() => mock.close());

/** Each test's tokens differ, so one test's registrations never satisfy another's. */
let counter = 0;
function newToken(prefix: string): string {
  counter += 1;
  return `${prefix}.${counter}-${Math.random().toString(36).slice(2)}`;
}

function requestsSince(start: number) {
  return mock.requests.slice(start);
}

/** Runs the check and returns what it threw, failing when it resolved. */
async function failure(
  provider: SocialProvider,
  token: string,
  config: OAuthConfig = mock.config,
  fetchFn?: typeof fetch,
): Promise<Error> {
  try {
    await verifySocialToken(provider, token, config, fetchFn);
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    // Error messages go to logs: the token must never be in one.
    if (token !== '') {
      expect(error.message).not.toContain(token);
      expect(String(error.stack)).not.toContain(token);
    }
    return error;
  }
  throw new Error('expected the token to be refused');
}

/** A port nothing listens on: a server is opened to get a free one, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

describe('verifySocialToken: Google', () => {
  it('answers the identity of a valid token with a verified e-mail', async () => {
    const token = newToken('ya29');
    mock.addGoogleToken(token, {
      sub: '1098765432101234567',
      email: 'ana@example.com',
      email_verified: true,
      given_name: 'Ana',
      family_name: 'Popescu',
    });
    const start = mock.requests.length;
    await expect(verifySocialToken('google', token, mock.config)).resolves.toEqual({
      provider: 'google',
      subject: '1098765432101234567',
      email: 'ana@example.com',
      emailVerified: true,
      firstName: 'Ana',
      lastName: 'Popescu',
    });
    const [tokenInfo, userInfo, ...rest] = requestsSince(start);
    expect(rest).toEqual([]);
    expect(tokenInfo).toMatchObject({
      method: 'GET',
      path: '/google/tokeninfo',
      query: { access_token: token },
    });
    expect(tokenInfo?.authorization).toBeUndefined();
    expect(userInfo).toMatchObject({
      method: 'GET',
      path: '/google/v1/userinfo',
      query: {},
      authorization: `Bearer ${token}`,
    });
  });

  it('reports an unverified e-mail as unverified, and a missing one as null', async () => {
    const unverified = newToken('ya29');
    mock.addGoogleToken(unverified, { sub: 'g-2', email: 'b@example.com', email_verified: false });
    await expect(verifySocialToken('google', unverified, mock.config)).resolves.toEqual({
      provider: 'google',
      subject: 'g-2',
      email: 'b@example.com',
      emailVerified: false,
      firstName: '',
      lastName: '',
    });

    const noEmail = newToken('ya29');
    mock.addGoogleToken(noEmail, { sub: 'g-3', given_name: 'Ion' });
    await expect(verifySocialToken('google', noEmail, mock.config)).resolves.toMatchObject({
      subject: 'g-3',
      email: null,
      emailVerified: false,
      firstName: 'Ion',
    });
  });

  it('encodes the token in the query', async () => {
    const token = `ya29.a+b/c=&d=e`;
    mock.addGoogleToken(token, { sub: 'g-enc' });
    const start = mock.requests.length;
    await expect(verifySocialToken('google', token, mock.config)).resolves.toMatchObject({
      subject: 'g-enc',
    });
    expect(requestsSince(start)[0]?.query).toEqual({ access_token: token });
  });

  it('rejects a token issued to another client', async () => {
    const token = newToken('ya29');
    mock.addGoogleToken(token, { sub: 'g-4', aud: 'someone-elses-client' });
    const start = mock.requests.length;
    const error = await failure('google', token);
    expect(error).toBeInstanceOf(SocialTokenRejected);
    expect(error.message).toMatch(/another client/);
    // The profile is not asked for once the audience is wrong.
    expect(requestsSince(start).map((r) => r.path)).toEqual(['/google/tokeninfo']);
  });

  it('rejects an expired token', async () => {
    const token = newToken('ya29');
    mock.addGoogleToken(token, { sub: 'g-5', expires_in: 0 });
    expect(await failure('google', token)).toBeInstanceOf(SocialTokenRejected);
  });

  it('rejects a token that tokeninfo still reports with no time left', async () => {
    // Google answers 400 once a token has expired; this covers the edge where it says 0 seconds.
    const fetchFn: typeof fetch = async () =>
      Response.json({ aud: 'test-google-client', sub: 'g-6', expires_in: '0' });
    const error = await failure('google', 'ya29.edge', mock.config, fetchFn);
    expect(error).toBeInstanceOf(SocialTokenRejected);
    expect(error.message).toMatch(/expired/);
  });

  it('accepts a token whose authorized party (azp) is our client', async () => {
    const calls: string[] = [];
    const fetchFn: typeof fetch = async (input) => {
      const url = urlOf(input);
      calls.push(new URL(url).pathname);
      return url.includes('tokeninfo')
        ? Response.json({ aud: 'other', azp: 'test-google-client', sub: 'g-7', expires_in: 120 })
        : Response.json({ sub: 'g-7', email: 'c@example.com', email_verified: 'true' });
    };
    await expect(
      verifySocialToken('google', 'ya29.azp', mock.config, fetchFn),
    ).resolves.toMatchObject({ subject: 'g-7', email: 'c@example.com', emailVerified: true });
    expect(calls).toEqual(['/google/tokeninfo', '/google/v1/userinfo']);
  });

  it('rejects when userinfo names another user than tokeninfo', async () => {
    const token = newToken('ya29');
    const other = newToken('ya29');
    mock.addGoogleToken(token, { sub: 'g-8' });
    mock.addGoogleToken(other, { sub: 'g-9' });
    // userinfo is asked with another live token, as if it answered for someone else.
    const fetchFn: typeof fetch = (input, init) =>
      urlOf(input).includes('userinfo')
        ? fetch(input, { ...init, headers: { authorization: `Bearer ${other}` } })
        : fetch(input, init);
    const error = await failure('google', token, mock.config, fetchFn);
    expect(error).toBeInstanceOf(SocialTokenRejected);
    expect(error.message).toMatch(/another user/);
  });

  it('rejects an unknown token', async () => {
    const error = await failure('google', newToken('ya29'));
    expect(error).toBeInstanceOf(SocialTokenRejected);
    expect(error.message).toMatch(/HTTP 400/);
  });

  it('rejects without asking anyone when no client id is configured', async () => {
    const token = newToken('ya29');
    mock.addGoogleToken(token, { sub: 'g-10' });
    const start = mock.requests.length;
    let called = false;
    const fetchFn: typeof fetch = (input, init) => {
      called = true;
      return fetch(input, init);
    };
    const error = await failure(
      'google',
      token,
      { ...mock.config, googleClientId: undefined },
      fetchFn,
    );
    expect(error).toBeInstanceOf(SocialTokenRejected);
    expect(called).toBe(false);
    expect(requestsSince(start)).toEqual([]);
  });

  it('rejects malformed tokens without asking anyone', async () => {
    const start = mock.requests.length;
    for (const token of ['', 'has space', 'line\nbreak', 'x'.repeat(4097)]) {
      expect(await failure('google', token)).toBeInstanceOf(SocialTokenRejected);
    }
    expect(requestsSince(start)).toEqual([]);
  });
});

describe('verifySocialToken: Facebook', () => {
  it('answers the identity of a valid token, its e-mail unverified', async () => {
    const token = newToken('EAAB');
    mock.addFacebookToken(token, {
      id: '10223344556677',
      email: 'dan@example.com',
      first_name: 'Dan',
      last_name: 'Rusu',
    });
    const start = mock.requests.length;
    await expect(verifySocialToken('facebook', token, mock.config)).resolves.toEqual({
      provider: 'facebook',
      subject: '10223344556677',
      email: 'dan@example.com',
      emailVerified: false,
      firstName: 'Dan',
      lastName: 'Rusu',
    });
    const [debug, me, ...rest] = requestsSince(start);
    expect(rest).toEqual([]);
    expect(debug).toMatchObject({
      method: 'GET',
      path: '/facebook/v19.0/debug_token',
      query: { input_token: token, access_token: 'test-fb-app|test-fb-secret' },
    });
    expect(me).toMatchObject({ method: 'GET', path: '/facebook/v19.0/me' });
    expect(me?.query).toEqual({
      fields: 'id,first_name,last_name,email',
      access_token: token,
      appsecret_proof: createHmac('sha256', 'test-fb-secret').update(token).digest('hex'),
    });
  });

  it('accepts a token that never expires (expires_at 0) and one with no e-mail', async () => {
    const token = newToken('EAAB');
    mock.addFacebookToken(token, { id: 'fb-2', expires_at: 0 });
    await expect(verifySocialToken('facebook', token, mock.config)).resolves.toEqual({
      provider: 'facebook',
      subject: 'fb-2',
      email: null,
      emailVerified: false,
      firstName: '',
      lastName: '',
    });
  });

  it('rejects a token of another app', async () => {
    const token = newToken('EAAB');
    mock.addFacebookToken(token, { id: 'fb-3', app_id: 'another-app' });
    const start = mock.requests.length;
    const error = await failure('facebook', token);
    expect(error).toBeInstanceOf(SocialTokenRejected);
    expect(error.message).toMatch(/another app/);
    expect(requestsSince(start).map((r) => r.path)).toEqual(['/facebook/v19.0/debug_token']);
  });

  it('rejects an invalid, an expired and an unknown token', async () => {
    const invalid = newToken('EAAB');
    mock.addFacebookToken(invalid, { id: 'fb-4', is_valid: false });
    const expired = newToken('EAAB');
    mock.addFacebookToken(expired, { id: 'fb-5', expires_at: Math.floor(Date.now() / 1000) - 60 });
    for (const token of [invalid, expired, newToken('EAAB')]) {
      const error = await failure('facebook', token);
      expect(error).toBeInstanceOf(SocialTokenRejected);
      expect(error.message).toMatch(/not valid/);
    }
  });

  it('rejects a token that debug_token calls valid past its expiry', async () => {
    const fetchFn: typeof fetch = async () =>
      Response.json({
        data: { app_id: 'test-fb-app', is_valid: true, user_id: 'fb-6', expires_at: 1_600_000_000 },
      });
    const error = await failure('facebook', 'EAAB.edge', mock.config, fetchFn);
    expect(error).toBeInstanceOf(SocialTokenRejected);
    expect(error.message).toMatch(/expired/);
  });

  it('rejects when /me names another user than debug_token', async () => {
    const token = newToken('EAAB');
    mock.addFacebookToken(token, { id: 'fb-7' });
    const fetchFn: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!new URL(urlOf(input)).pathname.endsWith('/me')) return response;
      const body = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...body, id: 'fb-someone-else' });
    };
    const error = await failure('facebook', token, mock.config, fetchFn);
    expect(error).toBeInstanceOf(SocialTokenRejected);
    expect(error.message).toMatch(/another user/);
  });

  it('is refused by /me when the appsecret_proof is made with another secret', async () => {
    const token = newToken('EAAB');
    mock.addFacebookToken(token, { id: 'fb-8' });
    // debug_token is answered by the mock with the right app token; /me then sees a wrong proof.
    const fetchFn: typeof fetch = (input, init) => {
      const url = new URL(urlOf(input));
      if (url.pathname.endsWith('/me')) {
        url.searchParams.set(
          'appsecret_proof',
          createHmac('sha256', 'wrong-secret').update(token).digest('hex'),
        );
      }
      return fetch(url, init);
    };
    const error = await failure('facebook', token, mock.config, fetchFn);
    expect(error).toBeInstanceOf(SocialTokenRejected);
    expect(error.message).toMatch(/\/me refused the token \(HTTP 400\)/);
  });

  it('rejects without asking anyone when the app id or secret is missing', async () => {
    const token = newToken('EAAB');
    mock.addFacebookToken(token, { id: 'fb-9' });
    const start = mock.requests.length;
    for (const config of [
      { ...mock.config, facebookAppId: undefined },
      { ...mock.config, facebookAppSecret: undefined },
    ]) {
      expect(await failure('facebook', token, config)).toBeInstanceOf(SocialTokenRejected);
    }
    expect(requestsSince(start)).toEqual([]);
  });
});

describe('verifySocialToken: provider unavailable', () => {
  beforeEach(() => {
    mock.failNext(0);
  });

  it('reports a 500 from either provider as unavailable', async () => {
    const google = newToken('ya29');
    mock.addGoogleToken(google, { sub: 'g-u1' });
    mock.failNext(1);
    let error = await failure('google', google);
    expect(error).toBeInstanceOf(SocialProviderUnavailable);
    expect(error.message).toMatch(/HTTP 500/);
    // The failure was one request: the same token passes right after.
    await expect(verifySocialToken('google', google, mock.config)).resolves.toMatchObject({
      subject: 'g-u1',
    });

    const facebook = newToken('EAAB');
    mock.addFacebookToken(facebook, { id: 'fb-u1' });
    mock.failNext(1);
    error = await failure('facebook', facebook);
    expect(error).toBeInstanceOf(SocialProviderUnavailable);
  });

  it('reports a 500 on the second request (userinfo, /me) as unavailable', async () => {
    const google = newToken('ya29');
    mock.addGoogleToken(google, { sub: 'g-u2' });
    const fetchFn: typeof fetch = async (input, init) => {
      if (urlOf(input).includes('userinfo')) mock.failNext(1);
      return fetch(input, init);
    };
    expect(await failure('google', google, mock.config, fetchFn)).toBeInstanceOf(
      SocialProviderUnavailable,
    );
  });

  it('reports a refused connection as unavailable', async () => {
    const base = `http://127.0.0.1:${await closedPort()}`;
    const config: OAuthConfig = {
      ...mock.config,
      googleTokenInfoUrl: `${base}/tokeninfo`,
      googleUserInfoUrl: `${base}/userinfo`,
      facebookGraphUrl: base,
    };
    for (const provider of ['google', 'facebook'] as const) {
      const error = await failure(provider, newToken('tok'), config);
      expect(error).toBeInstanceOf(SocialProviderUnavailable);
      expect(error.message).toMatch(/could not be reached \(ECONNREFUSED\)/);
    }
  });

  describe('a provider that never answers', () => {
    let silent: Server;
    let base: string;
    beforeAll(async () => {
      silent = createServer(() => {
        // Holds every request open, like a provider that hangs.
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it('is given up on through the request signal and reported as unavailable', async () => {
      const signals: AbortSignal[] = [];
      // The real limit is 10 s; the test shortens it on top of the signal verifySocialToken sends.
      const fetchFn: typeof fetch = (input, init) => {
        if (init?.signal) signals.push(init.signal);
        const signal = init?.signal
          ? AbortSignal.any([init.signal, AbortSignal.timeout(100)])
          : AbortSignal.timeout(100);
        return fetch(input, { ...init, signal });
      };
      const config: OAuthConfig = { ...mock.config, googleTokenInfoUrl: `${base}/tokeninfo` };
      const error = await failure('google', newToken('ya29'), config, fetchFn);
      expect(error).toBeInstanceOf(SocialProviderUnavailable);
      expect(error.message).toMatch(/timed out/);
      expect(signals).toHaveLength(1);
      expect(signals[0]?.aborted).toBe(false);
    });
  });

  it('reports an answer that is not JSON, or not the expected shape, as unavailable', async () => {
    const token = 'ya29.echoed';
    const notJson: typeof fetch = async () =>
      new Response(`<html>bad gateway for ${token}</html>`, { status: 200 });
    let error = await failure('google', token, mock.config, notJson);
    expect(error).toBeInstanceOf(SocialProviderUnavailable);
    expect(error.message).toMatch(/invalid JSON/);

    const wrongShape: typeof fetch = async () => Response.json({ data: { is_valid: 'yes' } });
    error = await failure('facebook', token, mock.config, wrongShape);
    expect(error).toBeInstanceOf(SocialProviderUnavailable);
    expect(error.message).toMatch(/unexpected answer \(at data\.is_valid\)/);
  });
});
