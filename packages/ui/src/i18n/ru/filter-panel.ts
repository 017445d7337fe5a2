import type { Catalogue } from '../i18n.types.js';

export const filterPanel = {
  title: 'Фильтры',
  promotions: 'Только товары по акции',
  price: 'Цена',
  priceBetween: '{from} – {to}',
  priceOver: 'Свыше {amount}',
  itemCount: '({count})',
  viewAll: 'Показать все ({count})',
  showLess: 'Свернуть',
  reset: 'Сбросить фильтры',
  resetShort: 'Сбросить',
  apply: {
    one: 'Показать {count} товар',
    few: 'Показать {count} товара',
    many: 'Показать {count} товаров',
    other: 'Показать {count} товара',
  },
  applyNoCount: 'Показать товары',
  activeCount: {
    one: '{count} активный фильтр',
    few: '{count} активных фильтра',
    many: '{count} активных фильтров',
    other: '{count} активного фильтра',
  },
} as const satisfies Catalogue<'ru'>['filterPanel'];
