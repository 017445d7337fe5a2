import type { Catalogue } from '../i18n.types.js';

export const site = {
  name: 'Интернет-магазин',
  description:
    'Инструменты, стройматериалы и товары для дома и сада с доставкой по всей Молдове. Розничные и оптовые цены.',
  skipToContent: 'Перейти к содержимому',
} as const satisfies Catalogue<'ru'>['site'];
