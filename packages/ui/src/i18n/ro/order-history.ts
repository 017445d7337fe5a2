import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const orderHistory = {
  title: 'Comenzile mele',
  count: {
    one: 'o comandă',
    few: '{count} comenzi',
    other: '{count} de comenzi',
  },
  table: 'Comenzile contului',
  number: 'Nr.',
  delivery: 'Livrare',
  date: 'Data',
  price: 'Suma',
  status: 'Starea',
  actions: 'Acțiuni',
  open: 'Vezi',
  openOrder: 'Vezi comanda nr. {number}',
  fastOrder: 'Comandă rapidă',
  noDelivery: 'Nespecificată',
  emptyTitle: 'Nu aveți încă nicio comandă',
  emptyText: 'Comenzile plasate din acest cont vor apărea aici, cu starea lor.',
  emptyAction: 'Mergi la cumpărături',
  loadFailedTitle: 'Nu am putut încărca comenzile',
  loadFailedText: 'Verificați conexiunea și încercați din nou.',
  retry: 'Încercați din nou',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
