import type { Product } from '@shop/core/contract';
import {
  CART_STORAGE_KEY,
  cartItemCount,
  FAVOURITES_STORAGE_KEY,
  parseFavourites,
  parseStoredCart,
  toggleFavourite,
} from '@shop/core/rules';
import { useMemo } from 'react';
import { updateStorage, useStoredValue } from './browser-storage.js';

export interface LocalFavourites {
  /** Ids of the favourite products; empty until the page is live. */
  ids: readonly number[];
  /** How many favourites; `undefined` until the page is live (no count is drawn). */
  count: number | undefined;
  toggle: (product: Pick<Product, 'id'>) => void;
}

const toggle = (product: Pick<Product, 'id'>) =>
  updateStorage(FAVOURITES_STORAGE_KEY, parseFavourites, (list) =>
    toggleFavourite(list, product.id),
  );

/**
 * A visitor's favourites, kept in browser storage (SPEC §4 "Favourites"). Signed-in favourites
 * on the server arrive with the accounts issue; this is the visitor's side of them.
 */
export function useLocalFavourites(): LocalFavourites {
  const stored = useStoredValue(FAVOURITES_STORAGE_KEY, parseFavourites);
  const ids = useMemo(
    () => (stored ?? []).map(Number).filter((id) => Number.isSafeInteger(id)),
    [stored],
  );
  return { ids, count: stored?.length, toggle };
}

/** How many items the visitor's cart in browser storage holds (the cart button's count). */
export function useLocalCartCount(): number | undefined {
  const lines = useStoredValue(CART_STORAGE_KEY, parseStoredCart);
  return lines && cartItemCount(lines);
}
