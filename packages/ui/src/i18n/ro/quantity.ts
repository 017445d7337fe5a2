import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const quantity = {
  label: 'Cantitate',
  increase: 'Mărește cantitatea',
  decrease: 'Micșorează cantitatea',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
