import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const agreement = {
  label: 'Sunt de acord cu termenii și condițiile și cu politica de confidențialitate',
  required: 'Trebuie să acceptați termenii și condițiile',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
