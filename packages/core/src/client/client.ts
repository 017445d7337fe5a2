import { DEFAULT_LOCALE, type LocaleCode } from '../rules/locales.js';
import { accountCalls, type AccountCalls } from './account-calls.js';
import { authCalls, type AuthCalls } from './auth-calls.js';
import { cartCalls, type CartCalls } from './cart-calls.js';
import { catalogueCalls, type CatalogueCalls } from './catalogue-calls.js';
import { contentCalls, type ContentCalls } from './content-calls.js';
import { favouritesCalls, type FavouritesCalls } from './favourites-calls.js';
import {
  GOOGLE_ENDPOINTS,
  googleCalls,
  type GoogleCalls,
  type GoogleEndpoints,
} from './oauth-calls.js';
import { ordersCalls, type OrdersCalls } from './orders-calls.js';
import { createSend, type ClientConfig, type FetchLike } from './transport.js';

/** The API of a local `pnpm start` (§7: "the API base is configurable with a default host"). */
export const DEFAULT_BASE_URL = 'http://localhost:8000';

export interface ClientOptions {
  /** @default 'http://localhost:8000' */
  baseUrl?: string;
  /** @default globalThis.fetch, looked up at call time so a test can replace it */
  fetch?: FetchLike;
  /** The session token; omitted or null for a visitor. */
  token?: string | null;
  /** Sent as Accept-Language on every call. @default 'ro' */
  locale?: LocaleCode;
  /** Google's endpoints, replaceable for tests or a proxy. */
  google?: Partial<GoogleEndpoints>;
}

/**
 * A client for every call of §7, grouped by domain. It is immutable: a login or a language
 * switch makes a new client (`withToken`, `withLocale`), so a request already on its way keeps
 * the headers it started with.
 *
 * Every call resolves with the answer parsed by its contract schema, or rejects with an
 * `ApiError` (code 'network', 'aborted', 'http' or 'invalid_response'), never anything else.
 *
 * Paths are written exactly as §7 has them, including the locale-prefixed ones
 * ('/ru/api/orders/orders/', '/ro/api/products/validate-products/'): the prefix is part of the
 * server's route, not the shopper's language, which always travels in Accept-Language.
 */
export interface ShopClient {
  readonly config: ClientConfig;
  readonly auth: AuthCalls;
  readonly account: AccountCalls;
  readonly catalogue: CatalogueCalls;
  readonly content: ContentCalls;
  readonly cart: CartCalls;
  readonly favourites: FavouritesCalls;
  readonly orders: OrdersCalls;
  readonly google: GoogleCalls;
  /** The same client with another token (null signs the client out). */
  withToken(token: string | null): ShopClient;
  /** The same client in another language. */
  withLocale(locale: LocaleCode): ShopClient;
}

const globalFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

/**
 * Creates the shop's API client. The storefront makes one per request on the server (with the
 * request's token cookie and locale) and one in the browser.
 *
 * @example
 * const api = createClient({ baseUrl: process.env.API_URL, locale: 'ru' });
 * const page = await api.catalogue.products({ parent_slug: 'scule-electrice', page: 2 });
 */
export function createClient(options: ClientOptions = {}): ShopClient {
  const config: ClientConfig = Object.freeze({
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    fetch: options.fetch ?? globalFetch,
    token: options.token ?? null,
    locale: options.locale ?? DEFAULT_LOCALE,
  });
  const send = createSend(config);
  return Object.freeze({
    config,
    auth: authCalls(send),
    account: accountCalls(send),
    catalogue: catalogueCalls(send),
    content: contentCalls(send),
    cart: cartCalls(send),
    favourites: favouritesCalls(send),
    orders: ordersCalls(send),
    google: googleCalls(send, { ...GOOGLE_ENDPOINTS, ...options.google }),
    withToken: (token: string | null) => createClient({ ...options, token }),
    withLocale: (locale: LocaleCode) => createClient({ ...options, locale }),
  });
}
