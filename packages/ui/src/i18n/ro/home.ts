import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const home = {
  categories: 'Categorii populare',
  topSales: 'Cele mai vândute',
  sales: 'Reduceri',
  featured: 'Produse recomandate',
  seeAll: 'Vezi toate',
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
