import type { Catalogue } from '../i18n.types.js';

export const rating = {
  label: 'Оценка: {value} из 5 звёзд',
} as const satisfies Catalogue<'ru'>['rating'];
