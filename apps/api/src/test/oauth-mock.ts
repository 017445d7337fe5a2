import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuthConfig } from '../config.js';

/**
 * A local stand-in for Google's OAuth/OIDC endpoints and Facebook's Graph API, answering the way
 * the real ones do (status codes and bodies), so the API's checks and the storefront's callback
 * run against real HTTP in tests without reaching the internet.
 *
 * Endpoints (under the mock's base URL):
 * - GET  /google/tokeninfo?access_token=…     audience, expiry and subject of a token
 * - GET  /google/v1/userinfo                  (Authorization: Bearer …) the OpenID Connect profile
 * - POST /google/token                        authorization-code exchange (form body)
 * - GET  /google/o/oauth2/v2/auth             authorization: redirects back at once (see below)
 * - GET  /facebook/dialog/oauth               the login dialog: redirects back at once (see below)
 * - GET  /facebook/v19.0/debug_token          app id, validity, user id and expiry of a token
 * - GET  /facebook/v19.0/me                   the profile (checks appsecret_proof)
 */
export interface OAuthMock {
  /** OAuthConfig pointing at the mock (client id 'test-google-client', app id 'test-fb-app', secret 'test-fb-secret'). */
  config: OAuthConfig;
  /** Google's authorization-code exchange endpoint (POST form: code, client_id, redirect_uri, response_type, audience, grant_type) for the storefront's callback tests. */
  googleTokenUrl: string;
  /**
   * Google's authorization endpoint. There is no consent screen: a request with our client id and
   * a redirect_uri is sent straight back to redirect_uri as if the shopper agreed, with `state`
   * and the most recently added code (`?code=…`, response_type=code) or that code's access token
   * (`#access_token=…`, response_type=token); with no code added, as if they declined
   * (`error=access_denied`).
   */
  googleAuthorizeUrl: string;
  /**
   * Facebook's login dialog (response_type=token). No dialog is shown: a request with our app id
   * and a redirect_uri is sent straight back with the most recently added Facebook token and
   * `state` in the fragment (`#access_token=…&state=…`), or `#error=access_denied` when no token
   * was added, as if the shopper declined.
   */
  facebookDialogUrl: string;
  /**
   * Makes `accessToken` a live Google token. `aud` defaults to the test client, `expires_in` to
   * 3600 seconds (counted down from now; 0 or less is an expired token), `email_verified` to true
   * when an email is given.
   */
  addGoogleToken(
    accessToken: string,
    claims: {
      sub: string;
      email?: string;
      email_verified?: boolean;
      given_name?: string;
      family_name?: string;
      aud?: string;
      expires_in?: number;
    },
  ): void;
  /** Registers an authorization code that the token endpoint exchanges for `accessToken`. */
  addGoogleCode(code: string, accessToken: string): void;
  /**
   * Makes `accessToken` a Facebook user token. `app_id` defaults to the test app, `is_valid` to
   * true, `expires_at` (unix seconds, 0 = never) to two hours from now.
   */
  addFacebookToken(
    accessToken: string,
    user: {
      id: string;
      email?: string;
      first_name?: string;
      last_name?: string;
      app_id?: string;
      is_valid?: boolean;
      expires_at?: number;
    },
  ): void;
  /** Requests received, for assertions (method, path, query, headers you need). */
  requests: ReadonlyArray<MockRequest>;
  /** Makes the next N requests answer 500 (provider down). */
  failNext(count: number): void;
  close(): Promise<void>;
}

export interface MockRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
  /** The fields of a form body (POST to the token endpoint). */
  form?: Record<string, string>;
}

const GOOGLE_CLIENT_ID = 'test-google-client';
const FACEBOOK_APP_ID = 'test-fb-app';
const FACEBOOK_APP_SECRET = 'test-fb-secret';
const GRAPH_PATH = '/facebook/v19.0';
const MAX_BODY_BYTES = 64 * 1024;

interface GoogleToken {
  sub: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  aud: string;
  expiresAtMs: number;
}

