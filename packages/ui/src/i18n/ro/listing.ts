import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const listing = {
  count: {
    one: '{count} produs',
    few: '{count} produse',
    other: '{count} de produse',
  },
  filters: 'Filtre',
  empty: 'Nu am găsit produse',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
