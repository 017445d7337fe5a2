import {
  CART_STORAGE_KEY,
  FAVOURITES_STORAGE_KEY,
  parseFavourites,
  parseStoredCart,
} from '@shop/core/rules';
import { readStorage } from '../../hooks/browser-storage.js';

/**
 * Whether this browser holds a visitor's favourites or cart, to be moved into the account that
 * signs in (guest-lists.ts). Kept apart from the move itself, which needs the API client: a
 * signed-in page asks this at every load and loads the client only when the answer is yes.
 */
export function hasGuestLists(): boolean {
  return (
    parseFavourites(readStorage(FAVOURITES_STORAGE_KEY)).length > 0 ||
    parseStoredCart(readStorage(CART_STORAGE_KEY)).length > 0
  );
}
