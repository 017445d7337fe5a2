import type { Catalogue } from '../i18n.types.js';

export const listing = {
  count: {
    one: '{count} product',
    other: '{count} products',
  },
  filters: 'Filters',
  empty: 'No products found',
} as const satisfies Catalogue<'en'>['listing'];
