import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { isConnectionLoss, type DatabaseHandle } from '../db/client.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/errors.js';
import type { Readiness } from '../startup.js';

/** The paths answered while the database is not prepared yet. */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/**
 * GET /healthz: the process is up and its database answers (503 "database unavailable" while
 * it does not). GET /readyz: and the database is prepared, so the shop's calls are served; a
 * proxy or the process runner sends traffic only once it says ready.
 */
export function healthRoutes(database: DatabaseHandle, readiness: Readiness): FastifyPluginAsync {
  return async (app) => {
    const { driver } = database;
    async function databaseAnswers(): Promise<boolean> {
      try {
        await app.db.execute(sql`select 1`);
        return true;
      } catch (error) {
        // A probe every few seconds while the database is away: a line each, not a stack each.
        if (isConnectionLoss(error)) app.log.warn('health check: database unavailable');
        else app.log.error({ err: error }, 'health check failed');
        return false;
      }
    }
    app.get('/healthz', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (await databaseAnswers()) return { status: 'ok', database: driver };
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .code(503)
        .send({ status: 'unavailable', database: driver, detail: 'database unavailable' });
    });
    app.get('/readyz', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const status = !readiness.ready()
        ? 'starting'
        : (await databaseAnswers())
          ? 'ready'
          : 'unavailable';
      if (status === 'ready') return { status, database: driver };
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ status, database: driver });
    });
  };
}
