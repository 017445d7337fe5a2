import type { Catalogue } from '../i18n.types.js';

export const password = {
  show: 'Show password',
  hide: 'Hide password',
} as const satisfies Catalogue<'en'>['password'];
