import type { Catalogue } from '../i18n.types.js';

export const attributes = {
  title: 'Specifications',
  showMore: 'Show all specifications',
  showLess: 'Show fewer specifications',
} as const satisfies Catalogue<'en'>['attributes'];
