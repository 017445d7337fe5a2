import type * as schema from '../db/schema.js';
import { Random } from './random.js';

type ProductRow = typeof schema.products.$inferInsert;
type ShopRow = typeof schema.shops.$inferInsert;
type ShopStockRow = typeof schema.shopStock.$inferInsert;

/** The seed of the shops' stock (its own, so products stay as they are). */
const SHOP_STOCK_SEED = 20261129;

/**
 * The pieces each pickup shop holds of each product: a part of the product's retail stock,
 * handed out shop by shop so their sum never passes `balance` (what is left is the warehouse's
 * courier stock). About a third of the shops hold none of a given product, so the stock modal
 * and the checkout's pickup choice show shops without it too.
 */
export function buildShopStock(
  products: readonly ProductRow[],
  shops: readonly ShopRow[],
): ShopStockRow[] {
  const rng = new Random(SHOP_STOCK_SEED);
  const pickupShops = shops.filter((shop) => shop.pickup !== false && shop.id !== undefined);
  const rows: ShopStockRow[] = [];
  for (const product of products) {
    const balance = product.balance ?? 0;
    if (product.id === undefined || balance <= 0) continue;
    let left = balance;
    for (const shop of pickupShops) {
      if (left === 0) break;
      if (rng.chance(0.35)) continue;
      const pieces = Math.min(left, rng.int(1, Math.max(1, Math.ceil(balance / 3))));
      left -= pieces;
      rows.push({ shopId: shop.id ?? 0, productId: product.id, pieces });
    }
  }
  return rows;
}
