import type { LineAttribute } from '@shop/core/contract';
import {
  isWholesaleRole,
  maxLineUnits,
  offeredUnits,
  priceView,
  stockShown,
  unitCoef,
  type Bani,
  type LocaleCode,
  type Role,
  type SaleUnit,
  UNIT_CODE,
} from '@shop/core/rules';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { brands, products, type LocalizedText } from '../db/schema.js';
import { pick } from '../http/locale.js';
import { unitsOfProduct, type UnitJson } from '../catalogue/product-json.js';
import type { Buyer } from './buyer.js';

/**
 * What selling a product needs of it (the cart and orders): prices, both stocks, the units it is
 * sold in and its parameter items. The rules that read them are core's (`unitPrice`,
 * `stockShown`, `offeredUnits`); this module only applies them to the database's rows.
 */
export interface SaleRow {
  id: number;
  name: LocalizedText;
  model: string | null;
  brand: string | null;
  price: string;
  promotionPrice: string | null;
  priceAngro: string | null;
  balance: number;
  balanceAngro: number;
  angroMinSaleUnit: number | null;
  parameters: (typeof products.$inferSelect)['parameters'];
  units: UnitJson[];
}

const saleColumns = {
  id: products.id,
  name: products.name,
  model: products.model,
  brand: brands.name,
  price: products.price,
  promotionPrice: products.promotionPrice,
  priceAngro: products.priceAngro,
  balance: products.balance,
  balanceAngro: products.balanceAngro,
  angroMinSaleUnit: products.angroMinSaleUnit,
  parameters: products.parameters,
  units: unitsOfProduct,
};

/**
 * The sale rows of these products, by id. With `lock`, the product rows are locked until the
 * transaction ends (in id order, so two orders of the same products never deadlock): the stock
 * read is the stock written.
 */
export async function saleRows(
  db: Database,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<Map<number, SaleRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const query = db
    .select(saleColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, unique))
    .orderBy(asc(products.id));
  const rows = options.lock ? await query.for('update', { of: products }) : await query;
  return new Map(rows.map((row) => [row.id, row]));
}

/** A product the shop sells: it has a price. Stock is a separate question (409, not 400). */
export function isSold(row: SaleRow): boolean {
  return Number(row.price) > 0;
}

/** The stock this buyer draws from: wholesale for dealers and managers, retail otherwise (§6). */
export function stockOf(row: SaleRow, role: Role): number {
  return stockShown({ balance: row.balance, balance_angro: row.balanceAngro }, role);
}

/**
 * The statement that takes pieces from the stock a buyer draws from (the one `stockOf` reads); a
 * negative number of pieces gives them back. Run it in the transaction that locked the rows with
 * `saleRows(…, { lock: true })`; an order embeds it in its one write statement.
 */
export function stockUpdate(taken: readonly { id: number; pieces: number }[], role: Role): SQL {
  const column = isWholesaleRole(role) ? products.balanceAngro : products.balance;
  return sql`update ${products} set ${sql.identifier(column.name)} = ${column} - t.pieces
    from jsonb_to_recordset(${JSON.stringify(taken)}::jsonb) as t(id integer, pieces integer)
    where ${products.id} = t.id`;
}

/** A unit as the rules and the contract see it, in a language. */
export function saleUnit(unit: SaleRow['units'][number], locale: LocaleCode): SaleUnit {
  return { id: unit.id, name: pick(unit.name, locale), name_cod: unit.nameCod, coef: unit.coef };
}

/**
 * The unit a line is sold in, or 'invalid'. No unit is the piece. Any unit must be one of the
 * product's. A manager may only use the units the unit dialog offers (code at least
 * angro_min_sale_unit, §5), the piece included; anyone else only units of one piece, because the
 * unit coefficient multiplies only a manager's price (§5 "Line total") — a box at the price of a
 * piece would be a gift.
 */
export function lineUnit(
  row: SaleRow,
  unitId: number | null | undefined,
  role: Role,
  locale: LocaleCode,
): SaleUnit | null | 'invalid' {
  const units = row.units.map((unit) => saleUnit(unit, locale));
  const unit = unitId === null || unitId === undefined ? null : units.find((u) => u.id === unitId);
  if (unit === undefined) return 'invalid';
  if (role === 'manager') {
    const offered = offeredUnits({
      products_units: units,
      angro_min_sale_unit: row.angroMinSaleUnit,
    });
    const chosen = unit ?? offered.find((u) => u.name_cod === UNIT_CODE.piece);
    if (!chosen || !offered.some((u) => u.id === chosen.id)) return 'invalid';
    return unit;
  }
  return unit === null || unit.coef === 1 ? unit : 'invalid';
}

/**
 * The parameter items a line chose, sorted by id with their titles in a language, or 'invalid'
 * when one is not an item of the product.
 */
export function lineAttributes(
  row: SaleRow,
  ids: readonly number[] | undefined,
  locale: LocaleCode,
): LineAttribute[] | 'invalid' {
  const items = new Map(
    row.parameters.flatMap((group) => group.items.map((item) => [item.id, item] as const)),
  );
  const chosen: LineAttribute[] = [];
  for (const id of [...new Set(ids ?? [])].sort((a, b) => a - b)) {
    const item = items.get(id);
    if (!item) return 'invalid';
    chosen.push({ id, title: pick(item.title, locale) });
  }
  return chosen;
}

/**
 * The most units of a line the buyer may have: core's `maxLineUnits` (the stock in whole units
 * of the line's unit, for a manager at most 100, §5), the number the cart offers.
 */
export function maxUnits(row: SaleRow, unit: SaleUnit | null, role: Role): number {
  return maxLineUnits({ balance: row.balance, balance_angro: row.balanceAngro }, unit, role);
}

/**
 * The price of one unit of a line for this buyer: the price core's `priceView` shows them on
 * every screen (its `unitPrice`), so the order charges what the shopper saw.
 */
export function linePrice(
  row: SaleRow,
  unit: SaleUnit | null,
  buyer: Pick<Buyer, 'pricing'>,
  managerDiscount?: number | null,
): Bani {
  return priceView(
    { price: row.price, promotion_price: row.promotionPrice, price_angro: row.priceAngro },
    { ...buyer.pricing, managerDiscount: managerDiscount ?? null },
    unitCoef(unit),
  ).price;
}
