import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const progress = {
  label: 'Se încarcă pagina',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
