import { useCart } from '@shop/ui';

/**
 * What a cart button shows and does (the header, the phone bar, the sales banner): the cart's
 * count once the cart is known (read from storage after hydration, or the account's cart), no
 * badge before; a press opens the cart panel.
 */
export function useCartButton(): { count: number | undefined; open: () => void } {
  const cart = useCart();
  return { count: cart.known ? cart.count : undefined, open: cart.open };
}
