import type { Catalogue } from '../i18n.types.js';

export const attributes = {
  title: 'Характеристики',
  showMore: 'Показать все характеристики',
  showLess: 'Свернуть характеристики',
} as const satisfies Catalogue<'ru'>['attributes'];
