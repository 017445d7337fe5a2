import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { OAuthConfig } from '../config.js';

/**
 * Confirms a Google or Facebook access token with the provider that issued it and answers who it
 * belongs to. The shopper's browser hands us the token; nothing in it is believed until the
 * provider has said the token is live, was issued to our app, and names this user.
 */

export type SocialProvider = 'google' | 'facebook';

export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable user id (Google `sub`, Facebook `id`). */
  subject: string;
  email: string | null;
  /** Only Google's `email_verified: true` counts; Facebook e-mails are treated as unverified. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The provider refused the token (invalid, expired, issued to another app, mismatched ids). */
export class SocialTokenRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocialTokenRejected';
  }
}

/** The provider could not be asked (network error, timeout, 5xx, unreadable answer). */
export class SocialProviderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocialProviderUnavailable';
  }
}

/** A slow provider must not hold a sign-in (and a worker) for long. */
export const SOCIAL_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Google documents access tokens of up to 2048 bytes, Facebook's are a few hundred; anything
 * longer, empty, or with spaces or control characters is not a token and is refused before it
 * reaches a URL or a header (where a newline would make fetch throw and look like an outage).
 */
const TOKEN_SHAPE = /^[\x21-\x7e]{1,4096}$/;

export async function verifySocialToken(
  provider: SocialProvider,
  accessToken: string,
  config: OAuthConfig,
  fetchFn: typeof fetch = globalThis.fetch,
): Promise<SocialIdentity> {
  if (!TOKEN_SHAPE.test(accessToken)) {
    throw new SocialTokenRejected(`${provider} token is malformed`);
  }
  switch (provider) {
    case 'google':
      return verifyGoogle(accessToken, config, fetchFn);
    case 'facebook':
      return verifyFacebook(accessToken, config, fetchFn);
    default:
      throw new SocialTokenRejected(`unknown provider ${String(provider)}`);
  }
}

/** Google's tokeninfo sends booleans and numbers as strings; userinfo sends them as JSON values. */
const looseBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
]);
const looseInteger = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

const googleTokenInfo = z.object({
  aud: z.string().optional(),
  azp: z.string().optional(),
  // Present only when the token was granted the openid scope; without it there is no user to bind.
  sub: z.string().optional(),
  expires_in: looseInteger,
});

const googleUserInfo = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: looseBoolean.optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

async function verifyGoogle(
  accessToken: string,
  config: OAuthConfig,
  fetchFn: typeof fetch,
): Promise<SocialIdentity> {
  const clientId = config.googleClientId;
  // Without our client id any Google token of any app would pass: refuse rather than guess.
  if (!clientId) throw new SocialTokenRejected('Google sign-in is not configured (no client id)');

  const tokenInfoUrl = new URL(config.googleTokenInfoUrl);
  tokenInfoUrl.searchParams.set('access_token', accessToken);
  const info = parse(
    googleTokenInfo,
    await getJson(fetchFn, 'Google tokeninfo', tokenInfoUrl),
    'Google tokeninfo',
  );
  // A token issued to another app is the classic confused-deputy hole: a site that got the
  // shopper's token for itself could sign in here as them.
  if (info.aud !== clientId && info.azp !== clientId) {
    throw new SocialTokenRejected('Google token was issued to another client');
  }
  if (info.expires_in <= 0) throw new SocialTokenRejected('Google token has expired');
  if (!info.sub) throw new SocialTokenRejected('Google token does not carry a user id');

  const user = parse(
    googleUserInfo,
    await getJson(fetchFn, 'Google userinfo', new URL(config.googleUserInfoUrl), {
      authorization: `Bearer ${accessToken}`,
    }),
    'Google userinfo',
  );
  if (user.sub !== info.sub) {
    throw new SocialTokenRejected('Google userinfo names another user than the token');
  }
  const email = user.email || null;
  return {
    provider: 'google',
    subject: user.sub,
    email,
    emailVerified: email !== null && user.email_verified === true,
    firstName: user.given_name ?? '',
    lastName: user.family_name ?? '',
  };
}

const facebookDebugToken = z.object({
  data: z.object({
    app_id: z.string().optional(),
    is_valid: z.boolean(),
    user_id: z.string().optional(),
    expires_at: z.number().int().optional(),
  }),
});

const facebookMe = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

