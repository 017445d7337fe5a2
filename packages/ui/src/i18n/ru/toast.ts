import type { Catalogue } from '../i18n.types.js';

export const toast = {
  added: 'Товар добавлен в корзину',
  cart: 'Корзина',
  region: 'Уведомления',
  dismiss: 'Закрыть уведомление',
} as const satisfies Catalogue<'ru'>['toast'];
