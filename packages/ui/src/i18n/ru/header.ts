import type { Catalogue } from '../i18n.types.js';

export const header = {
  home: 'Главная страница',
  homeOf: '{name}, главная страница',
  catalogue: 'Каталог',
  favourites: 'Избранное',
  favouritesCount: {
    one: 'Избранное, {count} товар',
    few: 'Избранное, {count} товара',
    many: 'Избранное, {count} товаров',
    other: 'Избранное, {count} товара',
  },
  cart: 'Корзина',
  cartCount: {
    one: 'Корзина, {count} товар',
    few: 'Корзина, {count} товара',
    many: 'Корзина, {count} товаров',
    other: 'Корзина, {count} товара',
  },
} as const satisfies Catalogue<'ru'>['header'];
