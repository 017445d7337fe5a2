import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const unitPicker = {
  title: 'Adăugare în coș',
  units: 'Unitatea de vânzare',
  unitLabel: '{name} ({coef} buc.)',
  unitPrice: 'Preț pe unitate',
  total: 'Total',
  pieces: '{count} buc. în total',
  overStock: 'În stoc sunt doar {count} buc.',
  none: 'Acest produs nu se vinde angro în unitățile disponibile.',
  add: 'Adaugă în coș',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
