import type { Catalogue } from '../i18n.types.js';

export const home = {
  categories: 'Популярные категории',
  topSales: 'Хиты продаж',
  sales: 'Скидки',
  featured: 'Рекомендуемые товары',
  seeAll: 'Смотреть все',
} as const satisfies Catalogue<'ru'>['home'];
