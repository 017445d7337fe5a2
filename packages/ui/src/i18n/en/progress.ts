import type { Catalogue } from '../i18n.types.js';

export const progress = {
  label: 'Loading the page',
} as const satisfies Catalogue<'en'>['progress'];
