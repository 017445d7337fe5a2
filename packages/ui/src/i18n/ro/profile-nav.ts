import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const profileNav = {
  label: 'Secțiunile contului',
  orders: 'Comenzile mele',
  data: 'Date personale',
  security: 'Securitate',
  newsletter: 'Abonări',
  logout: 'Ieși din cont',
  loggingOut: 'Se iese din cont…',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
