import type { Catalogue } from '../i18n.types.js';

export const lastSeen = {
  title: 'Recently viewed',
} as const satisfies Catalogue<'en'>['lastSeen'];
