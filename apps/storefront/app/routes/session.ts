import { loginRequestSchema, registerRequestSchema, type ProfileData } from '@shop/core/contract';
import type { Route } from './+types/session';
import {
  apiFailure,
  assertShopClient,
  jsonOf,
  parsedBody,
  requestLocale,
} from '../lib/bff.server.js';
import { socialSignIn } from '../lib/oauth.server.js';
import {
  checkSession,
  clearedTokenCookie,
  shopperClient,
  tokenCookie,
  tokenOf,
} from '../lib/session.server.js';

/**
 * The session endpoints of the shop's scripts (SPEC §4 "Session", "Login", §7 "Session and
 * auth"): they sign in, register, sign out and check, and keep the API's token in the HttpOnly
 * `token` cookie, so the token never reaches a script. Every call needs the shop client header.
 *
 * - GET  /session                 → the session check ({ status, profile?, favourites? })
 * - POST /session/login           { username, password } → the profile
 * - POST /session/register        the registration body → the profile (and signed in)
 * - POST /session/social          { access_token, state } (the hash a provider sent back, see
 *                                  lib/oauth.server.ts) → the profile, or 204 when the state does
 *                                  not match (§4: stops silently)
 * Sign-ins take `?remember=0` for a cookie that ends with the browser session.
 * - POST /session/logout          → 204, the cookie removed (even when the API is unreachable)
 */

/**
 * "Remember me" (§4: on by default) travels as `?remember=0|1`, beside the body, so the bodies
 * are the API's own and are checked by the API's own schemas: the cookie lasts 30 days, or the
 * browser session with `remember=0`.
 */
function remembers(request: Request): boolean {
  return new URL(request.url).searchParams.get('remember') !== '0';
}

type Action = 'login' | 'register' | 'logout' | 'social';
const ACTIONS = new Set<string>(['login', 'register', 'logout', 'social']);

/** The hash form of a social sign-in: the provider's access token and the state it came back with. */
async function socialBody(request: Request): Promise<{ access_token: string; state: string }> {
  const raw = await jsonOf(request);
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const { access_token: token, state } = body;
  const known = Object.keys(body).every((key) => key === 'access_token' || key === 'state');
  if (
    !known ||
    typeof token !== 'string' ||
    token.length === 0 ||
    token.length > 4096 ||
    typeof state !== 'string' ||
    state.length === 0 ||
    state.length > 200
  ) {
    throw Response.json({ detail: 'invalid_request' }, { status: 400 });
  }
  return { access_token: token, state };
}

/** The answer to an unknown session path, or to a known one asked with the wrong method. */
function notHere(action: string | undefined): Response {
  if (action !== undefined && ACTIONS.has(action)) {
    return Response.json(
      { detail: 'invalid_request' },
      { status: 405, headers: { Allow: 'POST' } },
    );
  }
  return Response.json({ detail: 'not_found' }, { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  assertShopClient(request);
  // Only the bare /session is read; the actions are posted.
  if (params.action !== undefined) return notHere(params.action);
  try {
    const session = await checkSession(request, requestLocale(request));
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    if (session.status === 'invalid') headers.set('Set-Cookie', clearedTokenCookie(request));
    return Response.json(session, { headers });
  } catch (error) {
    return apiFailure(error);
  }
}

/** Signs in with a token just issued: the cookie, and the profile the page needs. */
async function signedIn(
  request: Request,
  token: string,
  keep: boolean,
  body: (profile: ProfileData) => unknown = (profile) => profile,
): Promise<Response> {
  const profile: ProfileData = await shopperClient(
    request,
    requestLocale(request),
    token,
  ).account.profile({ signal: request.signal });
  return Response.json(body(profile), {
    headers: {
      'Set-Cookie': tokenCookie(request, token, keep),
      'Cache-Control': 'no-store',
    },
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  assertShopClient(request);
  const what = params.action;
  if (request.method !== 'POST' || what === undefined || !ACTIONS.has(what)) {
    return notHere(what);
  }
  const api = shopperClient(request, requestLocale(request), null);
  const options = { signal: request.signal };
  try {
    switch (what as Action) {
      case 'logout': {
        const token = tokenOf(request);
        if (token) {
          // The cookie goes whatever the API says: the shopper asked to leave.
          await api
            .withToken(token)
            .auth.logout(options)
            .catch((error: unknown) => console.error('[storefront] logout at the API:', error));
        }
        return new Response(null, {
          status: 204,
          headers: { 'Set-Cookie': clearedTokenCookie(request), 'Cache-Control': 'no-store' },
        });
      }
      case 'login': {
        const login = await parsedBody(request, loginRequestSchema);
        const { auth_token } = await api.auth.login(login, options);
        return await signedIn(request, auth_token, remembers(request));
      }
      case 'register': {
        const fields = await parsedBody(request, registerRequestSchema);
        await api.auth.register(fields, options);
        const { auth_token } = await api.auth.login(
          { username: fields.username, password: fields.password },
          options,
        );
        return await signedIn(request, auth_token, remembers(request));
      }
      case 'social': {
        const body = await socialBody(request);
        const signIn = socialSignIn(request, body.state);
        // §4: a state that does not match stops silently: nothing signed in, nothing said.
        if (!signIn) return new Response(null, { status: 204 });
        const call = signIn.provider === 'google' ? api.auth.googleLogin : api.auth.facebookLogin;
        const { token } = await call({ access_token: body.access_token }, options);
        const answer = await signedIn(request, token, remembers(request), (profile) => ({
          profile,
          returnTo: signIn.returnTo,
        }));
        answer.headers.append('Set-Cookie', signIn.clearState);
        return answer;
      }
    }
  } catch (error) {
    return apiFailure(error);
  }
}
