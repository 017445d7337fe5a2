import type { Catalogue } from '../i18n.types.js';

export const filters = {
  priceMin: 'Минимальная цена',
  priceMax: 'Максимальная цена',
} as const satisfies Catalogue<'ru'>['filters'];
