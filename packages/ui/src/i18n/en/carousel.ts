import type { Catalogue } from '../i18n.types.js';

export const carousel = {
  label: 'Carousel',
  slide: 'slide',
  slideOf: 'Slide {index} of {total}',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Go to slide {index}',
} as const satisfies Catalogue<'en'>['carousel'];
