import { ProductGrid, useFavourites, useSession, type ProductGridProps } from '@shop/ui';
import { useQuickOrders } from '../shell/orders/quick-orders.js';

/**
 * The product grid with the shopper wired in: prices and stock for their role (a dealer's and a
 * manager's wholesale prices, SPEC §5 "Line total"), hearts filled and toggled, the cart button
 * adding one of the product to the cart (a manager first chooses the unit).
 */
export function ShopProductGrid(
  props: Omit<
    ProductGridProps,
    'favouriteIds' | 'onToggleFavourite' | 'onAddToCart' | 'userRole' | 'pricing'
  >,
) {
  const { pricing } = useSession();
  const favourites = useFavourites();
  const { addToCart } = useQuickOrders();
  return (
    <ProductGrid
      {...props}
      userRole={pricing.role}
      pricing={pricing}
      favouriteIds={favourites.ids}
      onToggleFavourite={favourites.toggle}
      onAddToCart={(product) => addToCart(product)}
    />
  );
}
