import type { Catalogue } from '../i18n.types.js';

export const externalLink = {
  newWindow: '(opens in a new window)',
} as const satisfies Catalogue<'en'>['externalLink'];
