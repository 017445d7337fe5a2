import type { Catalogue } from '../i18n.types.js';

export const search = {
  label: 'Поиск товаров',
  placeholder: 'Что вы ищете?',
  submit: 'Найти',
  clear: 'Очистить поиск',
  busy: 'Идёт поиск…',
  results: 'Найденные товары',
  found: {
    one: 'Найден {count} товар',
    few: 'Найдено {count} товара',
    many: 'Найдено {count} товаров',
    other: 'Найдено {count} товара',
  },
  spelling: 'Результаты для «{text}»',
  seeAll: 'Все результаты ({count})',
  error: 'Не удалось выполнить поиск. Попробуйте ещё раз.',
} as const satisfies Catalogue<'ru'>['search'];
