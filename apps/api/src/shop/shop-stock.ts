import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { shopStock, shops } from '../db/schema.js';

/**
 * Stock kept per shop (issue 25). A shop's pieces are a part of the product's stock; a pickup
 * order takes from both in one statement. Every change happens under the product rows' lock
 * (orders/place.ts, orders/status.ts take it first), so the shop rows are read and written in
 * the same order as the products': products, then their shop rows.
 */

/** Pieces by product id. */
export type ShopPieces = Map<number, number>;

/**
 * The pieces each shop holds of these products: shop id → product id → pieces (a missing entry:
 * none). With `shopId` only that shop's; with `lock` its rows stay locked until the transaction
 * ends.
 */
export async function shopPieces(
  db: Database,
  productIds: readonly number[],
  options: { shopId?: number; lock?: boolean } = {},
): Promise<Map<number, ShopPieces>> {
  const unique = [...new Set(productIds)];
  const byShop = new Map<number, ShopPieces>();
  if (unique.length === 0) return byShop;
  const query = db
    .select({ shopId: shopStock.shopId, productId: shopStock.productId, pieces: shopStock.pieces })
    .from(shopStock)
    .where(
      and(
        inArray(shopStock.productId, unique),
        options.shopId === undefined ? undefined : eq(shopStock.shopId, options.shopId),
      ),
    )
    .orderBy(asc(shopStock.shopId), asc(shopStock.productId));
  const rows = options.lock ? await query.for('update') : await query;
  for (const row of rows) {
    const pieces = byShop.get(row.shopId) ?? new Map<number, number>();
    pieces.set(row.productId, row.pieces);
    byShop.set(row.shopId, pieces);
  }
  return byShop;
}

/** The shops that give orders for pickup, in the editors' order. */
export async function pickupShops(db: Database) {
  return db
    .select()
    .from(shops)
    .where(eq(shops.pickup, true))
    .orderBy(asc(shops.position), asc(shops.id));
}

/** Whether a shop exists and gives orders for pickup. */
export async function isPickupShop(db: Database, shopId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.pickup, true)));
  return row !== undefined;
}

/**
 * The statement that takes pieces from a shop's stock. Taking more than a row holds fails on
 * its check: callers check first, under the lock.
 */
export function shopStockTake(
  shopId: number,
  taken: readonly { id: number; pieces: number }[],
): SQL {
  return sql`update ${shopStock} set pieces = ${shopStock.pieces} - t.pieces
    from jsonb_to_recordset(${JSON.stringify(taken)}::jsonb) as t(id integer, pieces integer)
    where ${shopStock.shopId} = ${shopId} and ${shopStock.productId} = t.id`;
}

/**
 * The statement that gives pieces back to a shop (a canceled pickup order), making the row when
 * the shop no longer has one.
 */
export function shopStockGiveBack(
  shopId: number,
  given: readonly { id: number; pieces: number }[],
): SQL {
  return sql`insert into ${shopStock} (shop_id, product_id, pieces)
    select ${shopId}::integer, t.id, t.pieces
    from jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as t(id integer, pieces integer)
    on conflict (shop_id, product_id) do update set pieces = ${shopStock}.pieces + excluded.pieces`;
}
