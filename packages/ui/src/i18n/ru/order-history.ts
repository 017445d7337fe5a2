import type { Catalogue } from '../i18n.types.js';

export const orderHistory = {
  title: 'Мои заказы',
  count: {
    one: '{count} заказ',
    few: '{count} заказа',
    many: '{count} заказов',
    other: '{count} заказа',
  },
  table: 'Заказы аккаунта',
  number: '№',
  delivery: 'Доставка',
  date: 'Дата',
  price: 'Сумма',
  status: 'Статус',
  actions: 'Действия',
  open: 'Открыть',
  openOrder: 'Открыть заказ № {number}',
  fastOrder: 'Быстрый заказ',
  noDelivery: 'Не указана',
  emptyTitle: 'У вас пока нет заказов',
  emptyText: 'Здесь появятся заказы, оформленные в этом аккаунте, с их статусом.',
  emptyAction: 'Перейти к покупкам',
  loadFailedTitle: 'Не удалось загрузить заказы',
  loadFailedText: 'Проверьте подключение и попробуйте ещё раз.',
  retry: 'Попробовать ещё раз',
} as const satisfies Catalogue<'ru'>['orderHistory'];
