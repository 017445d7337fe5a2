import type { Catalogue } from '../i18n.types.js';

export const orderStatus = {
  process: 'В обработке',
  pending_payment: 'Ожидает оплаты',
  canceled: 'Отменён',
  finished: 'Выполнен',
} as const satisfies Catalogue<'ru'>['orderStatus'];
