import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const toast = {
  added: 'Produsul a fost adăugat în coș',
  cart: 'Coș',
  region: 'Notificări',
  dismiss: 'Închide notificarea',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
