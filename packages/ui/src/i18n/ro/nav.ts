import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const nav = {
  label: 'Navigare principală',
  callSupport: 'Sunați la suport: {phone}',
  writeSupport: 'Scrieți suportului: {email}',
  links: {
    sales: 'Reduceri',
    promotions: 'Promoții',
    shops: 'Magazine',
    delivery: 'Livrare',
    news: 'Noutăți',
    about: 'Despre noi',
    contacts: 'Contacte',
  },
  languages: 'Limba',
  languageCurrent: 'Limba: {language}',
  menu: 'Meniu',
  bottomBar: 'Navigare rapidă',
  chat: 'Chat',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
