import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const map = {
  title: 'Harta: {place}',
  open: 'Deschide harta într-o filă nouă',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
