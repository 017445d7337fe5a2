import type { Catalogue } from '../i18n.types.js';

export const cart = {
  title: 'Shopping cart',
  items: {
    one: '{count} product',
    other: '{count} products',
  },
  empty: 'Your cart is empty',
  startShopping: 'Start shopping',
} as const satisfies Catalogue<'en'>['cart'];
