import type { Product } from '@shop/core/contract';
import { useState } from 'react';
import {
  LISTING_PRODUCTS,
  SAMPLE_PRODUCTS,
} from '../../product-card/examples/product-card.examples.js';
import { ProductGrid, type ProductGridProps } from '../product-grid.js';

/** A listing page of nine products (three rows of three on desktops). */
export const GRID_PRODUCTS: readonly Product[] = LISTING_PRODUCTS;

/** The sales page's eight products (two rows of four on desktops). */
export const SALES_PRODUCTS: readonly Product[] = [
  SAMPLE_PRODUCTS.grinder,
  SAMPLE_PRODUCTS.screwdrivers,
  SAMPLE_PRODUCTS.longName,
  { ...SAMPLE_PRODUCTS.paint, promotion_price: 599, is_promotion: true },
  { ...SAMPLE_PRODUCTS.saw, promotion_price: 2199, is_promotion: true },
  { ...SAMPLE_PRODUCTS.handle, promotion_price: 159, is_promotion: true },
  { ...SAMPLE_PRODUCTS.ladder, promotion_price: 799, is_promotion: true },
  { ...SAMPLE_PRODUCTS.drill, promotion_price: 1149, is_promotion: true },
];

/**
 * A grid whose favourites toggle on their own (the storefront keeps them); the handlers are
 * still called.
 */
export function FavouritesGridExample({
  favouriteIds: initial = [],
  onToggleFavourite,
  ...props
}: ProductGridProps) {
  const [favouriteIds, setFavouriteIds] = useState<readonly number[]>(initial);
  return (
    <ProductGrid
      {...props}
      favouriteIds={favouriteIds}
      onToggleFavourite={(product) => {
        setFavouriteIds((ids) =>
          ids.includes(product.id) ? ids.filter((id) => id !== product.id) : [...ids, product.id],
        );
        onToggleFavourite?.(product);
      }}
    />
  );
}
