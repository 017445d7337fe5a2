import {
  favouriteIdsSchema,
  profileDataSchema,
  type FavouriteIds,
  type ProfileData,
  type RegisterRequest,
} from '@shop/core/contract';
import { createClient, createSend, type ShopClient } from '@shop/core/client';
import { isSafeRedirect, type LocaleCode } from '@shop/core/rules';
import type { CheckoutShop, PickupShopsInput, SocialSignInOutput } from '@shop/ui';
import { pickupShopsOf } from './pickup-shops.js';
import { reportTokenRejected } from './token-rejected.js';

/**
 * The shop's calls from the browser (loaded with the code that needs them, so a page's first
 * load carries neither the client nor the schemas). Everything goes to this storefront's own
 * address: `/shop-api/…` for the API's calls (the server adds the token from the HttpOnly cookie)
 * and `/session/…` for signing in and out, which sets and removes that cookie. Every call carries
 * the shop-client header the server asks for (see lib/bff.server.ts).
 */

const SHOP_CLIENT_HEADER = 'X-Shop-Client';

/** The answer of GET /session: what the server found for the token cookie. */
export type SessionAnswer =
  | { status: 'authenticated'; profile: ProfileData; favourites: FavouriteIds | null }
  | { status: 'anonymous' }
  | { status: 'invalid' };

/** fetch with the shop-client header and the session cookie (same origin). */
async function shopFetch(input: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(SHOP_CLIENT_HEADER, '1');
  const response = await fetch(input, { ...init, headers, credentials: 'same-origin' });
  if (
    response.status === 401 &&
    new URL(input, window.location.href).pathname.startsWith('/shop-api/')
  ) {
    reportTokenRejected();
  }
  return response;
}

function sessionAnswer(body: unknown): SessionAnswer {
  const status = (body as { status?: unknown } | null)?.status;
  if (status === 'anonymous' || status === 'invalid') return { status };
  if (status !== 'authenticated') throw new Error('session check: unexpected answer');
  const { profile, favourites } = body as { profile: unknown; favourites: unknown };
  return {
    status,
    profile: profileDataSchema.parse(profile),
    favourites: favourites === null ? null : favouriteIdsSchema.parse(favourites),
  };
}

const clients = new Map<LocaleCode, ShopClient>();

/** The @shop/core client of the API, through this storefront, in a language. */
export function shopClient(locale: LocaleCode): ShopClient {
  let client = clients.get(locale);
  if (!client) {
    client = createClient({
      baseUrl: `${window.location.origin}/shop-api`,
      locale,
      fetch: shopFetch,
    });
    clients.set(locale, client);
  }
  return client;
}

/**
 * The checkout's pickup shops with what each lacks of the lines (GET /api/shops/stock, read by
 * `pickupShopsOf`). Kept here, loaded with the client when first asked, so neither
 * weighs on the checkout's first JavaScript.
 */
export async function pickupShops(
  locale: LocaleCode,
  input: PickupShopsInput,
  signal?: AbortSignal,
): Promise<CheckoutShop[]> {
  const items = input.lines.map((line) => ({
    productId: line.productId,
    pieces: line.pieces ?? line.quantity,
  }));
  const answer = await shopClient(locale).content.shopStock(items, { signal });
  return pickupShopsOf(answer, input.lines);
}

/**
 * A client whose calls outlive the page (`keepalive`): for what is sent as the shopper leaves,
 * the checkout's abandoned-order save (SPEC §4 "Order placement").
 */
export function leavingClient(locale: LocaleCode): ShopClient {
  return createClient({
    baseUrl: `${window.location.origin}/shop-api`,
    locale,
    fetch: (input, init) => shopFetch(input, { ...init, keepalive: true }),
  });
}

/** The session calls (routes/session.ts): sign in, register, sign out. */
export function sessionCalls(locale: LocaleCode) {
  const send = createSend({
    baseUrl: window.location.origin,
    fetch: shopFetch,
    token: null,
    locale,
  });
  const remember = (keep: boolean) => (keep ? '' : '?remember=0');
  return {
    /** Checks the token cookie (GET /session). */
    check: async (signal?: AbortSignal): Promise<SessionAnswer> => {
      const response = await shopFetch('/session', {
        headers: { 'Accept-Language': locale },
        signal,
      });
      if (!response.ok) throw new Error(`session check: ${response.status}`);
      return sessionAnswer(await response.json());
    },
    login: (
      body: { username: string; password: string },
      keep: boolean,
      signal?: AbortSignal,
    ): Promise<ProfileData> =>
      send(
        {
          method: 'POST',
          path: `/session/login${remember(keep)}`,
          json: body,
          response: profileDataSchema,
        },
        { signal },
      ),
    register: (body: RegisterRequest, keep: boolean, signal?: AbortSignal): Promise<ProfileData> =>
      send(
        {
          method: 'POST',
          path: `/session/register${remember(keep)}`,
          json: body,
          response: profileDataSchema,
        },
        { signal },
      ),
    logout: async (signal?: AbortSignal): Promise<void> => {
      const response = await shopFetch('/session/logout', { method: 'POST', signal });
      if (!response.ok && response.status !== 204) throw new Error(`logout: ${response.status}`);
    },
    /**
     * The provider's hash answer: the profile and the page to go back to; null when the state
     * did not match (§4: stop silently).
     */
    social: async (
      body: { access_token: string; state: string },
      signal?: AbortSignal,
    ): Promise<SocialSignInOutput | null> => {
      const response = await shopFetch('/session/social', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
        body: JSON.stringify(body),
        signal,
      });
      if (response.status === 204) return null;
      if (!response.ok) throw new Error(`social sign-in: ${response.status}`);
      const answer = (await response.json()) as { profile?: unknown; returnTo?: unknown };
      return {
        profile: profileDataSchema.parse(answer.profile),
        returnTo: isSafeRedirect(answer.returnTo) ? answer.returnTo : null,
      };
    },
  };
}
