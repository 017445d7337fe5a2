import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const share = {
  title: 'Distribuie',
  fb: 'Distribuie pe Facebook',
  ok: 'Distribuie pe Odnoklassniki',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
