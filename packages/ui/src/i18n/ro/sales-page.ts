import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const salesPage = {
  allCategories: 'Toate categoriile',
  until: 'Până la {date}',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
