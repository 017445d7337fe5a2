import type { filterSchema } from '@shop/core/contract';
import type { LocaleCode } from '@shop/core/rules';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Database } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { pick } from '../../http/locale.js';
import type { ListingFilters } from './listing.js';
import { EFFECTIVE_PRICE, toInt } from './sql.js';

/**
 * The filter columns of a listing (§3 "Filter", §4 "Filters"): the price filter, the brand filter
 * and one filter per attribute, each item with the number of products of the listing it matches.
 * Counts are over the base listing (the category subtree or the search), not narrowed by the
 * other ticked items, so an item's count never depends on the order things were ticked in.
 * Three queries: price statistics, brand counts, attribute value counts.
 */

export type FilterAnswer = z.input<typeof filterSchema>;
type FilterItemAnswer = FilterAnswer['items'] extends (infer Item)[] | null | undefined
  ? Item
  : never;

/**
 * The bounds price buckets are cut from, in lei: a ladder wide enough for a nail and a fridge.
 * Only bounds below the listing's maximum price are offered, and only those some product falls
 * in.
 */
export const PRICE_LADDER: readonly (readonly [number, number])[] = [
  [0, 100],
  [100, 250],
  [250, 500],
  [500, 1000],
  [1000, 2500],
  [2500, 5000],
  [5000, 10000],
  [10000, 25000],
  [25000, 50000],
  [50000, 100000],
];

const TITLES = {
  price: { ro: 'Preț', en: 'Price', ru: 'Цена' },
  brand: { ro: 'Brand', en: 'Brand', ru: 'Бренд' },
} satisfies Record<string, LocalizedText>;

interface PriceStats {
  max_price: string | number | null;
  [key: `in_${number}`]: number | string;
  [key: `from_${number}`]: number | string;
}

/**
 * The price filter. `max_price` is the highest effective price of the listing rounded up to whole
 * lei (the price inputs take whole lei, §5). Items per §4: the ladder's buckets whose max is below
 * the maximum (and that hold a product), then a final 'greater than' bucket from the highest kept
 * max up to the maximum — exactly what `priceBuckets` of @shop/core rebuilds from them. Bucket
 * bounds are inclusive, like the price__gte / price__lte filters ticking one sends.
 */
async function priceFilter(
  db: Database,
  base: SQL,
  chosen: ListingFilters,
  locale: LocaleCode,
): Promise<FilterAnswer | null> {
  const columns = PRICE_LADDER.flatMap(([min, max], index) => [
    sql`count(*) filter (where ${EFFECTIVE_PRICE} between ${min} and ${max}) as ${sql.identifier(`in_${index}`)}`,
    sql`count(*) filter (where ${EFFECTIVE_PRICE} >= ${max}) as ${sql.identifier(`from_${index}`)}`,
  ]);
  const [stats] = await queryRows<PriceStats>(
    db,
    sql`select ceil(max(${EFFECTIVE_PRICE})) as max_price, ${sql.join(columns, sql`, `)}
        from products p where ${base}`,
  );
  if (!stats || stats.max_price === null) return null;
  const maxPrice = Number(stats.max_price);

  const kept = PRICE_LADDER.flatMap(([min, max], index) => {
    const count = toInt(stats[`in_${index}`]);
    return max < maxPrice && count > 0 ? [{ min, max, count, index }] : [];
  });
  const buckets = kept.map(({ min, max, count }) => ({
    id: `${min}-${max}`,
    title: `${min} - ${max}`,
    min,
    max,
    count,
  }));
  const last = kept[kept.length - 1];
  if (last) {
    buckets.push({
      id: `${last.max}+`,
      title: `> ${last.max}`,
      min: last.max,
      max: maxPrice,
      count: toInt(stats[`from_${last.index}`]),
    });
  }
  const ticked = chosen.priceGte !== undefined || chosen.priceLte !== undefined;
  const from = chosen.priceGte ?? 0;
  const to = chosen.priceLte ?? Number.POSITIVE_INFINITY;
  return {
    title: pick(TITLES.price, locale),
    filterType: 'price',
    isPrice: true,
    isColor: false,
    max_price: maxPrice,
    items: buckets.map((bucket): FilterItemAnswer => ({
      ...bucket,
      color: null,
      keyword: null,
      checked: ticked && from <= bucket.min && bucket.max <= to,
    })),
  };
}

