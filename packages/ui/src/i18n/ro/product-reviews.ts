import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const productReviews = {
  title: 'Recenzii',
  distribution: 'Distribuția notelor',
  stars: {
    one: '{count} stea',
    few: '{count} stele',
    other: '{count} de stele',
  },
  bar: '{stars}: {reviews}',
  list: 'Recenziile cumpărătorilor',
  empty: 'Încă nu există recenzii',
  beFirst: 'Fiți primul care scrie o recenzie despre acest produs.',
  write: 'Scrie o recenzie',
  showAll: 'Arată toate recenziile',
  showLess: 'Arată mai puține recenzii',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
