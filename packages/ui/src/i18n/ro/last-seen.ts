import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const lastSeen = {
  title: 'Ați văzut recent',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
