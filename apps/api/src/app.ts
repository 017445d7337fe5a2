import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { registerResponseCache } from './http/cache.js';
import { registerErrorHandling } from './http/errors.js';
import { localeFromAcceptLanguage } from './http/locale.js';
import { catalogueRoutes } from './routes/catalogue/index.js';
import { contentRoutes } from './routes/content/index.js';
import { healthRoutes } from './routes/health.js';
import { mediaRoutes } from './routes/media.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
  }
}

/** What the routes need of the configuration. */
export type AppConfig = Pick<ApiConfig, 'publicUrl' | 'responseCacheMs'>;

export interface AppOptions {
  database: DatabaseHandle;
  config: AppConfig;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | { level: string };
  /** Largest request body accepted, in bytes. */
  bodyLimit?: number;
}

/** Builds the API without listening, so tests can `inject` requests into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    // Query strings carry repeated keys (brands=a&brands=b): Fastify's parser makes them arrays.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('db', options.database.db);
  app.decorate('config', options.config);
  app.decorateRequest('locale', 'ro');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });

  registerErrorHandling(app);
  // Before compression and ETags: the cache keeps the plain JSON text and replays it through them.
  registerResponseCache(app, { ttlMs: options.config.responseCacheMs });
  await app.register(compress, { threshold: 1024 });
  await app.register(etag, { weak: true });

  await app.register(healthRoutes(options.database));
  await app.register(mediaRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  return app;
}
