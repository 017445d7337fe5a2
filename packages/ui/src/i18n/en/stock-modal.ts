import type { Catalogue } from '../i18n.types.js';

export const stockModal = {
  title: 'Not enough in stock',
  description: 'Some products are not available in the quantity you asked for.',
  requested: 'You asked for',
  available: 'Available',
  outOfStock: 'Out of stock',
  removed: 'Will be removed from the cart',
  quantityUnit: '{quantity} {unit}',
  accept: 'Use available quantities',
  back: 'Back to cart',
} as const satisfies Catalogue<'en'>['stockModal'];
