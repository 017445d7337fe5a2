import type { Catalogue } from '../i18n.types.js';

export const fastOrder = {
  title: 'Быстрый заказ',
  intro: 'Оформите заказ клиента из товаров в корзине.',
  lines: 'Товары заказа',
  product: 'Товар',
  unit: 'Единица',
  quantity: 'Количество',
  quantityOf: 'Количество: {name}',
  remove: 'Удалить {name} из заказа',
  unitPrice: 'Цена за единицу',
  total: 'Сумма',
  piece: 'шт.',
  discount: 'Скидка, %',
  discountHint: 'Применяется к оптовой цене; акционные цены не меняются.',
  subtotal: 'Без скидки',
  discountAmount: 'Скидка ({percent} %)',
  toPay: 'К оплате',
  client: 'Клиент',
  name: 'Имя клиента',
  phone: 'Телефон клиента',
  submit: 'Оформить заказ',
  sending: 'Оформляем заказ…',
  retryHint: 'Данные сохранены: нажмите «Оформить заказ» ещё раз.',
  emptyTitle: 'Корзина пуста',
  emptyText:
    'Добавьте товары кнопкой «В корзину»: выберите единицу и количество, затем вернитесь сюда.',
  managersOnly:
    'Быстрый заказ доступен менеджерам магазина. Войдите в аккаунт менеджера, чтобы им воспользоваться.',
} as const satisfies Catalogue<'ru'>['fastOrder'];
