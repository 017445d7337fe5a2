import type { Catalogue } from '../i18n.types.js';

export const filterPanel = {
  title: 'Filters',
  promotions: 'On sale only',
  price: 'Price',
  priceBetween: '{from} – {to}',
  priceOver: 'Over {amount}',
  itemCount: '({count})',
  viewAll: 'View all ({count})',
  showLess: 'Show less',
  reset: 'Reset filters',
  resetShort: 'Reset',
  apply: {
    one: 'Show {count} product',
    other: 'Show {count} products',
  },
  applyNoCount: 'Show products',
  activeCount: {
    one: '{count} active filter',
    other: '{count} active filters',
  },
} as const satisfies Catalogue<'en'>['filterPanel'];
