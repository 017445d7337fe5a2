import { LAST_SEEN_CAP } from './constants.js';
import { parseStoredIds, sameId, type ProductId } from './stored-ids.js';

/**
 * Last-seen products (SPEC §4, §9): ids kept in local storage under `lastSeenProducts`, newest
 * first, at most 8. A product already in the list is not added again (its place is kept).
 */
export function addLastSeen(list: readonly ProductId[], id: ProductId): ProductId[] {
  if (list.some((seen) => sameId(seen, id))) return list.slice(0, LAST_SEEN_CAP);
  return [id, ...list].slice(0, LAST_SEEN_CAP);
}

/** Reads the stored list (see `parseStoredIds`): at most 8 distinct ids. */
export function parseLastSeen(raw: string | null | undefined): ProductId[] {
  return parseStoredIds(raw, LAST_SEEN_CAP);
}
