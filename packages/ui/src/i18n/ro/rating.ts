import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const rating = {
  label: 'Evaluare: {value} din 5 stele',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
