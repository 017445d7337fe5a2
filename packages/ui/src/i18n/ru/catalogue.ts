import type { Catalogue } from '../i18n.types.js';

export const catalogue = {
  title: 'Каталог',
  categories: 'Категории',
  all: 'Все в разделе «{name}»',
  backToCategories: 'Назад к категориям',
  backTo: 'Назад: {name}',
  search: 'Поиск по каталогу',
  searchPlaceholder: 'Найти категорию',
  results: {
    one: 'Найдена {count} категория',
    few: 'Найдено {count} категории',
    many: 'Найдено {count} категорий',
    other: 'Найдено {count} категории',
  },
  noResults: 'Нет категорий по запросу «{query}»',
  empty: 'Каталог пока пуст',
  bannerCta: 'Смотреть предложение',
} as const satisfies Catalogue<'ru'>['catalogue'];
