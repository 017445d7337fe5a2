import type { Catalogue } from '../i18n.types.js';

export const header = {
  home: 'Home page',
  homeOf: '{name}, home page',
  catalogue: 'Catalogue',
  favourites: 'Favourites',
  favouritesCount: {
    one: 'Favourites, {count} item',
    other: 'Favourites, {count} items',
  },
  cart: 'Cart',
  cartCount: {
    one: 'Cart, {count} item',
    other: 'Cart, {count} items',
  },
} as const satisfies Catalogue<'en'>['header'];
