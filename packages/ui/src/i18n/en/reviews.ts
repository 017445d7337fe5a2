import type { Catalogue } from '../i18n.types.js';

export const reviews = {
  count: {
    one: '{count} review',
    other: '{count} reviews',
  },
} as const satisfies Catalogue<'en'>['reviews'];
