import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const fastOrder = {
  title: 'Comandă rapidă',
  intro: 'Preluați comanda clientului din produsele din coș.',
  lines: 'Produsele comenzii',
  product: 'Produs',
  unit: 'Unitate',
  quantity: 'Cantitate',
  quantityOf: 'Cantitatea pentru {name}',
  remove: 'Șterge {name} din comandă',
  unitPrice: 'Preț unitar',
  total: 'Total',
  piece: 'buc.',
  discount: 'Reducere, %',
  discountHint: 'Se aplică prețului angro; prețurile promoționale rămân neschimbate.',
  subtotal: 'Fără reducere',
  discountAmount: 'Reducere ({percent} %)',
  toPay: 'De plată',
  client: 'Clientul',
  name: 'Numele clientului',
  phone: 'Telefonul clientului',
  submit: 'Plasează comanda',
  sending: 'Se plasează comanda…',
  retryHint: 'Datele au rămas completate: apăsați din nou „Plasează comanda”.',
  emptyTitle: 'Coșul este gol',
  emptyText:
    'Adăugați produse cu butonul „În coș”: alegeți unitatea și cantitatea, apoi reveniți aici.',
  managersOnly:
    'Comanda rapidă este pentru managerii magazinului. Intrați în contul de manager pentru a o folosi.',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
