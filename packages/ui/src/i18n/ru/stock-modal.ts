import type { Catalogue } from '../i18n.types.js';

export const stockModal = {
  title: 'Недостаточно товара на складе',
  description: 'Некоторых товаров нет в нужном количестве.',
  requested: 'Вы заказали',
  available: 'В наличии',
  outOfStock: 'Нет в наличии',
  removed: 'Будет удалён из корзины',
  quantityUnit: '{quantity} {unit}',
  accept: 'Взять доступное количество',
  back: 'Вернуться в корзину',
} as const satisfies Catalogue<'ru'>['stockModal'];
