import { resolve } from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';

/** What the API reads from its environment (docs/architecture.md "Running it"). */
export interface ApiConfig {
  port: number;
  /**
   * The interface the API listens on (API_HOST). Only this machine by default: the storefront's
   * server calls it here, and nothing else should reach the API without a proxy in front.
   */
  host: string;
  /** postgres://… or undefined for embedded PGlite. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database. */
  dataDir: string;
  /** Where the API is reached from browsers, for absolute image URLs. */
  publicUrl: string;
  /**
   * The least severe log level written (LOG_LEVEL; default warn): a line per request at info or
   * below, errors and warnings always.
   */
  logLevel: string;
  /**
   * What the log says of a message kept in the database outbox (OUTBOX_LOG): `summary` (default)
   * its kind, channel, id and a shortened recipient; `full` the whole message, reset links and
   * codes included, for a developer on this machine without SMTP or SMS.
   */
  outboxLog: 'summary' | 'full';
  /** How long public catalogue answers are kept in memory, in ms (API_CACHE_MS; 0 = off). */
  responseCacheMs: number;
  /**
   * How long each process keeps the category tree that listings resolve a category's subtree
   * from, in ms (CATEGORY_CACHE_MS; 0 = read it on every listing).
   */
  categoryCacheMs: number;
  /**
   * The shop's public origin, where shoppers open it (PUBLIC_URL; STOREFRONT_URL, its former
   * name, is still read). Every link in an e-mail is built from it, never from a request's Host
   * header, which whoever sends the request chooses.
   */
  storefrontUrl: string;
  /** The name e-mails and SMS sign with (SHOP_NAME; default the storefront's host). */
  shopName: string;
  /** redis://…: rate-limit counters in Redis instead of the database (REDIS_URL). */
  redisUrl: string | undefined;
  /**
   * Whose X-Forwarded-For to believe (TRUST_PROXY): this many proxies in front of the API (0 =
   * none), or 'loopback' (hops on this machine, such as the storefront's server).
   */
  trustProxy: TrustProxy;
  /** Outbound messages: smtp(s)://… for e-mail and the SMS gateway's URL; unset = the database outbox. */
  smtpUrl: string | undefined;
  smsUrl: string | undefined;
  /** The From of e-mails (MAIL_FROM). */
  mailFrom: string;
  /** Endpoints and app ids that confirm Google and Facebook access tokens. */
  oauth: OAuthConfig;
  /**
   * Orders one address may place without an account in an hour (GUEST_ORDERS_PER_HOUR; 0 = no
   * cap): every guest order takes stock, so a script must not be able to empty the shelves.
   */
  guestOrdersPerHour: number;
  /**
   * DEMO_MODE: '1' makes the shop a demo (the storefront shows its demo-warning banner on every
   * page), '0' makes it a real shop, whatever the database's `flags.is_demo` says; unset, that
   * setting decides (the seeded demo shop has it on).
   */
  demoMode?: boolean;
}

export interface OAuthConfig {
  /** GOOGLE_CLIENT_ID: a Google token must have been issued to this client. */
  googleClientId: string | undefined;
  /** GOOGLE_TOKENINFO_URL: answers the audience and expiry of an access token. */
  googleTokenInfoUrl: string;
  /** GOOGLE_USERINFO_URL: the OpenID Connect userinfo endpoint. */
  googleUserInfoUrl: string;
  /** FACEBOOK_APP_ID and FACEBOOK_APP_SECRET: a Facebook token must belong to this app. */
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  /** FACEBOOK_GRAPH_URL: the Graph API root (debug_token and /me). */
  facebookGraphUrl: string;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new Error(`invalid port: ${value}`);
  return n;
}

function milliseconds(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`invalid duration in ms: ${value}`);
  return n;
}

function count(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`invalid count: ${value}`);
  return n;
}

/** An on/off switch: 1/true/yes/on or 0/false/no/off; unset or '' is undefined. */
function onOff(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const word = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(word)) return true;
  if (['0', 'false', 'no', 'off'].includes(word)) return false;
  throw new Error(`invalid ${name} (1 or 0): ${value}`);
}

function outboxLog(value: string | undefined): ApiConfig['outboxLog'] {
  const word = value?.trim().toLowerCase() || 'summary';
  if (word === 'summary' || word === 'full') return word;
  throw new Error(`invalid OUTBOX_LOG (summary or full): ${value}`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const apiPort = port(env.API_PORT, 8000);
  const host = env.API_HOST || '127.0.0.1';
  const storefrontUrl = (
    env.PUBLIC_URL ||
    env.STOREFRONT_URL ||
    `http://localhost:${port(env.PORT, 3000)}`
  ).replace(/\/+$/, '');
  return {
    port: apiPort,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || '.data'),
    publicUrl: (env.API_PUBLIC_URL || `http://localhost:${apiPort}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || 'warn',
    outboxLog: outboxLog(env.OUTBOX_LOG),
    responseCacheMs: milliseconds(env.API_CACHE_MS, 5000),
    categoryCacheMs: milliseconds(env.CATEGORY_CACHE_MS, 60_000),
    storefrontUrl,
    shopName: env.SHOP_NAME || new URL(storefrontUrl).host,
    trustProxy: parseTrustProxy(env.TRUST_PROXY, 0),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smsUrl: env.SMS_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Shop <no-reply@localhost>',
    guestOrdersPerHour: count(env.GUEST_ORDERS_PER_HOUR, 30),
    demoMode: onOff('DEMO_MODE', env.DEMO_MODE),
    oauth: {
      googleClientId: env.GOOGLE_CLIENT_ID || undefined,
      googleTokenInfoUrl: env.GOOGLE_TOKENINFO_URL || 'https://oauth2.googleapis.com/tokeninfo',
      googleUserInfoUrl:
        env.GOOGLE_USERINFO_URL || 'https://openidconnect.googleapis.com/v1/userinfo',
      facebookAppId: env.FACEBOOK_APP_ID || undefined,
      facebookAppSecret: env.FACEBOOK_APP_SECRET || undefined,
      facebookGraphUrl: (env.FACEBOOK_GRAPH_URL || 'https://graph.facebook.com/v19.0').replace(
        /\/+$/,
        '',
      ),
    },
  };
}
