import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { isConnectionLoss } from '../db/client.js';

/**
 * Work that met a lost database connection, done again where doing it twice is harmless: a
 * read, or a write whose Idempotency-Key makes a second attempt replay the first one's answer.
 *
 * A connection PostgreSQL ended (a restart, a failover, `pg_terminate_backend`) fails the query
 * that was on it and any idle one the pool hands out before it has noticed the loss; a short
 * pause lets the pool drop them, and the next attempt runs on a fresh connection. A database that
 * is really away refuses the new connection at once, so the caller answers 503 after the last
 * pause instead of waiting.
 */
export const CONNECTION_RETRY_PAUSES_MS = [50, 200] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work`, and again after each pause while it fails for a lost connection and `mayRetry`
 * still allows it.
 */
export async function retryOnConnectionLoss<T>(
  work: (attempt: number) => Promise<T>,
  options: { pausesMs?: readonly number[]; mayRetry?: () => boolean } = {},
): Promise<T> {
  const { pausesMs = CONNECTION_RETRY_PAUSES_MS, mayRetry = () => true } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      const wait = pausesMs[attempt];
      if (wait === undefined || !isConnectionLoss(error) || !mayRetry()) throw error;
      await pause(wait);
    }
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Every GET and HEAD handler registered after this is retried after a lost connection. The
 * shop's GET routes read, or write what a second run leaves the same (emptying a cart, setting
 * a switch), so a shopper's page does not fail for a connection the database dropped a moment
 * ago. Hooks (sessions, rate limits) run once; only the handler is run again, and never after
 * it has begun to answer.
 */
export function retrySafeRequests(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.every((method) => SAFE_METHODS.has(method))) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function retried(request, reply) {
      return retryOnConnectionLoss(async () => handler.call(this, request, reply), {
        mayRetry: () => !reply.sent,
      });
    };
  });
}
