import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

/** The home page's lazily loaded sections (marquee, features, partners, partner banner). */
export const homeSections = {
  heroLabel: 'Oferte',
  productOfTheDay: 'Produsul zilei',
  productOfTheDayEndsIn: 'Oferta se încheie peste',
  pauseMarquee: 'Oprește derularea',
  playMarquee: 'Pornește derularea',
  features: 'De ce noi',
  shops: 'Magazinele noastre',
  partners: 'Partenerii noștri',
  partnerBannerButton: 'Devino partener',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
