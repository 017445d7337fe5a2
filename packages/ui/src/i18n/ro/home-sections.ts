import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

/** The home page's lazily loaded sections (hero slider, marquee, features, shops, partners, partner banner). */
export const homeSections = {
  heroLabel: 'Oferte',
  heroCarousel: 'carusel',
  heroSlide: 'slide',
  heroSlideOf: '{index} din {total}',
  heroSlides: 'Alege slide-ul',
  heroGoTo: 'Slide-ul {index}',
  heroPrevious: 'Slide-ul anterior',
  heroNext: 'Slide-ul următor',
  heroPause: 'Oprește derularea slide-urilor',
  heroPlay: 'Pornește derularea slide-urilor',
  heroMore: 'Află mai multe',
  productOfTheDay: 'Produsul zilei',
  productOfTheDayEndsIn: 'Oferta se încheie peste',
  pauseMarquee: 'Oprește derularea',
  playMarquee: 'Pornește derularea',
  features: 'De ce noi',
  shops: 'Magazinele noastre',
  shopsAll: 'Toate magazinele',
  shopsPrevious: 'Magazinele anterioare',
  shopsNext: 'Magazinele următoare',
  partners: 'Partenerii noștri',
  partnerBannerButton: 'Devino partener',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
