import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

/** The size chart modal of product pages whose products have sizes (SPEC §2 modals). */
export const sizeChart = {
  open: 'Tabelul mărimilor',
  title: 'Tabelul mărimilor',
  description: 'Alegeți mărimea după măsurile din tabel.',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
