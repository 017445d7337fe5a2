import type { Catalogue } from '../i18n.types.js';

export const price = {
  label: 'Price',
  promotion: 'Promotional price',
  old: 'Old price',
  retail: 'Retail price',
  wholesale: 'Wholesale price',
} as const satisfies Catalogue<'en'>['price'];