/** The brand filter: every brand of the listing, by name, with its product count. */
async function brandFilter(
  db: Database,
  base: SQL,
  chosen: ListingFilters,
  locale: LocaleCode,
): Promise<FilterAnswer | null> {
  const rows = await queryRows<{ id: number; name: string; count: number | string }>(
    db,
    sql`select b.id, b.name, count(*) as count
        from products p join brands b on b.id = p.brand_id
        where ${base}
        group by b.id, b.name
        order by lower(b.name), b.id`,
  );
  if (rows.length === 0) return null;
  const ticked = new Set((chosen.brands ?? []).map((name) => name.trim().toLowerCase()));
  return {
    title: pick(TITLES.brand, locale),
    filterType: 'brand',
    isPrice: false,
    isColor: false,
    max_price: null,
    items: rows.map((row) => ({
      id: row.id,
      title: row.name,
      checked: ticked.has(row.name.toLowerCase()),
      color: null,
      min: null,
      max: null,
      // What the `brands` query parameter carries (the client writes '&' as '#').
      keyword: row.name,
      count: toInt(row.count),
    })),
  };
}

interface AttributeValueRow {
  attribute_id: number;
  attribute_title: LocalizedText;
  is_color: boolean;
  value_id: number;
  value_title: LocalizedText;
  color: string | null;
  keyword: string;
  count: number | string;
}

/** One filter per attribute of the listing's products, values in their order, with counts. */
async function attributeFilters(
  db: Database,
  base: SQL,
  chosen: ListingFilters,
  locale: LocaleCode,
): Promise<FilterAnswer[]> {
  const rows = await queryRows<AttributeValueRow>(
    db,
    sql`select a.id as attribute_id, a.title as attribute_title, a.is_color,
               v.id as value_id, v.title as value_title, v.color, v.keyword, count(*) as count
        from products p
        join product_attribute_values pav on pav.product_id = p.id
        join attribute_values v on v.id = pav.value_id
        join attributes a on a.id = v.attribute_id
        where ${base}
        group by a.id, v.id
        order by a.position, a.id, v.position, v.id`,
  );
  const ticked = new Set(chosen.attributes ?? []);
  const filters = new Map<number, FilterAnswer & { items: FilterItemAnswer[] }>();
  for (const row of rows) {
    let filter = filters.get(row.attribute_id);
    if (!filter) {
      filter = {
        title: pick(row.attribute_title, locale),
        filterType: 'attributes',
        isPrice: false,
        isColor: row.is_color,
        max_price: null,
        items: [],
      };
      filters.set(row.attribute_id, filter);
    }
    filter.items.push({
      id: row.value_id,
      title: pick(row.value_title, locale),
      checked: ticked.has(row.keyword),
      color: row.color,
      min: null,
      max: null,
      keyword: row.keyword,
      count: toInt(row.count),
    });
  }
  return [...filters.values()];
}

/**
 * The filter columns of the listing `base` (a WHERE over `products p`): price, brands, then the
 * attributes. `chosen` marks the items the shopper has ticked. A listing without products has no
 * columns.
 */
export async function listingFilters(
  db: Database,
  base: SQL,
  chosen: ListingFilters,
  locale: LocaleCode,
): Promise<FilterAnswer[]> {
  const [price, brand, attributes] = await Promise.all([
    priceFilter(db, base, chosen, locale),
    brandFilter(db, base, chosen, locale),
    attributeFilters(db, base, chosen, locale),
  ]);
  if (price === null) return [];
  return [price, ...(brand ? [brand] : []), ...attributes];
}
