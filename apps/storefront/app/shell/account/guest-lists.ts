import { isApiError, type ShopClient } from '@shop/core/client';
import {
  CART_STORAGE_KEY,
  FAVOURITES_STORAGE_KEY,
  parseFavourites,
  parseStoredCart,
} from '@shop/core/rules';
import { readStorage, removeStorage } from '../../hooks/browser-storage.js';

/**
 * Beyond the spec: what a visitor kept in this browser (favourites, cart) goes into the account
 * they sign in to, instead of being lost. Each list leaves storage once the account has it; a
 * list that failed stays, and the next sign-in tries again.
 */

const asId = (id: number | string): number | null => {
  const number = typeof id === 'number' ? id : Number(id);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/**
 * Adds the stored favourites (oldest first, so the account keeps their order, newest first) and
 * the stored cart lines (merged by the server as any addition: same product and attributes add
 * up, capped at the stock) to the signed-in account, then removes them from storage. A product
 * the shop no longer sells is skipped, not an error. Answers whether storage held anything.
 */
export async function adoptGuestLists(client: ShopClient, signal?: AbortSignal): Promise<boolean> {
  const failures: unknown[] = [];

  const favourites = parseFavourites(readStorage(FAVOURITES_STORAGE_KEY));
  const lines = parseStoredCart(readStorage(CART_STORAGE_KEY));
  if (favourites.length === 0 && lines.length === 0) return false;
  let favouritesFailed = false;
  for (const stored of [...favourites].reverse()) {
    const product = asId(stored);
    if (product === null) continue;
    try {
      await client.favourites.add({ product }, { signal });
    } catch (error) {
      if (!gone(error)) {
        favouritesFailed = true;
        failures.push(error);
      }
    }
  }
  if (!favouritesFailed) removeStorage(FAVOURITES_STORAGE_KEY);

  let cartFailed = false;
  for (const line of lines) {
    const product = asId(line.productId);
    if (product === null) continue;
    try {
      await client.cart.update(
        {
          product,
          quantity: line.quantity,
          increment: true,
          products_units: line.unitId ?? null,
          product_atributes: (line.attributes ?? [])
            .map(asId)
            .filter((id): id is number => id !== null),
        },
        { signal },
      );
    } catch (error) {
      if (!gone(error)) {
        cartFailed = true;
        failures.push(error);
      }
    }
  }
  if (!cartFailed) removeStorage(CART_STORAGE_KEY);

  if (failures.length > 0) throw new AggregateError(failures, 'some guest lists were not adopted');
  return true;
}

/**
 * The server refused the item itself (the product is gone or out of stock, the list is full):
 * nothing to keep and nothing to retry. A lost connection, a 401, a rate limit or a server
 * failure is worth another try at the next sign-in.
 */
function gone(error: unknown): boolean {
  if (!isApiError(error) || error.status === null) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
}
