import { createHash } from 'node:crypto';
import { IDEMPOTENCY } from '@shop/core/rules';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { ApiProblem, ERROR_DETAIL } from '../http/errors.js';

/**
 * `Idempotency-Key` for order placement: a retried submit (a lost answer, a double click, a
 * reload) replays the first answer instead of ordering twice; the same key with another body is
 * refused (422). The key is claimed by a row inserted in the order's own transaction, so parallel
 * requests with one key queue on that row: the first places the order, the others wait for its
 * commit and replay what it answered. A refused request (400, 409…) is not remembered — its
 * transaction is rolled back with the claim — so a retry after, say, a restock is judged afresh.
 */

/** An answer to replay: its status and its JSON text. */
export interface StoredAnswer {
  statusCode: number;
  body: string;
}

/** The key of a request, or undefined without one; a malformed key is refused (400). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY.header.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY.pattern.test(value)) {
    throw new ApiProblem(400, ERROR_DETAIL.invalidRequest, {
      [IDEMPOTENCY.header]: { key: 'invalid' },
    });
  }
  return value;
}

/**
 * Whose keys a request's key is among, so one caller never replays another's answer (a guest
 * order's answer carries its link token, the way into the order and its contacts):
 * - a signed-in customer: the account, from whichever address or device it retries;
 * - a guest: the client address (hashed: the table keeps no addresses). A stranger who learns a
 *   guest's key and body (a shared computer, a leaked log) and replays them from elsewhere
 *   claims the key afresh in their own scope, and gets an order of their own, not the link token.
 *   A guest has nothing else the server can trust: contacts in the body are the replayed body's
 *   too, and an id the client makes up would be copied with the key. With TRUST_PROXY right the
 *   address is the shopper's, which a client cannot choose (http/trust-proxy.ts). The price: a
 *   guest whose retry comes from a new address (a phone switching networks mid-submit) may order
 *   twice, which the shop sees and cancels, rather than another guest seeing the order.
 */
export function idempotencyScope(userId: number | undefined, address: string): string {
  if (userId !== undefined) return `user:${userId}`;
  const digest = createHash('sha256').update(address, 'utf8').digest('base64url');
  return `guest:${digest.slice(0, 32)}`;
}

/** JSON with object keys sorted at every depth: equal bodies give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

/** The fingerprint of a request: its method, path and canonical body. */
export function requestHash(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return createHash('sha256')
    .update(`${request.method} ${path}\n${canonicalJson(request.body)}`, 'utf8')
    .digest('hex');
}

/**
 * Claims a key for this request inside the order's transaction: answers undefined when the
 * request is the first (go on and place the order), or the first request's answer to replay.
 * A key older than IDEMPOTENCY.keepMs is taken over as if new.
 */
export async function claimKey(
  tx: Database,
  claim: { scope: string; key: string; hash: string; now: Date },
): Promise<StoredAnswer | undefined> {
  const staleBefore = new Date(claim.now.getTime() - IDEMPOTENCY.keepMs);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope: claim.scope, key: claim.key, requestHash: claim.hash, createdAt: claim.now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash: claim.hash, createdAt: claim.now, statusCode: null, response: null },
      setWhere: lt(idempotencyKeys.createdAt, staleBefore),
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return undefined;
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  if (!row || row.requestHash !== claim.hash) {
    throw new ApiProblem(422, ERROR_DETAIL.idempotencyKeyReused);
  }
  return { statusCode: row.statusCode ?? 201, body: row.response ?? '' };
}

/** Keeps the answer of the request that claimed the key (same transaction as the order). */
export async function rememberAnswer(
  tx: Database,
  claim: { scope: string; key: string },
  answer: StoredAnswer,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body })
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
}

/** Deletes keys past their day (run with the other periodic pruning). */
export async function pruneKeys(db: Database, now: Date = new Date()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY.keepMs)));
}
