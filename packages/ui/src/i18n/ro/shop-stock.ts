import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

/**
 * The product page's "stock in shops" modal (SPEC §2: the stock availability modal lists the
 * shops with their stock) and its button. Loaded later: only the product page shows it.
 */
export const shopStock = {
  open: 'Vezi stocul în magazine',
  title: 'Stoc în magazine',
  description: '{product} în magazinele noastre',
  listLabel: 'Magazinele și stocul lor',
  // The noun follows the number of shops that have the product, so that number picks the form
  // ('20 de magazine'); the total stands alone after 'din'.
  summary: {
    one: 'Disponibil într-un magazin din {total}',
    few: 'Disponibil în {count} magazine din {total}',
    other: 'Disponibil în {count} de magazine din {total}',
  },
  noneAvailable: 'Momentan nu este în stoc în niciun magazin',
  inStock: 'În stoc: {quantity}',
  lowStock: 'Doar {quantity}',
  outOfStock: 'Stoc epuizat',
  quantityUnit: '{quantity} {unit}',
  schedule: 'Program',
  call: 'Sunați la {phone}',
  loadFailed: 'Nu am putut afla stocul din magazine. Verificați conexiunea și încercați din nou.',
  empty: 'Produsul nu poate fi ridicat din magazine momentan.',
  // {count}: the days a pickup order waits in the shop (core's PICKUP_HOLD_DAYS).
  note: {
    one: 'Stocul se actualizează la fiecare comandă; comanda cu ridicare din magazin se păstrează o zi.',
    few: 'Stocul se actualizează la fiecare comandă; comanda cu ridicare din magazin se păstrează {count} zile.',
    other:
      'Stocul se actualizează la fiecare comandă; comanda cu ridicare din magazin se păstrează {count} de zile.',
  },
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
