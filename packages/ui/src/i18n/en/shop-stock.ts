import type { Catalogue } from '../i18n.types.js';

export const shopStock = {
  open: 'See stock in shops',
  title: 'Stock in shops',
  description: '{product} in our shops',
  listLabel: 'Shops and their stock',
  summary: {
    one: 'Available in {count} shop out of {total}',
    other: 'Available in {count} shops out of {total}',
  },
  noneAvailable: 'Currently out of stock in every shop',
  inStock: 'In stock: {quantity}',
  lowStock: 'Only {quantity} left',
  outOfStock: 'Out of stock',
  quantityUnit: '{quantity} {unit}',
  schedule: 'Opening hours',
  call: 'Call {phone}',
  loadFailed: 'We could not load the stock in our shops. Check your connection and try again.',
  empty: 'This product cannot be picked up from our shops at the moment.',
  note: {
    one: 'Stock is updated with every order; a pickup order is held in the shop for {count} day.',
    other:
      'Stock is updated with every order; a pickup order is held in the shop for {count} days.',
  },
} as const satisfies Catalogue<'en'>['shopStock'];
