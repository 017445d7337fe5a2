import { LAST_SEEN_CAP } from './constants.js';

/**
 * Last-seen products (SPEC §4, §9): ids kept in local storage under `lastSeenProducts`, newest
 * first, at most 8. A product already in the list is not added again (its place is kept).
 */
export type ProductId = number | string;

export function addLastSeen(list: readonly ProductId[], id: ProductId): ProductId[] {
  if (list.some((seen) => String(seen) === String(id))) return list.slice(0, LAST_SEEN_CAP);
  return [id, ...list].slice(0, LAST_SEEN_CAP);
}

/**
 * Reads the stored list: anything that is not a JSON array of ids (tampered or old storage)
 * gives an empty list instead of an error; duplicates and extras are dropped.
 */
export function parseLastSeen(raw: string | null | undefined): ProductId[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: ProductId[] = [];
  for (const item of value) {
    const valid =
      (typeof item === 'number' && Number.isSafeInteger(item)) ||
      (typeof item === 'string' && item !== '');
    if (valid && !ids.some((id) => String(id) === String(item))) ids.push(item);
    if (ids.length === LAST_SEEN_CAP) break;
  }
  return ids;
}
