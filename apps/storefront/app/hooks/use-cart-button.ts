import {
  CART_STORAGE_KEY,
  cartItemCount,
  parseStoredCart,
  type LocaleCode,
} from '@shop/core/rules';
import { useSession } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useStoredValue } from './browser-storage.js';

/** How many items the visitor's cart in browser storage holds (the cart button's count). */
export function useLocalCartCount(): number | undefined {
  const lines = useStoredValue(CART_STORAGE_KEY, parseStoredCart);
  return lines && cartItemCount(lines);
}

/**
 * The cart button's count: a visitor's cart from browser storage, a signed-in customer's from
 * the server (SPEC §4: signed-in carts live there), read again at each sign-in.
 */
export function useCartCount(locale: LocaleCode): number | undefined {
  const local = useLocalCartCount();
  const { status, profile } = useSession();
  const [server, setServer] = useState<{ account: number; count: number } | null>(null);
  const account = status === 'authenticated' ? (profile?.user.id ?? null) : null;
  useEffect(() => {
    if (account === null) return;
    const controller = new AbortController();
    import('../lib/shop-client.js')
      .then(({ shopClient }) => shopClient(locale).cart.get({ signal: controller.signal }))
      .then((cart) => setServer({ account, count: cartItemCount(cart) }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('[storefront] cart not loaded:', error);
      });
    return () => controller.abort();
  }, [account, locale]);
  if (account === null) return local;
  return server !== null && server.account === account ? server.count : undefined;
}
