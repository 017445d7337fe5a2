import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const attributes = {
  title: 'Caracteristici',
  showMore: 'Arată toate caracteristicile',
  showLess: 'Arată mai puține caracteristici',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
