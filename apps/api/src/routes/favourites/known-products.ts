import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema.js';

/**
 * The ids among these whose product exists, in one query. `db` may be a transaction: callers that
 * hold a lock must ask through it.
 */
export async function existingProductIds(
  db: Database,
  ids: readonly number[],
): Promise<Set<number>> {
  const candidates = [...new Set(ids)];
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, candidates));
  return new Set(rows.map((row) => row.id));
}
