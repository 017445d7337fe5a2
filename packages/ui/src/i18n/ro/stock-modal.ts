import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const stockModal = {
  title: 'Stoc insuficient',
  description: 'Unele produse nu sunt disponibile în cantitatea dorită.',
  requested: 'Ați cerut',
  available: 'Disponibil',
  outOfStock: 'Stoc epuizat',
  removed: 'Va fi scos din coș',
  quantityUnit: '{quantity} {unit}',
  accept: 'Folosește cantitățile disponibile',
  back: 'Înapoi la coș',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
