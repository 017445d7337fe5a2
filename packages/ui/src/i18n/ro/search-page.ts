import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const searchPage = {
  title: 'Rezultatele căutării pentru „{text}”',
  prompt: 'Scrieți ce căutați în caseta de căutare.',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
