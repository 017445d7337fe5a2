import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const demoBanner = {
  label: 'Magazin demonstrativ',
  text: 'Magazin demonstrativ: comenzile nu sunt livrate, plățile nu sunt încasate.',
  dismiss: 'Ascunde avertismentul',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
