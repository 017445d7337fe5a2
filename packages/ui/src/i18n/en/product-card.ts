import type { Catalogue } from '../i18n.types.js';

export const productCard = {
  addToCart: 'Add to cart',
  adding: 'Adding…',
  unavailable: 'Unavailable',
  favourite: 'Add to favourites',
  promotion: 'Sale',
  noImage: 'No image',
  model: 'Code: {model}',
} as const satisfies Catalogue<'en'>['productCard'];
