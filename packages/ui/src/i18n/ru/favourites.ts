import type { Catalogue } from '../i18n.types.js';

export const favourites = {
  toggleFailed: 'Не удалось обновить избранное. Попробуйте ещё раз.',
  loadFailed: 'Не удалось загрузить избранное.',
} as const satisfies Catalogue<'ru'>['favourites'];
