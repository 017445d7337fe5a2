import type { Catalogue } from '../i18n.types.js';

export const cartPanel = {
  list: 'Товары в корзине',
  announce: 'В корзине: {items}, всего {total}',
  quantityOf: 'Количество: {name}',
  perPiece: '{price} / шт.',
  perUnit: '{price} / {unit}',
  unit: 'Единица: {unit}',
  lineTotal: 'Сумма по товару',
  total: 'Итого',
  checkout: 'Оформить заказ',
  pending: 'Корзина обновляется…',
  freeDeliveryProgress: 'Прогресс до бесплатной доставки',
  emptyText: 'Добавьте товары в корзину, и они появятся здесь.',
  capped: 'Вы достигли доступного остатка этого товара',
  outOfStock: 'Этого товара больше нет в наличии',
  invalidRemoved: {
    one: '{count} товар больше недоступен и удалён из корзины',
    few: '{count} товара больше недоступны и удалены из корзины',
    many: '{count} товаров больше недоступны и удалены из корзины',
    other: '{count} товара больше недоступны и удалены из корзины',
  },
  updateFailed: 'Не удалось обновить корзину. Попробуйте ещё раз.',
} as const satisfies Catalogue<'ru'>['cartPanel'];
