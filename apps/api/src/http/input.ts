import type { FastifyInstance } from 'fastify';
import { ApiProblem, ERROR_DETAIL } from './errors.js';

/** NUL in the path or the query, raw or percent-encoded. */
const NUL_IN_URL = /%00|\0/i;

/**
 * Whether a parsed body holds NUL in any text or key. Walked with a stack, not recursion, so a
 * body nested thousands deep cannot overflow the call stack.
 */
export function holdsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (Array.isArray(value)) {
      pending.push(...(value as unknown[]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Input no route can use, refused once for all of them (400 invalid_request): PostgreSQL stores
 * no NUL in text and fails the whole statement on one, which would answer a client's junk with a
 * 500. Runs after the body is parsed, before any handler.
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (NUL_IN_URL.test(request.url) || holdsNul(request.body)) {
      throw new ApiProblem(400, ERROR_DETAIL.invalidRequest);
    }
  });
}
