import type { Catalogue } from '../i18n.types.js';

export const nav = {
  label: 'Main navigation',
  callSupport: 'Call support: {phone}',
  writeSupport: 'Write to support: {email}',
  links: {
    sales: 'Sales',
    promotions: 'Promotions',
    shops: 'Shops',
    delivery: 'Delivery',
    news: 'News',
    about: 'About us',
    contacts: 'Contacts',
  },
  languages: 'Language',
  languageCurrent: 'Language: {language}',
  menu: 'Menu',
  bottomBar: 'Quick navigation',
  chat: 'Chat',
} as const satisfies Catalogue<'en'>['nav'];
