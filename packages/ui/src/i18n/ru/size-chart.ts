import type { Catalogue } from '../i18n.types.js';

export const sizeChart = {
  open: 'Таблица размеров',
  title: 'Таблица размеров',
  description: 'Подберите размер по меркам из таблицы.',
} as const satisfies Catalogue<'ru'>['sizeChart'];
