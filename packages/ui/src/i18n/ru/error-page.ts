import type { Catalogue } from '../i18n.types.js';

export const errorPage = {
  notFound: 'Эта страница не найдена',
  generic: 'Произошла ошибка',
  badRequest: 'Адрес страницы неверен',
  unavailable: 'Магазин ненадолго недоступен',
  home: 'Перейти на главную',
} as const satisfies Catalogue<'ru'>['errorPage'];
