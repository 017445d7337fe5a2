import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const breadcrumbs = {
  label: 'Cale de navigare',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
