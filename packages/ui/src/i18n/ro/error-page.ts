import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const errorPage = {
  notFound: 'Această pagină nu a fost găsită',
  generic: 'A apărut o eroare',
  badRequest: 'Adresa nu este validă',
  unavailable: 'Magazinul este indisponibil pentru scurt timp',
  home: 'Mergi la pagina principală',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
