import type { Catalogue } from '../i18n.types.js';

export const price = {
  label: 'Цена',
  promotion: 'Акционная цена',
  old: 'Старая цена',
  retail: 'Розничная цена',
  wholesale: 'Оптовая цена',
} as const satisfies Catalogue<'ru'>['price'];
