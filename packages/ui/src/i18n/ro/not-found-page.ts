import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const notFoundPage = {
  code: 'Eroare {code}',
  notFoundText:
    'Este posibil ca pagina să fi fost mutată sau ștearsă. Verificați adresa sau începeți de la pagina principală.',
  genericText: 'Încercați din nou peste câteva minute.',
  badRequestText: 'Verificați adresa paginii sau începeți de la pagina principală.',
  unavailableText: 'Încercați din nou peste câteva momente.',
  popularCategories: 'Categorii populare',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
