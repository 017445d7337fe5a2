import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const sort = {
  label: 'Sortează după',
  popularity: 'Popularitate',
  price_asc: 'Preț crescător',
  price_desc: 'Preț descrescător',
  new_product: 'Noutăți',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
