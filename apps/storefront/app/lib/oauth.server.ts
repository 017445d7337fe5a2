import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createClient, GOOGLE_ENDPOINTS } from '@shop/core/client';
import { isSafeRedirect, localizePath, type LocaleCode } from '@shop/core/rules';
import { SIGN_IN_FAILED_PARAM } from '../shell/account/modal-ids.js';
import { publicUrl } from './public-url.server.js';
import { localRedirect } from './redirect.server.js';
import { cookieValue, shopperClient, shortCookie, tokenCookie } from './session.server.js';

/**
 * Sign-in with Google and Facebook (SPEC §1, §2 "Auth redirects", §4 "Login", "OAuth callback").
 *
 * Both start at `/auth/google` or `/auth/facebook`, which keeps a random `state` in a short
 * HttpOnly cookie (with the provider and the shopper's language) and sends the browser to the
 * provider, whose answer comes back to `/` (§2: the callback maps to home):
 * - Google's code flow: `/?code=…&state=…`. The home page's loader compares the state, exchanges
 *   the code at Google's token endpoint (here, with the client secret, which never reaches a
 *   browser), signs in at the API with the access token (`/accounts/google-login`), sets the
 *   token cookie and goes home. A state that does not match, or no code, stops silently (§4).
 * - The hash form (Facebook, or Google's token flow): `/#state=…&access_token=…`. A hash never
 *   reaches a server: the page's script posts it to `/session/social`, which compares the state
 *   the same way and signs in with the provider the state cookie names.
 *
 * Configured by GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_AUTHORIZATION_URL, GOOGLE_TOKEN_URL,
 * FACEBOOK_APP_ID and FACEBOOK_DIALOG_URL; a provider without its id is not offered.
 *
 * A sign-in opened for something on a page ("Write a review") names that page in `?next=`: it
 * is kept in the state cookie (a local path only, core's safe-path rule), and the shopper goes
 * back to it instead of home, in both flows.
 */

export type SocialProvider = 'google' | 'facebook';

const STATE_COOKIE = 'oauth_state';
/** A sign-in at the provider must come back within this many seconds. */
const STATE_MAX_AGE_S = 600;

interface OAuthSettings {
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  googleAuthorizationUrl: string;
  googleTokenUrl: string;
  facebookAppId: string | undefined;
  facebookDialogUrl: string;
}

function settings(): OAuthSettings {
  const env = process.env;
  return {
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
    googleAuthorizationUrl: env.GOOGLE_AUTHORIZATION_URL || GOOGLE_ENDPOINTS.authorization,
    googleTokenUrl: env.GOOGLE_TOKEN_URL || GOOGLE_ENDPOINTS.token,
    facebookAppId: env.FACEBOOK_APP_ID || undefined,
    facebookDialogUrl: env.FACEBOOK_DIALOG_URL || 'https://www.facebook.com/v19.0/dialog/oauth',
  };
}

/** Which sign-in buttons the page shows: a provider is offered when it is configured. */
export function socialProviders(): Record<SocialProvider, boolean> {
  const config = settings();
  return {
    google: config.googleClientId !== undefined,
    facebook: config.facebookAppId !== undefined,
  };
}

/**
 * The address a provider sends the shopper back to (§2: the callback is home). Google's code
 * comes back to `/` (the server finishes the sign-in and sends the shopper on to their
 * language's home); Facebook's token, in the hash, which only the page reads, comes back to the
 * home page of the shopper's language (`/`, `/en` or `/ru`: the three must be allowed in the
 * Facebook app's redirect addresses).
 */
function callbackUrl(locale?: LocaleCode): string {
  // The configured address, never the request's Host: a forged Host would send the provider's
  // code (or token) to another site.
  return `${publicUrl()}${localizePath('/', locale ?? 'ro')}`;
}

interface PendingSignIn {
  provider: SocialProvider;
  state: string;
  locale: LocaleCode;
  /** The page to go back to instead of home (a safe local path), or null. */
  returnTo: string | null;
}

/** A safe local path, or null for anything else (an absent, foreign or odd `next`). */
const returnPath = (target: unknown): string | null => (isSafeRedirect(target) ? target : null);

function pending(request: Request): PendingSignIn | undefined {
  // provider:state:locale:path (the path, last, may hold colons of its own).
  const [provider, state, locale, ...path] = (cookieValue(request, STATE_COOKIE) ?? '').split(':');
  if ((provider !== 'google' && provider !== 'facebook') || !state) return undefined;
  return {
    provider,
    state,
    locale: locale === 'en' || locale === 'ru' ? locale : 'ro',
    returnTo: returnPath(path.join(':')),
  };
}

