import type { Catalogue } from '../i18n.types.js';

export const reviews = {
  count: {
    one: '{count} отзыв',
    few: '{count} отзыва',
    many: '{count} отзывов',
    other: '{count} отзыва',
  },
} as const satisfies Catalogue<'ru'>['reviews'];
