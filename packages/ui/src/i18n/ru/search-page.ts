import type { Catalogue } from '../i18n.types.js';

export const searchPage = {
  title: 'Результаты поиска по запросу «{text}»',
  spelling: 'Показаны результаты для «{text}»',
  instead: 'Искать именно «{text}»',
  noMatch: 'Нет товаров по запросу «{text}».',
  didYouMean: 'Возможно, вы имели в виду: {link}?',
  similar: 'Похожие товары:',
  prompt: 'Введите в строку поиска, что вы ищете.',
} as const satisfies Catalogue<'ru'>['searchPage'];
