import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const stock = {
  inStock: 'În stoc',
  outOfStock: 'Stoc epuizat',
  onlyLeft: {
    one: 'A rămas doar {count} bucată',
    few: 'Au rămas doar {count} bucăți',
    other: 'Au rămas doar {count} de bucăți',
  },
  pieces: {
    one: '{count} bucată',
    few: '{count} bucăți',
    other: '{count} de bucăți',
  },
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
