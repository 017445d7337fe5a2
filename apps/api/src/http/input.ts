import type { FastifyInstance } from 'fastify';
import { ApiProblem, ERROR_DETAIL, fieldProblem } from './errors.js';

/** NUL in the path or the query, raw or percent-encoded. */
const NUL_IN_URL = /%00|\0/i;

/**
 * What PostgreSQL cannot store in a text: NUL (text, json and jsonb all refuse it), and half of a
 * UTF-16 surrogate pair (`"\ud800"` in JSON: json and jsonb refuse it). With the `u` flag a
 * whole pair is one character, so only a lone half matches `\p{Cs}`.
 */
const UNSTORABLE = /\0|\p{Cs}/u;

/**
 * Where a parsed body holds a text or a key PostgreSQL cannot store (UNSTORABLE): the top-level
 * field it sits under ('' when that is the body itself or a top-level key), or null when nothing
 * does. Walked with a stack, not recursion, so a body nested thousands deep cannot overflow the
 * call stack.
 *
 * @example unstorableField({ name: 'Ana', utm_data: { source: '\ud800' } }) // 'utm_data'
 */
export function unstorableField(body: unknown): string | null {
  const pending: [value: unknown, field: string][] = [[body, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return field;
    } else if (Array.isArray(value)) {
      for (const item of value as unknown[]) pending.push([item, field]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) return field;
        pending.push([item, field || key]);
      }
    }
  }
  return null;
}

/**
 * Refuses a body holding a text PostgreSQL cannot store (see unstorableField): 400 `invalid`
 * under its top-level field, or invalid_request when it has none.
 */
export function refuseUnstorable(body: unknown): void {
  const field = unstorableField(body);
  if (field === '') throw new ApiProblem(400, ERROR_DETAIL.invalidRequest);
  if (field !== null) throw fieldProblem(field, 'invalid');
}

/**
 * Input no route can use, refused once for all of them: PostgreSQL fails the whole statement on
 * a text it cannot store, which would answer a client's junk with a 500 (and log the submission
 * with it). NUL in the path or query is refused as invalid_request, a body's unstorable text
 * under its field. Runs after the body is parsed, before any handler.
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (NUL_IN_URL.test(request.url)) throw new ApiProblem(400, ERROR_DETAIL.invalidRequest);
    refuseUnstorable(request.body);
  });
}
