import type { Catalogue } from '../i18n.types.js';

export const maintenance = {
  title: 'В магазине идут технические работы',
  text: 'Мы работаем над магазином и скоро вернёмся. Спасибо за терпение.',
  retry: 'Пожалуйста, попробуйте ещё раз чуть позже.',
} as const satisfies Catalogue<'ru'>['maintenance'];
