import type { Catalogue } from '../i18n.types.js';

export const sort = {
  label: 'Сортировать',
  popularity: 'По популярности',
  price_asc: 'Сначала дешевле',
  price_desc: 'Сначала дороже',
  new_product: 'Новинки',
} as const satisfies Catalogue<'ru'>['sort'];
