import type { Catalogue } from '../i18n.types.js';

export const favouritesPage = {
  title: 'Избранное',
  count: {
    one: '{count} товар',
    few: '{count} товара',
    many: '{count} товаров',
    other: '{count} товара',
  },
  clearAll: 'Очистить всё',
  clearQuestion: 'Удалить все товары из избранного?',
  clearConfirm: 'Да, удалить все',
  clearCancel: 'Отмена',
  clearing: 'Очищаем избранное…',
  clearFailed: 'Не удалось очистить избранное. Попробуйте ещё раз.',
  emptyTitle: 'В избранном пока ничего нет',
  emptyText: 'Нажмите на сердечко у товара, и он появится здесь.',
  emptyAction: 'Перейти к покупкам',
  loadFailedTitle: 'Не удалось загрузить избранное',
  loadFailedText: 'Проверьте подключение и попробуйте ещё раз.',
  retry: 'Попробовать ещё раз',
} as const satisfies Catalogue<'ru'>['favouritesPage'];
