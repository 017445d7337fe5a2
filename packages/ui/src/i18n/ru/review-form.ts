import type { Catalogue } from '../i18n.types.js';

export const reviewForm = {
  title: 'Написать отзыв',
  about: 'Отзыв о товаре {name}',
  grade: 'Ваша оценка',
  gradeRequired: 'Выберите оценку от 1 до 5 звёзд',
  text: 'Ваш отзыв',
  textHint: 'Расскажите, что понравилось, а что нет: не менее {min} символов.',
  counter: '{count} из {max} символов',
  submit: 'Опубликовать отзыв',
  submitting: 'Публикуем отзыв…',
  successTitle: 'Спасибо за отзыв!',
  successMessage: 'Отзыв опубликован и уже виден на странице товара.',
  alreadyTitle: 'Вы уже оставили отзыв об этом товаре',
  alreadyMessage:
    'Каждый покупатель может оставить один отзыв о товаре. Спасибо, что поделились мнением!',
} as const satisfies Catalogue<'ru'>['reviewForm'];
