import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const productCard = {
  addToCart: 'Adaugă în coș',
  adding: 'Se adaugă…',
  unavailable: 'Indisponibil',
  favourite: 'Adaugă la favorite',
  promotion: 'Promoție',
  noImage: 'Fără imagine',
  model: 'Cod: {model}',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
