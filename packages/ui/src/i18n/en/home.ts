import type { Catalogue } from '../i18n.types.js';

export const home = {
  categories: 'Popular categories',
  topSales: 'Best sellers',
  sales: 'On sale',
  featured: 'Featured products',
  seeAll: 'See all',
  heroLabel: 'Offers',
  productOfTheDay: 'Product of the day',
  productOfTheDayEndsIn: 'The offer ends in',
  pauseMarquee: 'Pause scrolling',
  playMarquee: 'Play scrolling',
  features: 'Why us',
  shops: 'Our shops',
  partners: 'Our partners',
  partnerBannerButton: 'Become a partner',
} as const satisfies Catalogue<'en'>['home'];
