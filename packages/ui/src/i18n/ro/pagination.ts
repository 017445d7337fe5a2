import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const pagination = {
  label: 'Paginare',
  previous: 'Pagina anterioară',
  next: 'Pagina următoare',
  page: 'Pagina {page}',
  pageOf: 'Pagina {page} din {total}',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
