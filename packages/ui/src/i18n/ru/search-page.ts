import type { Catalogue } from '../i18n.types.js';

export const searchPage = {
  title: 'Результаты поиска по запросу «{text}»',
  spelling: 'Показаны результаты для «{text}»',
  instead: 'Искать именно «{text}»',
  prompt: 'Введите в строку поиска, что вы ищете.',
} as const satisfies Catalogue<'ru'>['searchPage'];
