import type { Catalogue } from '../i18n.types.js';

export const pagination = {
  label: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {page}',
  pageOf: 'Page {page} of {total}',
} as const satisfies Catalogue<'en'>['pagination'];
