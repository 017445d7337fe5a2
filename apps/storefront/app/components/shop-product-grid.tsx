import { ProductGrid, useFavourites, type ProductGridProps } from '@shop/ui';

/** The product grid with the shopper's favourites wired in (hearts filled, toggles kept). */
export function ShopProductGrid(
  props: Omit<ProductGridProps, 'favouriteIds' | 'onToggleFavourite'>,
) {
  const favourites = useFavourites();
  return (
    <ProductGrid {...props} favouriteIds={favourites.ids} onToggleFavourite={favourites.toggle} />
  );
}
