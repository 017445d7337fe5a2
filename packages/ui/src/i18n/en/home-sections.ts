import type { Catalogue } from '../i18n.types.js';

export const homeSections = {
  heroLabel: 'Offers',
  productOfTheDay: 'Product of the day',
  productOfTheDayEndsIn: 'The offer ends in',
  pauseMarquee: 'Pause scrolling',
  playMarquee: 'Play scrolling',
  features: 'Why us',
  shops: 'Our shops',
  partners: 'Our partners',
  partnerBannerButton: 'Become a partner',
} as const satisfies Catalogue<'en'>['homeSections'];
