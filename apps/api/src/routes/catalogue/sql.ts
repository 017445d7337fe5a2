import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL building blocks of the catalogue queries. The listing and search queries are written as
 * SQL over `products p` (the alias every fragment here assumes), because their filters, facets
 * and ranking combine freely; every value still travels as a bound parameter.
 */

/** `(v1, v2, …)` with each value bound; callers handle the empty list (SQL has no `in ()`). */
export function sqlList(values: readonly (string | number)[]): SQL {
  return sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/** Conditions joined with AND; no condition is `true`. */
export function sqlAnd(conditions: readonly SQL[]): SQL {
  if (conditions.length === 0) return sql`true`;
  return sql.join(
    conditions.map((condition) => sql`(${condition})`),
    sql` and `,
  );
}

/**
 * The retail price a shopper pays: the promotion price when there is one (present and above 0,
 * §3), otherwise the price. Price filters, price sorts and price buckets all read this.
 */
export const EFFECTIVE_PRICE = sql.raw(
  '(case when p.promotion_price > 0 then p.promotion_price else p.price end)',
);

/** A text as a LIKE pattern that matches it anywhere: `%`, `_` and `\` stand for themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A count or an id as the drivers return it (PGlite a number, node-postgres int8 as text). */
export function toInt(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return typeof value === 'number' ? value : Number.parseInt(value, 10);
}

/** Number of pages of `total` items at `size` a page (0 when there is nothing). */
export function pageCount(total: number, size: number): number {
  return Math.ceil(total / size);
}
