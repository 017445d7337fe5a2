import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const demoBanner = {
  label: 'Magazin demonstrativ',
  text: 'Acesta este un magazin demonstrativ: comenzile nu sunt livrate și plățile nu sunt încasate.',
  dismiss: 'Ascunde avertismentul',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
