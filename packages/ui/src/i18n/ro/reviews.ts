import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const reviews = {
  count: {
    one: 'o recenzie',
    few: '{count} recenzii',
    other: '{count} de recenzii',
  },
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
