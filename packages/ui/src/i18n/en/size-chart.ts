import type { Catalogue } from '../i18n.types.js';

export const sizeChart = {
  open: 'Size chart',
  title: 'Size chart',
  description: 'Find your size from the measurements in the table.',
} as const satisfies Catalogue<'en'>['sizeChart'];
