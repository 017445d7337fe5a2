import type { Catalogue } from '../i18n.types.js';

export const listing = {
  count: {
    one: '{count} товар',
    few: '{count} товара',
    many: '{count} товаров',
    other: '{count} товара',
  },
  filters: 'Фильтры',
  empty: 'Товары не найдены',
} as const satisfies Catalogue<'ru'>['listing'];
