import type { Catalogue } from '../i18n.types.js';

export const breadcrumbs = {
  label: 'Навигационная цепочка',
} as const satisfies Catalogue<'ru'>['breadcrumbs'];
