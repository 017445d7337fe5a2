import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const price = {
  label: 'Preț',
  promotion: 'Preț promoțional',
  old: 'Preț vechi',
  wholesale: 'Preț angro',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
