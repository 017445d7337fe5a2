import type { Catalogue } from '../i18n.types.js';

export const salesPage = {
  allCategories: 'Все категории',
  until: 'До {date}',
} as const satisfies Catalogue<'ru'>['salesPage'];
