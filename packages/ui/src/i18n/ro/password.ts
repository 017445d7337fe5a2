import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const password = {
  show: 'Arată parola',
  hide: 'Ascunde parola',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
