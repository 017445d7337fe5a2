import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const favourites = {
  toggleFailed: 'Nu am putut actualiza favoritele. Încercați din nou.',
  loadFailed: 'Nu am putut încărca favoritele.',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
