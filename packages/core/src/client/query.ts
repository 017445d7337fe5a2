/** A value of a query parameter. Lists become repeated keys; null and undefined are left out. */
export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * Booleans travel as 'true' / 'false', the text Django REST's boolean filters read. `false` is
 * sent, not dropped: pass undefined to leave a filter off.
 */
function scalarText(value: QueryScalar): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value;
}

function isList(value: QueryValue): value is readonly QueryScalar[] {
  return Array.isArray(value);
}

/**
 * Encodes a query as the spec's server reads it: arrays as repeated keys
 * (`products_ids=1&products_ids=2`), no key for null, undefined, an empty list or a non-finite
 * number. Returns the text without '?', '' when nothing is left.
 */
export function encodeQuery(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values = isList(value) ? value : [value];
    for (const item of values) {
      const text = scalarText(item);
      if (text !== undefined) params.append(key, text);
    }
  }
  return params.toString();
}
