import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const product = {
  gallery: 'Imaginile produsului',
  image: '{name}, imaginea {index} din {total}',
  noImage: '{name}: imagine indisponibilă',
  brand: 'Brand',
  model: 'Cod articol',
  option: 'Variantă',
  addToCart: 'Adaugă în coș',
  outOfStock: 'Stoc epuizat',
  oneClick: 'Cumpără dintr-un click',
  favourite: 'Favorit',
  favouriteAdd: 'Adaugă la favorite',
  favouriteRemove: 'Elimină din favorite',
  description: 'Descriere',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
