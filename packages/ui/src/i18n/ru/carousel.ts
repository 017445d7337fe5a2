import type { Catalogue } from '../i18n.types.js';

export const carousel = {
  label: 'Карусель',
  slide: 'слайд',
  slideOf: 'Слайд {index} из {total}',
  previous: 'Предыдущий слайд',
  next: 'Следующий слайд',
  goTo: 'Перейти к слайду {index}',
} as const satisfies Catalogue<'ru'>['carousel'];
