import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const searchPage = {
  title: 'Rezultatele căutării pentru „{text}”',
  spelling: 'Rezultate pentru „{text}”',
  instead: 'Caută exact „{text}”',
  noMatch: 'Niciun produs nu corespunde cu „{text}”.',
  didYouMean: 'Ați vrut să spuneți: {link}?',
  similar: 'Produse asemănătoare:',
  prompt: 'Scrieți ce căutați în caseta de căutare.',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
