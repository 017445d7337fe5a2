import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const price = {
  label: 'Preț',
  promotion: 'Preț promoțional',
  old: 'Preț vechi',
  /** The retail price struck beside a dealer's or a manager's wholesale price: not an old price. */
  retail: 'Preț cu amănuntul',
  wholesale: 'Preț angro',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
