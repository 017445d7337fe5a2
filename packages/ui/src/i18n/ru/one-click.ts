import type { Catalogue } from '../i18n.types.js';

export const oneClick = {
  title: 'Купить в один клик',
  description: 'Оставьте имя и телефон: мы перезвоним, чтобы подтвердить заказ.',
  inStock: 'В наличии: {count}',
  outOfStock: 'Товара нет в наличии.',
  total: 'Итого',
  name: 'Имя',
  phone: 'Телефон',
  submit: 'Отправить заказ',
  sending: 'Отправляем заказ…',
  retryHint: 'Данные сохранены: нажмите «Отправить заказ» ещё раз.',
} as const satisfies Catalogue<'ru'>['oneClick'];
