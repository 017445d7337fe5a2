import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const catalogue = {
  title: 'Catalog',
  categories: 'Categorii',
  all: 'Toate din {name}',
  backToCategories: 'Înapoi la categorii',
  backTo: 'Înapoi la {name}',
  search: 'Caută în catalog',
  searchPlaceholder: 'Caută o categorie',
  results: {
    one: 'O categorie găsită',
    few: '{count} categorii găsite',
    other: '{count} de categorii găsite',
  },
  noResults: 'Nicio categorie nu corespunde căutării „{query}”',
  empty: 'Catalogul este gol deocamdată',
  bannerCta: 'Vezi oferta',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
