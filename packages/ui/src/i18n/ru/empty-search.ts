import type { Catalogue } from '../i18n.types.js';

export const emptySearch = {
  title: 'По запросу «{text}» ничего не найдено',
  titleNoText: 'Ничего не найдено',
  hintsTitle: 'Попробуйте так:',
  hintSpelling: 'Проверьте, правильно ли написаны слова',
  hintFewerWords: 'Используйте меньше слов или более общие слова',
  hintCategories: 'Поищите товар в категориях каталога',
  popularCategories: 'Популярные категории',
} as const satisfies Catalogue<'ru'>['emptySearch'];