async function verifyFacebook(
  accessToken: string,
  config: OAuthConfig,
  fetchFn: typeof fetch,
): Promise<SocialIdentity> {
  const { facebookAppId: appId, facebookAppSecret: appSecret } = config;
  if (!appId || !appSecret) {
    throw new SocialTokenRejected('Facebook sign-in is not configured (no app id or secret)');
  }
  const graph = config.facebookGraphUrl.replace(/\/+$/, '');

  const debugUrl = new URL(`${graph}/debug_token`);
  debugUrl.searchParams.set('input_token', accessToken);
  debugUrl.searchParams.set('access_token', `${appId}|${appSecret}`);
  const { data } = parse(
    facebookDebugToken,
    await getJson(fetchFn, 'Facebook debug_token', debugUrl),
    'Facebook debug_token',
  );
  if (!data.is_valid) throw new SocialTokenRejected('Facebook token is not valid');
  if (data.app_id !== appId) throw new SocialTokenRejected('Facebook token belongs to another app');
  if (!data.user_id) throw new SocialTokenRejected('Facebook token does not carry a user id');
  // Facebook writes 0 for a token that never expires; a missing expiry is not trusted.
  const expiresAt = data.expires_at;
  if (expiresAt === undefined || (expiresAt !== 0 && expiresAt * 1000 <= Date.now())) {
    throw new SocialTokenRejected('Facebook token has expired');
  }

  const meUrl = new URL(`${graph}/me`);
  meUrl.searchParams.set('fields', 'id,first_name,last_name,email');
  meUrl.searchParams.set('access_token', accessToken);
  // Proves the call comes from the app's server, so a stolen token alone cannot be replayed
  // against Graph in our name (Facebook's "Require App Secret" setting insists on it).
  meUrl.searchParams.set('appsecret_proof', appSecretProof(accessToken, appSecret));
  const me = parse(facebookMe, await getJson(fetchFn, 'Facebook /me', meUrl), 'Facebook /me');
  if (me.id !== data.user_id) {
    throw new SocialTokenRejected('Facebook /me names another user than the token');
  }
  return {
    provider: 'facebook',
    subject: me.id,
    // Facebook does not say whether the address was confirmed, so it never links an account.
    email: me.email || null,
    emailVerified: false,
    firstName: me.first_name ?? '',
    lastName: me.last_name ?? '',
  };
}

/** Facebook's appsecret_proof: HMAC-SHA256 of the access token keyed by the app secret, in hex. */
export function appSecretProof(accessToken: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(accessToken, 'utf8').digest('hex');
}

/**
 * One GET to a provider. Error messages name the endpoint and the status only: URLs and bodies
 * can carry the token (or echo it), and these messages end up in logs.
 */
async function getJson(
  fetchFn: typeof fetch,
  endpoint: string,
  url: URL,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(SOCIAL_REQUEST_TIMEOUT_MS),
      // The token rides in the query or a header: it goes to the configured host and nowhere else.
      redirect: 'error',
    });
  } catch (error) {
    throw new SocialProviderUnavailable(`${endpoint} could not be reached (${reason(error)})`);
  }
  if (response.status >= 400 && response.status < 500) {
    await discard(response);
    throw new SocialTokenRejected(`${endpoint} refused the token (HTTP ${response.status})`);
  }
  if (!response.ok) {
    await discard(response);
    throw new SocialProviderUnavailable(`${endpoint} answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new SocialProviderUnavailable(`${endpoint} sent an unreadable answer (${reason(error)})`);
  }
}

function parse<T extends z.ZodType>(schema: T, body: unknown, endpoint: string): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  // Paths only: zod's messages are safe today, but the values they could quote are the provider's.
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
  throw new SocialProviderUnavailable(
    `${endpoint} sent an unexpected answer (at ${fields.join(', ')})`,
  );
}

/** Frees the connection; what a refusing provider said is not needed (and may echo the token). */
async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // The body is being thrown away; a failure to do so changes nothing for the caller.
  }
}

/** A short cause for a log line, never the error's own text (a parse error quotes the body). */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  if (error.name === 'TimeoutError') return 'timed out';
  if (error.name === 'AbortError') return 'aborted';
  if (error.name === 'SyntaxError') return 'invalid JSON';
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code)) return code;
  return 'network error';
}
