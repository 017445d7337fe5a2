import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const carousel = {
  label: 'Carusel',
  slide: 'slide',
  slideOf: 'Slide-ul {index} din {total}',
  previous: 'Slide-ul anterior',
  next: 'Slide-ul următor',
  goTo: 'Mergi la slide-ul {index}',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
