import type { Catalogue } from '../i18n.types.js';

export const filters = {
  priceMin: 'Minimum price',
  priceMax: 'Maximum price',
} as const satisfies Catalogue<'en'>['filters'];
