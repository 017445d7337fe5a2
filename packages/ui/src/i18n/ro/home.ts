import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const home = {
  categories: 'Categorii populare',
  topSales: 'Cele mai vândute',
  sales: 'Reduceri',
  featured: 'Produse recomandate',
  seeAll: 'Vezi toate',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
