import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const filters = {
  priceMin: 'Preț minim',
  priceMax: 'Preț maxim',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
