import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const cart = {
  title: 'Coșul de cumpărături',
  items: {
    one: 'un produs',
    few: '{count} produse',
    other: '{count} de produse',
  },
  empty: 'Coșul dumneavoastră este gol',
  startShopping: 'Începeți cumpărăturile',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
