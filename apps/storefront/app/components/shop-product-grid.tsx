import { ProductGrid, type ProductGridProps } from '@shop/ui';
import { useLocalFavourites } from '../hooks/use-local-lists.js';

/** The product grid with the visitor's favourites wired in (hearts filled, toggles kept). */
export function ShopProductGrid(
  props: Omit<ProductGridProps, 'favouriteIds' | 'onToggleFavourite'>,
) {
  const favourites = useLocalFavourites();
  return (
    <ProductGrid {...props} favouriteIds={favourites.ids} onToggleFavourite={favourites.toggle} />
  );
}
