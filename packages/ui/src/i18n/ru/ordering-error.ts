import type { Catalogue } from '../i18n.types.js';

export const orderingError = {
  title: 'Не удалось оформить заказ',
  text: 'Деньги не списаны, а товары остались в корзине. Попробуйте ещё раз через несколько минут.',
  back: 'Вернуться к оформлению',
  home: 'На главную',
  help: 'Нужна помощь? Позвоните нам:',
} as const satisfies Catalogue<'ru'>['orderingError'];
