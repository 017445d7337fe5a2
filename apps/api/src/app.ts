import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { JSON_BODY_MAX_BYTES } from '@shop/core/rules';
import { OWASP_SCRYPT, type ScryptParams } from './auth/passwords.js';
import { DURABLE_LIMITS } from './auth/limits.js';
import { backgroundTasks, type AccountServices } from './auth/services.js';
import type { ApiConfig } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { registerResponseCache } from './http/cache.js';
import {
  ApiProblem,
  DATABASE_RETRY_AFTER_SECONDS,
  ERROR_DETAIL,
  registerErrorHandling,
} from './http/errors.js';
import { registerInputChecks } from './http/input.js';
import { localeFromAcceptLanguage } from './http/locale.js';
import { serializeError, serializeRequest } from './http/log.js';
import { retrySafeRequests } from './http/retry.js';
import { addSecurityHeaders, registerSecurityHeaders } from './http/security-headers.js';
import { databaseCounters, RateLimiter, routedCounters } from './http/rate-limit.js';
import { fallbackCounters, memoryCounters } from './http/rate-limit-fallback.js';
import { redisCounters } from './http/rate-limit-redis.js';
import { trustedHop } from './http/trust-proxy.js';
import { createOutbox, loggedRecipient, type Outbox } from './messages/outbox.js';
import { pruneKeys } from './orders/idempotency.js';
import { accountRoutes } from './routes/accounts/index.js';
import { cartRoutes } from './routes/cart/index.js';
import { catalogueRoutes } from './routes/catalogue/index.js';
import { contentRoutes } from './routes/content/index.js';
import { favouriteRoutes } from './routes/favourites/index.js';
import { formRoutes } from './routes/forms/index.js';
import { HEALTH_PATHS, healthRoutes } from './routes/health.js';
import { categoryTreeCache, type CategoryTree } from './routes/catalogue/category-tree.js';
import { mediaRoutes } from './routes/media.js';
import { orderRoutes } from './routes/orders/index.js';
import { reviewRoutes } from './routes/reviews/index.js';
import type { Readiness } from './startup.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    /** The category tree, kept for `categoryCacheMs` (routes/catalogue/category-tree.ts). */
    categoryTree: () => Promise<CategoryTree>;
    accounts: AccountServices;
  }
}

/** What the routes need of the configuration. */
export type AppConfig = Pick<
  ApiConfig,
  | 'publicUrl'
  | 'responseCacheMs'
  | 'categoryCacheMs'
  | 'storefrontUrl'
  | 'shopName'
  | 'trustProxy'
  | 'smtpUrl'
  | 'smsUrl'
  | 'mailFrom'
  | 'oauth'
  | 'redisUrl'
  | 'guestOrdersPerHour'
  | 'demoMode'
  | 'outboxLog'
>;

/** How often lapsed rate-limit counters and idempotency keys are deleted. */
const PRUNE_EVERY_MS = 10 * 60_000;

export interface AppOptions {
  database: DatabaseHandle;
  config: AppConfig;
  /** Pino logger options (a level; tests add a stream to read it), or false for none (tests). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /**
   * Whether the database is prepared (startup.ts): until it is, every call but the health checks
   * answers 503 with Retry-After. @default always ready (tests prepare the database first)
   */
  readiness?: Readiness;
  /** Largest request body accepted, in bytes. @default JSON_BODY_MAX_BYTES */
  bodyLimit?: number;
  /** Where e-mails and SMS go. @default the one of the configuration (SMTP, gateway or database) */
  outbox?: Outbox;
  /** scrypt cost of new password hashes. @default OWASP_SCRYPT */
  passwordParams?: ScryptParams;
  /** The fetch that asks Google and Facebook. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The rate limits' clock: tests move it past a lock instead of waiting. @default the real one */
  limiterClock?: () => Date;
}

/** The counters kept in memory while Redis is away (about 200 bytes each). */
const FALLBACK_COUNTERS = 50_000;
/** How often Redis is tried again while it is away, in ms. */
const FALLBACK_RETRY_MS = 5_000;

const ALWAYS_READY: Readiness = { ready: () => true };

