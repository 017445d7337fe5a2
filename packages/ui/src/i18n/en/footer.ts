import type { Catalogue } from '../i18n.types.js';

export const footer = {
  navigation: 'Footer navigation',
  company: 'Company',
  categories: 'Categories',
  clientService: 'Customer service',
  contacts: 'Contacts',
  showAll: 'All categories',
  showLess: 'Fewer categories',
  paymentMethods: 'Payment methods',
  social: 'Social media',
  phone: 'Phone',
  email: 'Email',
  writeToUs: 'Write us a message',
  newTab: '(opens in a new tab)',
  copyright: '© {year} All rights reserved.',
  links: {
    about: 'About us',
    shops: 'Shops',
    careers: 'Careers',
    dealers: 'For dealers',
    promotions: 'Promotions',
    news: 'News',
    delivery: 'Delivery',
  },
} as const satisfies Catalogue<'en'>['footer'];
