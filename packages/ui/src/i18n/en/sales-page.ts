import type { Catalogue } from '../i18n.types.js';

export const salesPage = {
  allCategories: 'All categories',
  until: 'Until {date}',
} as const satisfies Catalogue<'en'>['salesPage'];