/** Builds the API without listening, so tests can `inject` requests into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    bodyLimit: options.bodyLimit ?? JSON_BODY_MAX_BYTES,
    // Query strings carry repeated keys (brands=a&brands=b): Fastify's parser makes them arrays.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Rate limits count by client address: behind N proxies the address N hops back, or the
    // first one not on this machine (see http/trust-proxy.ts).
    trustProxy: trustedHop(options.config.trustProxy),
    // A path that does not decode (a lone %ED%A0%80…) is refused in the API's own words.
    frameworkErrors: (_error, _request, reply) => {
      addSecurityHeaders(reply);
      void (reply as FastifyReply).code(400).send({ detail: ERROR_DETAIL.invalidRequest });
    },
  });
  const { db } = options.database;
  app.decorate('db', db);
  app.decorate('config', options.config);
  app.decorate('categoryTree', categoryTreeCache(db, options.config.categoryCacheMs));
  const outbox =
    options.outbox ??
    createOutbox({
      db,
      smtpUrl: options.config.smtpUrl,
      smsUrl: options.config.smsUrl,
      mailFrom: options.config.mailFrom,
      onStored: (message, id) => {
        // Reset links and codes are secrets and the recipient is personal data: the whole
        // message only when asked for (a developer on this machine without SMTP or SMS).
        if (options.config.outboxLog === 'full') {
          app.log.info(
            { outbox: { id, ...message } },
            `outbox: ${message.channel} to ${message.to} kept`,
          );
        } else {
          const { kind, channel } = message;
          const to = loggedRecipient(message.to);
          app.log.info({ outbox: { id, kind, channel, to } }, 'outbox: kept');
        }
      },
    });
  const limiter = new RateLimiter(
    options.config.redisUrl
      ? routedCounters(
          fallbackCounters(
            // Its connection errors are the outage fallbackCounters reports once.
            redisCounters(options.config.redisUrl),
            memoryCounters(FALLBACK_COUNTERS),
            {
              retryMs: FALLBACK_RETRY_MS,
              onDown: (error) =>
                app.log.warn(
                  { err: error },
                  'rate-limit counters: Redis unavailable, counting in this process until it is back',
                ),
              onUp: () => app.log.info('rate-limit counters: Redis is back'),
            },
          ),
          databaseCounters(db),
          DURABLE_LIMITS,
        )
      : databaseCounters(db),
    options.limiterClock ? { now: options.limiterClock } : {},
  );
  app.decorate('accounts', {
    limiter,
    outbox,
    passwordParams: options.passwordParams ?? OWASP_SCRYPT,
    fetch: options.fetch ?? globalThis.fetch,
    ...backgroundTasks(() => app.log),
  } satisfies AccountServices);
  const prune = setInterval(() => {
    limiter.prune().catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit prune'));
    pruneKeys(db).catch((error: unknown) => app.log.warn({ err: error }, 'idempotency prune'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => {
    clearInterval(prune);
    await app.accounts.settled();
    await outbox.close();
    await limiter.close();
  });
  app.decorateRequest('locale', 'ro');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  retrySafeRequests(app);
  const readiness = options.readiness ?? ALWAYS_READY;
  app.addHook('onRequest', async (request) => {
    if (!readiness.ready() && !HEALTH_PATHS.has(request.url.split('?')[0] ?? '')) {
      throw new ApiProblem(503, ERROR_DETAIL.serviceUnavailable, {}, DATABASE_RETRY_AFTER_SECONDS);
    }
  });
  registerInputChecks(app);
  // Before compression and ETags: the cache keeps the plain JSON text and replays it through them.
  registerResponseCache(app, { ttlMs: options.config.responseCacheMs });
  await app.register(compress, { threshold: 1024 });
  await app.register(etag, { weak: true });

  await app.register(healthRoutes(options.database, readiness));
  await app.register(mediaRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(accountRoutes);
  await app.register(cartRoutes);
  await app.register(favouriteRoutes);
  await app.register(orderRoutes);
  await app.register(reviewRoutes);
  await app.register(formRoutes);
  return app;
}

/**
 * The logger with secrets kept out: request lines go through `serializeRequest` (query tokens,
 * codes and keys, and the authorization and cookie headers, as [redacted]), errors through
 * `serializeError` (no bound values, no client).
 */
function loggerOptions(logger: NonNullable<AppOptions['logger']>): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  return {
    ...(logger === true ? {} : logger),
    serializers: { req: serializeRequest, err: serializeError },
  };
}
