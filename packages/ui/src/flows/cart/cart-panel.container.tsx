import { useCallback, type ReactNode } from 'react';
import { CartPanel, type CartPanelProps } from './cart-panel.js';
import { useCloseOnRouteChange } from '../../lib/use-close-on-route-change.js';
import { useCart, useCartActor } from './cart.provider.js';

export interface CartPanelContainerProps extends Pick<
  CartPanelProps,
  'trigger' | 'checkoutHref' | 'onCheckout' | 'startShoppingHref' | 'onStartShopping' | 'animated'
> {
  /**
   * Where the user is: the path with its query (`location.pathname + location.search`). A change
   * is a route change and closes the panel (SPEC §4).
   */
  currentUrl: string;
  className?: string;
}

/**
 * The cart panel wired to the cart actor (inside a CartProvider): open state, rows, totals,
 * loading and pending come from the actor; the rows' controls send INCREMENT, DECREMENT,
 * SET_QUANTITY and REMOVE; closing sends CLOSE, a route change ROUTE_CHANGED.
 *
 * @example
 * <CartPanelContainer currentUrl={location.pathname + location.search}
 *   onCheckout={() => track(ecommerceEvent('begin_checkout', items))} />
 */
export function CartPanelContainer({ currentUrl, ...props }: CartPanelContainerProps): ReactNode {
  const actor = useCartActor();
  const cart = useCart();
  const onOpenChange = useCallback(
    (open: boolean) => actor.send({ type: open ? 'OPEN' : 'CLOSE' }),
    [actor],
  );
  const closeOnRoute = useCallback(
    (open: boolean) => {
      if (!open) actor.send({ type: 'ROUTE_CHANGED' });
    },
    [actor],
  );
  useCloseOnRouteChange(currentUrl, cart.isOpen, closeOnRoute);
  return (
    <CartPanel
      {...props}
      open={cart.isOpen}
      onOpenChange={onOpenChange}
      rows={cart.rows}
      count={cart.count}
      total={cart.totals.itemsTotal}
      loading={cart.loading}
      pending={cart.pending}
      onIncrement={cart.increment}
      onDecrement={cart.decrement}
      onQuantityChange={cart.setQuantity}
      onRemove={cart.remove}
    />
  );
}
