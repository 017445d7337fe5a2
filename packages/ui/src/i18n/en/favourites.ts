import type { Catalogue } from '../i18n.types.js';

export const favourites = {
  toggleFailed: 'We could not update your favourites. Please try again.',
  loadFailed: 'We could not load your favourites.',
} as const satisfies Catalogue<'en'>['favourites'];
