import type { Catalogue } from '../i18n.types.js';

export const notFoundPage = {
  code: 'Ошибка {code}',
  notFoundText:
    'Возможно, страница была перемещена или удалена. Проверьте адрес или начните с главной страницы.',
  genericText: 'Попробуйте ещё раз через несколько минут.',
  badRequestText: 'Проверьте адрес страницы или начните с главной страницы.',
  unavailableText: 'Попробуйте ещё раз через минуту.',
  popularCategories: 'Популярные категории',
} as const satisfies Catalogue<'ru'>['notFoundPage'];
