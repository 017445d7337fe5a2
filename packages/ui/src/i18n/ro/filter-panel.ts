import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const filterPanel = {
  title: 'Filtre',
  promotions: 'Doar produse la promoție',
  price: 'Preț',
  priceBetween: '{from} – {to}',
  priceOver: 'Peste {amount}',
  itemCount: '({count})',
  viewAll: 'Vezi toate ({count})',
  showLess: 'Arată mai puține',
  reset: 'Resetează filtrele',
  resetShort: 'Resetează',
  apply: {
    one: 'Arată {count} produs',
    few: 'Arată {count} produse',
    other: 'Arată {count} de produse',
  },
  applyNoCount: 'Arată produsele',
  activeCount: {
    one: '{count} filtru activ',
    few: '{count} filtre active',
    other: '{count} de filtre active',
  },
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
