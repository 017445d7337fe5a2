import {
  loginRequestSchema,
  registerRequestSchema,
  socialLoginRequestSchema,
  type ProfileData,
} from '@shop/core/contract';
import type { Route } from './+types/session';
import { apiFailure, assertShopClient, parsedBody, requestLocale } from '../lib/bff.server.js';
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
 * - POST /session/login           { username, password } → { profile }
 * - POST /session/register        the registration body → { profile } (and signed in)
 * - POST /session/google|facebook { access_token } → { profile }
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

type Action = 'login' | 'register' | 'logout' | 'google' | 'facebook';
const ACTIONS = new Set<string>(['login', 'register', 'logout', 'google', 'facebook']);

export async function loader({ request }: Route.LoaderArgs) {
  assertShopClient(request);
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
async function signedIn(request: Request, token: string, keep: boolean): Promise<Response> {
  const profile: ProfileData = await shopperClient(
    request,
    requestLocale(request),
    token,
  ).account.profile({ signal: request.signal });
  return Response.json(
    { profile },
    {
      headers: {
        'Set-Cookie': tokenCookie(request, token, keep),
        'Cache-Control': 'no-store',
      },
    },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  assertShopClient(request);
  const what = params.action;
  if (request.method !== 'POST' || what === undefined || !ACTIONS.has(what)) {
    return Response.json({ detail: 'not_found' }, { status: 404 });
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
      case 'google':
      case 'facebook': {
        const body = await parsedBody(request, socialLoginRequestSchema);
        const call = what === 'google' ? api.auth.googleLogin : api.auth.facebookLogin;
        const { token } = await call({ access_token: body.access_token }, options);
        return await signedIn(request, token, remembers(request));
      }
    }
  } catch (error) {
    return apiFailure(error);
  }
}
