import type { Catalogue } from '../i18n.types.js';

export const unitPicker = {
  title: 'Add to cart',
  units: 'Sale unit',
  unitLabel: '{name} ({coef} pcs)',
  unitPrice: 'Price per unit',
  total: 'Total',
  pieces: '{count} pcs in total',
  overStock: 'Only {count} pcs in stock',
  none: 'This product cannot be sold wholesale in any of its units.',
  add: 'Add to cart',
} as const satisfies Catalogue<'en'>['unitPicker'];
