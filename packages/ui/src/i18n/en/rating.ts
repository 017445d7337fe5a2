import type { Catalogue } from '../i18n.types.js';

export const rating = {
  label: 'Rated {value} out of 5 stars',
} as const satisfies Catalogue<'en'>['rating'];
