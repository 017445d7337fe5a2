import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const footer = {
  navigation: 'Navigare în subsolul paginii',
  company: 'Compania',
  categories: 'Categorii',
  clientService: 'Serviciul clienți',
  contacts: 'Contacte',
  showAll: 'Toate categoriile',
  showLess: 'Mai puține categorii',
  paymentMethods: 'Metode de plată',
  social: 'Rețele sociale',
  phone: 'Telefon',
  email: 'E-mail',
  writeToUs: 'Scrieți-ne un mesaj',
  newTab: '(se deschide într-o filă nouă)',
  copyright: '© {year} Toate drepturile rezervate.',
  links: {
    about: 'Despre noi',
    shops: 'Magazine',
    careers: 'Cariere',
    dealers: 'Pentru dealeri',
    promotions: 'Promoții',
    news: 'Noutăți',
    delivery: 'Livrare',
  },
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
