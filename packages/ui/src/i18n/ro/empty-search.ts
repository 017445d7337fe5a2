import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const emptySearch = {
  title: 'Nu am găsit nimic pentru „{text}”',
  titleNoText: 'Nu am găsit nimic',
  hintsTitle: 'Încercați așa:',
  hintSpelling: 'Verificați dacă ați scris corect cuvintele',
  hintFewerWords: 'Folosiți mai puține cuvinte sau cuvinte mai generale',
  hintCategories: 'Căutați produsul în categoriile catalogului',
  popularCategories: 'Categorii populare',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
