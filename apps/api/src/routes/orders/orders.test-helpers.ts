import { and, eq } from 'drizzle-orm';
import { productUnits, products, shopStock } from '../../db/schema.js';
import type { TestApi } from '../../test/harness.js';

/**
 * Test data of the buying routes: products set to known prices, stocks and units (the seed's
 * are random), and order payloads around them.
 */

export interface ProductState {
  price?: string;
  promotionPrice?: string | null;
  priceAngro?: string | null;
  balance?: number;
  balanceAngro?: number;
  angroMinSaleUnit?: number | null;
  /** Unit ids (1 piece, 2 set of 6, 3 box of 24); replaces the product's units. */
  units?: number[];
  parameters?: (typeof products.$inferSelect)['parameters'];
}

/** Sets a product's prices, stock, units and parameter items as a test needs them. */
export async function setProduct(api: TestApi, id: number, state: ProductState): Promise<void> {
  const { units, ...columns } = state;
  if (Object.keys(columns).length > 0) {
    await api.database.db.update(products).set(columns).where(eq(products.id, id));
  }
  if (units !== undefined) {
    await api.database.db.delete(productUnits).where(eq(productUnits.productId, id));
    if (units.length > 0) {
      await api.database.db
        .insert(productUnits)
        .values(units.map((unitId) => ({ productId: id, unitId })));
    }
  }
}

/** A product's stock as it is now. */
export async function stockOf(
  api: TestApi,
  id: number,
): Promise<{ balance: number; balanceAngro: number }> {
  const [row] = await api.database.db
    .select({ balance: products.balance, balanceAngro: products.balanceAngro })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

/** Sets the pieces a shop holds of a product (0 removes its row, as a shop without any). */
export async function setShopStock(
  api: TestApi,
  shopId: number,
  productId: number,
  pieces: number,
): Promise<void> {
  const { db } = api.database;
  await db
    .delete(shopStock)
    .where(and(eq(shopStock.shopId, shopId), eq(shopStock.productId, productId)));
  if (pieces > 0) await db.insert(shopStock).values({ shopId, productId, pieces });
}

/** The pieces a shop holds of a product now (0 without a row). */
export async function shopStockOf(
  api: TestApi,
  shopId: number,
  productId: number,
): Promise<number> {
  const [row] = await api.database.db
    .select({ pieces: shopStock.pieces })
    .from(shopStock)
    .where(and(eq(shopStock.shopId, shopId), eq(shopStock.productId, productId)));
  return row?.pieces ?? 0;
}

/** A plain product for ordering: 100 lei, no promotion, 80 lei wholesale, plenty in stock. */
export const PLAIN: ProductState = {
  price: '100.00',
  promotionPrice: null,
  priceAngro: '80.00',
  balance: 1000,
  balanceAngro: 1000,
  angroMinSaleUnit: null,
  units: [],
  parameters: [],
};

export interface LineInput {
  product_id: number;
  quantity: number;
  unit_price?: string | number;
  total_price?: string | number;
  product_atributes?: { id: number; title: string }[];
  products_units?: number | null;
}

export function line(productId: number, quantity: number, extra: Partial<LineInput> = {}) {
  return {
    product_id: productId,
    quantity,
    unit_price: '1.00',
    total_price: '1.00',
    product_atributes: [],
    ...extra,
  };
}

/** A one-click order (§3 "Fast order payload"). */
export function fastOrder(lines: ReturnType<typeof line>[], extra: Record<string, unknown> = {}) {
  return {
    is_fast_order: true,
    name: 'Ion',
    phone: '+37369111222',
    total_price: '1.00',
    lang: 'ro',
    order_products: lines,
    user: null,
    ...extra,
  };
}

/** A checkout order: courier, cash, agreement ticked. */
export function checkoutOrder(
  lines: ReturnType<typeof line>[],
  extra: Record<string, unknown> = {},
) {
  return {
    is_fast_order: false,
    name: 'Maria',
    last_name: 'Cebotari',
    phone: '+37369111333',
    email: 'maria@example.md',
    delivery_method: 'courier',
    address: 'Chișinău, str. Ismail 10',
    pay_method: 'cash',
    total_price: '1.00',
    lang: 'ro',
    order_products: lines,
    user: null,
    agreement: true,
    ...extra,
  };
}

export const ORDER_URL = '/ru/api/orders/orders/';
