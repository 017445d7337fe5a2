/**
 * Lists of product ids kept in browser storage (last seen, a visitor's favourites). Storage can
 * hold anything — an old format, a hand edit, another site's script — so reading never throws:
 * what is not a JSON array of ids reads as an empty list, and bad entries and repeats are dropped.
 */
export type ProductId = number | string;

const isProductId = (item: unknown): item is ProductId =>
  (typeof item === 'number' && Number.isSafeInteger(item)) ||
  (typeof item === 'string' && item !== '');

/** Parses a JSON value from storage; anything unreadable is `undefined`. */
export function readStoredJson(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The distinct valid ids of a stored list, in order, at most `cap`. */
export function parseStoredIds(raw: string | null | undefined, cap: number): ProductId[] {
  const value = readStoredJson(raw);
  if (!Array.isArray(value)) return [];
  const ids: ProductId[] = [];
  for (const item of value) {
    if (ids.length >= cap) break;
    if (isProductId(item) && !ids.some((id) => sameId(id, item))) ids.push(item);
  }
  return ids;
}

/** Ids compare as text: the API sends numbers, older storage may hold strings. */
export const sameId = (a: ProductId, b: ProductId): boolean => String(a) === String(b);
