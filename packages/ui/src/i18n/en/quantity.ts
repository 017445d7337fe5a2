import type { Catalogue } from '../i18n.types.js';

export const quantity = {
  label: 'Quantity',
  increase: 'Increase quantity',
  decrease: 'Decrease quantity',
} as const satisfies Catalogue<'en'>['quantity'];
