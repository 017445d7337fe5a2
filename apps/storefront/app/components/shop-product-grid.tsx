import { ProductGrid, useCart, useFavourites, useSession, type ProductGridProps } from '@shop/ui';

/**
 * The product grid with the shopper wired in: prices and stock for their role (a dealer's and a
 * manager's wholesale prices, SPEC §5 "Line total"), hearts filled and toggled, the cart button
 * adding one of the product to the cart.
 */
export function ShopProductGrid(
  props: Omit<
    ProductGridProps,
    'favouriteIds' | 'onToggleFavourite' | 'onAddToCart' | 'userRole' | 'pricing'
  >,
) {
  const { pricing } = useSession();
  const favourites = useFavourites();
  const cart = useCart();
  return (
    <ProductGrid
      {...props}
      userRole={pricing.role}
      pricing={pricing}
      favouriteIds={favourites.ids}
      onToggleFavourite={favourites.toggle}
      onAddToCart={(product) => cart.add(product)}
    />
  );
}
