import type { Catalogue } from '../i18n.types.js';

export const stock = {
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  onlyLeft: {
    one: 'Only {count} left',
    other: 'Only {count} left',
  },
  pieces: {
    one: '{count} piece',
    other: '{count} pieces',
  },
} as const satisfies Catalogue<'en'>['stock'];
