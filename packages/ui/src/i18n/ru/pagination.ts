import type { Catalogue } from '../i18n.types.js';

export const pagination = {
  label: 'Навигация по страницам',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  page: 'Страница {page}',
  pageOf: 'Страница {page} из {total}',
} as const satisfies Catalogue<'ru'>['pagination'];
