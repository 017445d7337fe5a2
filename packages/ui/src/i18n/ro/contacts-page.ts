import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const contactsPage = {
  intro: 'Magazinele noastre, administrația și rechizitele companiei.',
  shops: 'Magazinele noastre',
  type: 'Tip',
  phone: 'Telefon',
  email: 'E-mail',
  schedule: 'Program',
  showMap: 'Arată pe hartă',
  pageMap: 'Harta magazinului ales',
  noMap: 'Acest magazin nu are încă un punct pe hartă.',
  admin: 'Administrația',
  requisites: 'Rechizitele companiei',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
