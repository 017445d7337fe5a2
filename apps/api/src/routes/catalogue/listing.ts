import { productListQuerySchema } from '@shop/core/contract';
import type { SortType } from '@shop/core/rules';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { NotFoundError } from '../../http/errors.js';
import type { CategoryTree } from './category-tree.js';
import { EFFECTIVE_PRICE, pageCount, sqlAnd, sqlList, toInt } from './sql.js';

/**
 * The product filters of the catalogue listing and the search (SPEC §7), as SQL over
 * `products p`: a category subtree, promotions, home flags, a price range on the effective retail
 * price, brands, and attribute values (values of one attribute OR, different attributes AND).
 */

/** Products a listing page shows when the query gives no `qt`. */
export const PAGE_SIZE = 24;
/** The largest `qt` (page size) a query may ask for. */
export const MAX_PAGE_SIZE = 100;

/** The filters a listing query chose; absent means "any". */
export interface ListingFilters {
  /** A category subtree: the category itself and every category below it (categorySubtreeBySlug). */
  categoryIds?: readonly number[] | undefined;
  isPromotion?: boolean | undefined;
  isTop?: boolean | undefined;
  isRecommended?: boolean | undefined;
  priceGte?: number | undefined;
  priceLte?: number | undefined;
  /** Brand names, '&' intact; compared without regard to case. */
  brands?: readonly string[] | undefined;
  /** Attribute value keywords. */
  attributes?: readonly string[] | undefined;
}

/**
 * The ids of the category with this slug and of every category below it, at any depth, from the
 * tree (app.categoryTree); an unknown slug is a 404. Resolved before the listing query so the
 * planner sees the exact list and reads the (category, sort) indexes.
 */
export async function categorySubtreeBySlug(
  tree: () => Promise<CategoryTree>,
  slug: string,
): Promise<number[]> {
  const ids = (await tree()).subtree(slug);
  if (ids === undefined) throw new NotFoundError('category');
  return ids;
}

/** The products filed under any of these categories. */
export function inCategories(categoryIds: readonly number[]): SQL {
  return sql`p.category_id = any(${`{${categoryIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
}

/**
 * The listing's choices as query keys (promotions switch, price range, brands, attributes): the
 * filter-column calls accept them too, to mark the ticked items.
 */
export const choiceQueryShape = productListQuerySchema.pick({
  is_promotion: true,
  price__gte: true,
  price__lte: true,
  brands: true,
  attributes: true,
}).shape;

/** A product on promotion: flagged, with a promotion price above 0 (§3: null or 0 means none). */
export const ON_PROMOTION = sql.raw('(p.is_promotion and p.promotion_price > 0)');

/**
 * The attribute value keywords grouped by attribute: one group per attribute, holding the value
 * ids asked of it. Unknown keywords are left out.
 */
async function attributeGroups(db: Database, keywords: readonly string[]): Promise<number[][]> {
  const unique = [...new Set(keywords)];
  if (unique.length === 0) return [];
  const rows = await queryRows<{ id: number; attribute_id: number }>(
    db,
    sql`select id, attribute_id from attribute_values where keyword in ${sqlList(unique)}`,
  );
  const groups = new Map<number, number[]>();
  for (const row of rows) {
    const group = groups.get(row.attribute_id);
    if (group) group.push(row.id);
    else groups.set(row.attribute_id, [row.id]);
  }
  return [...groups.values()];
}

/** The part of the filters that narrows the base listing: the category and the flags. */
export function baseConditions(filters: ListingFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.categoryIds !== undefined) conditions.push(inCategories(filters.categoryIds));
  if (filters.isPromotion) conditions.push(ON_PROMOTION);
  if (filters.isTop) conditions.push(sql`p.is_top`);
  if (filters.isRecommended) conditions.push(sql`p.is_recommended`);
  return conditions;
}

/**
 * The conditions of the shopper's choices in the filter sidebar: price, brands, attributes.
 * Unknown brands and attribute keywords match nothing when they are all that was asked of their
 * kind, and are ignored beside known ones (a stale link still narrows by what it can).
 */
export async function choiceConditions(db: Database, filters: ListingFilters): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (filters.priceGte !== undefined)
    conditions.push(sql`${EFFECTIVE_PRICE} >= ${filters.priceGte}`);
  if (filters.priceLte !== undefined)
    conditions.push(sql`${EFFECTIVE_PRICE} <= ${filters.priceLte}`);
  const brandNames = [...new Set((filters.brands ?? []).map((name) => name.trim().toLowerCase()))];
  if (brandNames.length > 0) {
    conditions.push(
      sql`p.brand_id in (select id from brands where lower(name) in ${sqlList(brandNames)})`,
    );
  }
  if (filters.attributes && filters.attributes.length > 0) {
    const groups = await attributeGroups(db, filters.attributes);
    if (groups.length === 0) conditions.push(sql`false`);
    for (const valueIds of groups) {
      conditions.push(sql`exists (
        select 1 from product_attribute_values pav
        where pav.product_id = p.id and pav.value_id in ${sqlList(valueIds)}
      )`);
    }
  }
  return conditions;
}

/**
 * The order of a sort type (§3); ties always end on the id so pages never overlap. Each sort
 * matches an index of schema.ts exactly (`popularity desc nulls last, id`, `created_at desc nulls
 * last, id` — Drizzle writes desc() so — and the effective-price expression with `id`), so a page of them reads a few index entries.
 */
export function sortOrder(sort: SortType): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`${EFFECTIVE_PRICE} asc, p.id asc`;
    case 'price_desc':
      return sql`${EFFECTIVE_PRICE} desc, p.id asc`;
    case 'new_product':
      return sql`p.created_at desc nulls last, p.id asc`;
    case 'popularity':
      return sql`p.popularity desc nulls last, p.id asc`;
  }
}

export interface IdPage {
  ids: number[];
  total: number;
  pages: number;
}

/**
 * One page of product ids matching `where` in `order`, with the total: a count and a LIMIT query
 * (a window count would read every matching row before the limit could use an index).
 */
export async function pageOfIds(
  db: Database,
  where: SQL,
  order: SQL,
  page: number,
  size: number,
): Promise<IdPage> {
  const [counted, rows] = await Promise.all([
    queryRows<{ total: number | string }>(
      db,
      sql`select count(*) as total from products p where ${where}`,
    ),
    queryRows<{ id: number }>(
      db,
      sql`select p.id from products p
          where ${where}
          order by ${order}
          limit ${size} offset ${(page - 1) * size}`,
    ),
  ]);
  const total = toInt(counted[0]?.total);
  return { ids: rows.map((row) => row.id), total, pages: pageCount(total, size) };
}

/** Products whose id is in the list (an int[] parameter, however long the list). */
export function idIn(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`p.id = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
}

/** The full WHERE of a listing: base conditions, choices and any extra (the search match). */
export async function listingWhere(
  db: Database,
  filters: ListingFilters,
  extra: readonly SQL[] = [],
): Promise<SQL> {
  return sqlAnd([...baseConditions(filters), ...extra, ...(await choiceConditions(db, filters))]);
}
