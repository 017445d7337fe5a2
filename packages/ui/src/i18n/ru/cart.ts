import type { Catalogue } from '../i18n.types.js';

export const cart = {
  title: 'Корзина',
  items: {
    one: '{count} товар',
    few: '{count} товара',
    many: '{count} товаров',
    other: '{count} товара',
  },
  empty: 'Ваша корзина пуста',
  startShopping: 'Начать покупки',
} as const satisfies Catalogue<'ru'>['cart'];
