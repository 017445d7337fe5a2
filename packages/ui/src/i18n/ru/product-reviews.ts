import type { Catalogue } from '../i18n.types.js';

export const productReviews = {
  title: 'Отзывы',
  distribution: 'Распределение оценок',
  stars: {
    one: '{count} звезда',
    few: '{count} звезды',
    many: '{count} звёзд',
    other: '{count} звезды',
  },
  bar: '{stars}: {reviews}',
  list: 'Отзывы покупателей',
  empty: 'Отзывов пока нет',
  beFirst: 'Станьте первым, кто оставит отзыв об этом товаре.',
  write: 'Написать отзыв',
  showAll: 'Показать все отзывы',
  showLess: 'Свернуть отзывы',
} as const satisfies Catalogue<'ru'>['productReviews'];