/** Whether the state that came back is the one this browser was sent off with. */
function sameState(expected: string, received: string | null | undefined): boolean {
  if (!received) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

const clearedState = (request: Request) => shortCookie(request, STATE_COOKIE, '', 0);

/**
 * GET /auth/{provider}: sends the browser to the provider's sign-in with a fresh state; a
 * provider that is not configured sends it home. `next` is the page to come back to, kept
 * when it is a safe local path.
 */
export function startSignIn(
  request: Request,
  provider: SocialProvider,
  locale: LocaleCode,
  next?: string | null,
) {
  const config = settings();
  const home = localizePath('/', locale);
  const state = randomBytes(24).toString('base64url');
  let target: string;
  if (provider === 'google') {
    if (!config.googleClientId) return localRedirect(home, 302, home);
    target = createClient({
      google: { authorization: config.googleAuthorizationUrl },
    }).google.authorizationUrl({
      clientId: config.googleClientId,
      redirectUri: callbackUrl(),
      state,
    });
  } else {
    if (!config.facebookAppId) return localRedirect(home, 302, home);
    const url = new URL(config.facebookDialogUrl);
    url.searchParams.set('client_id', config.facebookAppId);
    url.searchParams.set('redirect_uri', callbackUrl(locale));
    url.searchParams.set('response_type', 'token');
    url.searchParams.set('scope', 'email');
    url.searchParams.set('state', state);
    target = url.toString();
  }
  return new Response(null, {
    status: 302,
    headers: {
      Location: target,
      'Set-Cookie': shortCookie(
        request,
        STATE_COOKIE,
        `${provider}:${state}:${locale}:${returnPath(next) ?? ''}`,
        STATE_MAX_AGE_S,
      ),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * The code flow's return to home (`?code&state`): the answer to give (a redirect home, signed in
 * or not), or null when the request is not a callback.
 */
export async function googleCallback(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  if (code === null && state === null) return null;
  const signIn = pending(request);
  const home = localizePath('/', signIn?.locale ?? 'ro');
  const back = signIn?.returnTo ?? home;
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', clearedState(request));
  // The Location is a path on this site (never the request's Host, which a client chooses).
  const answer = (target: string) => localRedirect(target, { status: 302, headers }, home);
  const config = settings();
  // §4: a state that does not match, or no code, stops silently.
  if (
    !signIn ||
    signIn.provider !== 'google' ||
    !sameState(signIn.state, state) ||
    !code ||
    !config.googleClientId
  ) {
    return answer(home);
  }
  try {
    const google = createClient({ google: { token: config.googleTokenUrl } }).google;
    const { access_token } = await google.exchangeCode(
      {
        code,
        client_id: config.googleClientId,
        redirect_uri: callbackUrl(),
        response_type: 'code',
        grant_type: 'authorization_code',
        ...(config.googleClientSecret && { client_secret: config.googleClientSecret }),
      },
      { signal: request.signal },
    );
    const { token } = await shopperClient(request, signIn.locale, null).auth.googleLogin(
      { access_token },
      { signal: request.signal },
    );
    headers.append('Set-Cookie', tokenCookie(request, token, true));
  } catch (error) {
    // The shopper lands home, not signed in, and the page says so (SPEC §8: an alert); the
    // sign-in button is there to try again.
    console.error('[storefront] Google sign-in failed:', error);
    return answer(withParam(back, SIGN_IN_FAILED_PARAM));
  }
  return answer(back);
}

/** A local path with `name=1` added to its query. */
function withParam(path: string, name: string): string {
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.set(name, '1');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The hash form, posted by the page's script (`/session/social`): the provider's access token and
 * the state, compared with the cookie. Answers the provider, the page to go back to and the
 * cookie that clears the state, or undefined when the state does not match (the caller stops
 * silently).
 */
export function socialSignIn(
  request: Request,
  state: string,
): { provider: SocialProvider; returnTo: string | null; clearState: string } | undefined {
  const signIn = pending(request);
  if (!signIn || !sameState(signIn.state, state)) return undefined;
  return {
    provider: signIn.provider,
    returnTo: signIn.returnTo,
    clearState: clearedState(request),
  };
}
