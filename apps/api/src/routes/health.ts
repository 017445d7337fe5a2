import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';

/** GET /healthz: the process is up and the database answers. */
export function healthRoutes(database: DatabaseHandle): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok', database: database.driver };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable', database: database.driver });
      }
    });
  };
}
