import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const header = {
  home: 'Pagina principală',
  homeOf: '{name}, pagina principală',
  catalogue: 'Catalog',
  favourites: 'Favorite',
  favouritesCount: {
    one: 'Favorite, un produs',
    few: 'Favorite, {count} produse',
    other: 'Favorite, {count} de produse',
  },
  cart: 'Coș',
  cartCount: {
    one: 'Coș, un produs',
    few: 'Coș, {count} produse',
    other: 'Coș, {count} de produse',
  },
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
