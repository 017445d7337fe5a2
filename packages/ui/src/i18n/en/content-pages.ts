import type { Catalogue } from '../i18n.types.js';

export const contentPages = {
  newsLead: "The shop's news: new products, advice and events.",
  latestArticles: 'Latest articles',
  promotionsLead: "The shop's current and past promotions.",
  promotionFrom: 'From {date}',
  promotionEnded: 'Ended',
  promotionProducts: 'Products in this promotion',
  regulationsLead: "Campaign rules and the shop's terms.",
  clientServiceLead: "Useful information for the shop's customers.",
  promoUnavailableTitle: 'This promotion cannot be shown right now',
  promoUnavailableText:
    'Sorry, the promotion you were looking for could not be loaded. See the current promotions:',
  promoSeeSales: 'See the sales',
  promoSeePromotions: 'See all promotions',
  empty: 'Nothing here yet.',
} as const satisfies Catalogue<'en'>['contentPages'];