interface FacebookToken {
  id: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  appId: string;
  isValid: boolean;
  expiresAt: number;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

export async function startOAuthMock(): Promise<OAuthMock> {
  const googleTokens = new Map<string, GoogleToken>();
  const googleCodes = new Map<string, string>();
  const facebookTokens = new Map<string, FacebookToken>();
  const requests: MockRequest[] = [];
  let failures = 0;

  const server = createServer((request, response) => {
    handle(request)
      .then((reply) => send(response, reply))
      .catch(() => send(response, { status: 500, body: { error: 'internal_failure' } }));
  });

  async function handle(request: IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? '/', 'http://mock.invalid');
    const method = request.method ?? 'GET';
    const record: MockRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    };
    if (request.headers.authorization !== undefined) {
      record.authorization = request.headers.authorization;
    }
    if (method === 'POST') {
      const form = await readForm(request);
      if (form) record.form = form;
    }
    requests.push(record);

    if (failures > 0) {
      failures -= 1;
      return { status: 500, body: { error: 'backend_error' } };
    }
    const route = `${method} ${url.pathname}`;
    switch (route) {
      case 'GET /google/tokeninfo':
        return googleTokenInfo(url.searchParams);
      case 'GET /google/v1/userinfo':
        return googleUserInfo(request.headers.authorization);
      case 'POST /google/token':
        return googleToken(record.form);
      case 'GET /google/o/oauth2/v2/auth':
        return googleAuthorize(url.searchParams);
      case 'GET /facebook/dialog/oauth':
        return facebookDialog(url.searchParams);
      case `GET ${GRAPH_PATH}/debug_token`:
        return facebookDebugToken(url.searchParams);
      case `GET ${GRAPH_PATH}/me`:
        return facebookMe(url.searchParams);
      default:
        return { status: 404, body: { error: 'not_found' } };
    }
  }

  function liveGoogleToken(token: string | null | undefined): GoogleToken | undefined {
    const found = token ? googleTokens.get(token) : undefined;
    return found && found.expiresAtMs > Date.now() ? found : undefined;
  }

  // Google answers 400 for an unknown or expired token, with string-typed numbers and booleans.
  function googleTokenInfo(query: URLSearchParams): Reply {
    const token = query.get('access_token');
    if (!token) {
      return {
        status: 400,
        body: {
          error: 'invalid_request',
          error_description: 'Either access_token, id_token, or token_handle required',
        },
      };
    }
    const found = liveGoogleToken(token);
    if (!found) {
      return { status: 400, body: { error: 'invalid_token', error_description: 'Invalid Value' } };
    }
    const expiresIn = Math.floor((found.expiresAtMs - Date.now()) / 1000);
    return {
      status: 200,
      body: {
        azp: found.aud,
        aud: found.aud,
        sub: found.sub,
        scope:
          'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        exp: String(Math.floor(found.expiresAtMs / 1000)),
        expires_in: String(expiresIn),
        ...(found.email === undefined
          ? {}
          : { email: found.email, email_verified: String(found.emailVerified) }),
        access_type: 'online',
      },
    };
  }

  // The userinfo endpoint answers 401 with a WWW-Authenticate challenge, as Google's does.
  function googleUserInfo(authorization: string | undefined): Reply {
    const match = /^Bearer (\S+)$/i.exec(authorization ?? '');
    const found = liveGoogleToken(match?.[1]);
    if (!found) {
      return {
        status: 401,
        headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
        body: { error: 'invalid_token', error_description: 'Invalid Credentials' },
      };
    }
    const name = [found.givenName, found.familyName].filter(Boolean).join(' ');
    return {
      status: 200,
      body: {
        sub: found.sub,
        ...(name ? { name } : {}),
        ...(found.givenName === undefined ? {} : { given_name: found.givenName }),
        ...(found.familyName === undefined ? {} : { family_name: found.familyName }),
        ...(found.email === undefined
          ? {}
          : { email: found.email, email_verified: found.emailVerified }),
      },
    };
  }

  function googleToken(form: Record<string, string> | undefined): Reply {
    const invalid: Reply = {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Bad Request' },
    };
    if (!form || form.grant_type !== 'authorization_code' || form.client_id !== GOOGLE_CLIENT_ID) {
      return invalid;
    }
    const accessToken = form.code ? googleCodes.get(form.code) : undefined;
    if (accessToken === undefined || !form.code) return invalid;
    // A code is good for one exchange, as at Google.
    googleCodes.delete(form.code);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        scope:
          'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
      },
    };
  }

  function googleAuthorize(query: URLSearchParams): Reply {
    const redirectUri = query.get('redirect_uri');
    const responseType = query.get('response_type');
    let target: URL;
    try {
      target = new URL(redirectUri ?? '');
    } catch {
      return { status: 400, body: { error: 'invalid_request', error_description: 'redirect_uri' } };
    }
    if (query.get('client_id') !== GOOGLE_CLIENT_ID) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
      };
    }
    if (responseType !== 'code' && responseType !== 'token') {
      return { status: 400, body: { error: 'unsupported_response_type' } };
    }
    const answer = new URLSearchParams();
    const state = query.get('state');
    if (state !== null) answer.set('state', state);
    const latest = [...googleCodes].at(-1);
    if (!latest) {
      answer.set('error', 'access_denied');
    } else if (responseType === 'code') {
      answer.set('code', latest[0]);
      answer.set('scope', query.get('scope') ?? '');
    } else {
      answer.set('access_token', latest[1]);
      answer.set('token_type', 'Bearer');
      answer.set('expires_in', '3599');
      answer.set('scope', query.get('scope') ?? '');
    }
    // The implicit flow hands the token over in the fragment, which browsers never send to servers.
    if (responseType === 'token') target.hash = answer.toString();
    else for (const [key, value] of answer) target.searchParams.set(key, value);
    return { status: 302, headers: { location: target.toString() }, body: null };
  }

  function facebookDialog(query: URLSearchParams): Reply {
    let target: URL;
    try {
      target = new URL(query.get('redirect_uri') ?? '');
    } catch {
      return facebookError('Invalid redirect_uri.', 191);
    }
    if (query.get('client_id') !== FACEBOOK_APP_ID) return facebookError('Invalid App ID.', 101);
    if (query.get('response_type') !== 'token') return facebookError('Invalid response_type.', 100);
    const answer = new URLSearchParams();
    const latest = [...facebookTokens.keys()].at(-1);
    if (latest === undefined) answer.set('error', 'access_denied');
    else answer.set('access_token', latest);
    const state = query.get('state');
    if (state !== null) answer.set('state', state);
    target.hash = answer.toString();
    return { status: 302, headers: { location: target.toString() }, body: null };
  }

  function facebookTokenState(found: FacebookToken): boolean {
    const expired = found.expiresAt !== 0 && found.expiresAt * 1000 <= Date.now();
    return found.isValid && !expired;
  }

  function facebookError(message: string, code: number, type = 'OAuthException'): Reply {
    return { status: 400, body: { error: { message, type, code, fbtrace_id: 'mock' } } };
  }

  function facebookDebugToken(query: URLSearchParams): Reply {
    if (query.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
      return facebookError('Invalid OAuth access token signature.', 190);
    }
    const input = query.get('input_token');
    if (!input) return facebookError('(#100) The parameter input_token is required', 100);
    const found = facebookTokens.get(input);
    // An unknown token is not an error to Graph: it answers that the token is not valid.
    if (!found) {
      return {
        status: 200,
        body: {
          data: {
            error: { code: 190, message: 'Invalid OAuth access token.' },
            is_valid: false,
            scopes: [],
          },
        },
      };
    }
    return {
      status: 200,
      body: {
        data: {
          app_id: found.appId,
          type: 'USER',
          application: 'Mock app',
          data_access_expires_at: Math.floor(Date.now() / 1000) + 90 * 24 * 3600,
          expires_at: found.expiresAt,
          is_valid: facebookTokenState(found),
          scopes: ['email', 'public_profile'],
          user_id: found.id,
        },
      },
    };
  }

  function facebookMe(query: URLSearchParams): Reply {
    const token = query.get('access_token');
    const found = token ? facebookTokens.get(token) : undefined;
    if (!token || !found || !facebookTokenState(found)) {
      return facebookError('Invalid OAuth access token.', 190);
    }
    // The mock app has "Require App Secret" on; only our app's secret can prove a call, so a
    // token of another app never passes.
    const proof = query.get('appsecret_proof') ?? '';
    const expected = createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex');
    const proofOk =
      found.appId === FACEBOOK_APP_ID &&
      proof.length === expected.length &&
      timingSafeEqual(Buffer.from(proof), Buffer.from(expected));
    if (!proofOk) {
      return facebookError(
        'Invalid appsecret_proof provided in the API argument',
        100,
        'GraphMethodException',
      );
    }
    const fields = (query.get('fields') ?? 'id,name').split(',').map((field) => field.trim());
    const profile: Record<string, string | undefined> = {
      id: found.id,
      name: [found.firstName, found.lastName].filter(Boolean).join(' ') || undefined,
      first_name: found.firstName,
      last_name: found.lastName,
      email: found.email,
    };
    const body: Record<string, string> = { id: found.id };
    for (const field of fields) {
      const value = profile[field];
      if (value !== undefined) body[field] = value;
    }
    return { status: 200, body };
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    config: {
      googleClientId: GOOGLE_CLIENT_ID,
      googleTokenInfoUrl: `${base}/google/tokeninfo`,
      googleUserInfoUrl: `${base}/google/v1/userinfo`,
      facebookAppId: FACEBOOK_APP_ID,
      facebookAppSecret: FACEBOOK_APP_SECRET,
      facebookGraphUrl: `${base}${GRAPH_PATH}`,
    },
    googleTokenUrl: `${base}/google/token`,
    googleAuthorizeUrl: `${base}/google/o/oauth2/v2/auth`,
    facebookDialogUrl: `${base}/facebook/dialog/oauth`,
    addGoogleToken(accessToken, claims) {
      googleTokens.set(accessToken, {
        sub: claims.sub,
        ...(claims.email === undefined ? {} : { email: claims.email }),
        emailVerified: claims.email !== undefined && (claims.email_verified ?? true),
        ...(claims.given_name === undefined ? {} : { givenName: claims.given_name }),
        ...(claims.family_name === undefined ? {} : { familyName: claims.family_name }),
        aud: claims.aud ?? GOOGLE_CLIENT_ID,
        expiresAtMs: Date.now() + (claims.expires_in ?? 3600) * 1000,
      });
    },
    addGoogleCode(code, accessToken) {
      // Re-adding moves the code to the end, so the authorization endpoint hands out the latest.
      googleCodes.delete(code);
      googleCodes.set(code, accessToken);
    },
    addFacebookToken(accessToken, user) {
      facebookTokens.set(accessToken, {
        id: user.id,
        ...(user.email === undefined ? {} : { email: user.email }),
        ...(user.first_name === undefined ? {} : { firstName: user.first_name }),
        ...(user.last_name === undefined ? {} : { lastName: user.last_name }),
        appId: user.app_id ?? FACEBOOK_APP_ID,
        isValid: user.is_valid ?? true,
        expiresAt: user.expires_at ?? Math.floor(Date.now() / 1000) + 2 * 3600,
      });
    },
    requests,
    failNext(count) {
      failures = count;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this, close would wait for them to time out.
        server.closeAllConnections();
      });
    },
  };
}

/** A form body, or undefined when the body is not a form (or too large to be one). */
async function readForm(request: IncomingMessage): Promise<Record<string, string> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return undefined;
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function send(response: ServerResponse, reply: Reply): void {
  if (reply.body === null) {
    response.writeHead(reply.status, reply.headers ?? {});
    response.end();
    return;
  }
  response.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...reply.headers,
  });
  response.end(JSON.stringify(reply.body));
}
