import type { Catalogue } from '../i18n.types.js';

export const breadcrumbs = {
  label: 'Breadcrumbs',
} as const satisfies Catalogue<'en'>['breadcrumbs'];
