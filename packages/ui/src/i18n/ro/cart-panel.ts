import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const cartPanel = {
  list: 'Produsele din coș',
  announce: 'În coș: {items}, în total {total}',
  quantityOf: 'Cantitatea pentru {name}',
  perPiece: '{price} / buc.',
  perUnit: '{price} / {unit}',
  unit: 'Unitate: {unit}',
  lineTotal: 'Total pentru produs',
  total: 'Total',
  checkout: 'Finalizează comanda',
  pending: 'Se actualizează coșul…',
  freeDeliveryProgress: 'Progres spre livrarea gratuită',
  emptyText: 'Adăugați produse în coș și le veți găsi aici.',
  capped: 'Ați ajuns la stocul disponibil pentru acest produs',
  outOfStock: 'Acest produs nu mai este în stoc',
  invalidRemoved: {
    one: 'Un produs nu mai este disponibil și a fost scos din coș',
    few: '{count} produse nu mai sunt disponibile și au fost scoase din coș',
    other: '{count} de produse nu mai sunt disponibile și au fost scoase din coș',
  },
  updateFailed: 'Nu am putut actualiza coșul. Încercați din nou.',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
