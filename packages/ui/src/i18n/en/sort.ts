import type { Catalogue } from '../i18n.types.js';

export const sort = {
  label: 'Sort by',
  popularity: 'Popularity',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  new_product: 'Newest',
} as const satisfies Catalogue<'en'>['sort'];
