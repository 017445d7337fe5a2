import type { Catalogue } from '../i18n.types.js';

export const product = {
  gallery: 'Product images',
  image: '{name}, image {index} of {total}',
  noImage: '{name}: no image available',
  brand: 'Brand',
  model: 'Article code',
  option: 'Option',
  addToCart: 'Add to cart',
  outOfStock: 'Out of stock',
  oneClick: 'Buy in one click',
  favourite: 'Favourite',
  favouriteAdd: 'Add to favourites',
  favouriteRemove: 'Remove from favourites',
  description: 'Description',
} as const satisfies Catalogue<'en'>['product'];
