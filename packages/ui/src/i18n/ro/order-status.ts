import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const orderStatus = {
  process: 'În procesare',
  pending_payment: 'Așteaptă plata',
  canceled: 'Anulată',
  finished: 'Finalizată',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
