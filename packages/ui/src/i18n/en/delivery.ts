import type { Catalogue } from '../i18n.types.js';

export const delivery = {
  freeLeft: '{amount} left to free delivery',
  free: 'Free delivery',
} as const satisfies Catalogue<'en'>['delivery'];
