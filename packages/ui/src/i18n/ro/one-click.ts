import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const oneClick = {
  title: 'Cumpără într-un click',
  description: 'Lăsați numele și telefonul: vă sunăm noi pentru a confirma comanda.',
  inStock: 'În stoc: {count}',
  outOfStock: 'Produsul nu mai este în stoc.',
  total: 'Total',
  name: 'Nume',
  phone: 'Telefon',
  submit: 'Trimite comanda',
  sending: 'Se trimite comanda…',
  retryHint: 'Datele au rămas completate: apăsați din nou „Trimite comanda”.',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
