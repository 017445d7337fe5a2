import { FAVOURITES_PAGE_SIZE, LOCAL_FAVOURITES_CAP } from './constants.js';
import { parseStoredIds, sameId, type ProductId } from './stored-ids.js';

/**
 * A visitor's favourites (SPEC §4 "Favourites": toggle add/remove; anonymous favourites are kept
 * in browser storage under `favoriteProducts`). Newest first; past the cap the oldest go.
 */
export function toggleFavourite(list: readonly ProductId[], id: ProductId): ProductId[] {
  if (list.some((item) => sameId(item, id))) return list.filter((item) => !sameId(item, id));
  return [id, ...list].slice(0, LOCAL_FAVOURITES_CAP);
}

/** Whether a product is among the favourites. */
export function isFavourite(list: readonly ProductId[], id: ProductId): boolean {
  return list.some((item) => sameId(item, id));
}

/** Reads the stored favourites (see `parseStoredIds`). */
export function parseFavourites(raw: string | null | undefined): ProductId[] {
  return parseStoredIds(raw, LOCAL_FAVOURITES_CAP);
}

/**
 * How many favourites a page of the list holds, of `count` in all (`FAVOURITES_PAGE_SIZE` a
 * page): what the page sketches while its products load, so two favourites show two cards.
 *
 * @example favouritesOnPage(2, 1) // 2
 * @example favouritesOnPage(30, 2) // 6
 */
export function favouritesOnPage(count: number, page: number): number {
  const before = (Math.max(1, Math.trunc(page)) - 1) * FAVOURITES_PAGE_SIZE;
  return Math.min(FAVOURITES_PAGE_SIZE, Math.max(0, Math.trunc(count) - before));
}
