import type { Catalogue } from '../i18n.types.js';

export const externalLink = {
  newWindow: '(откроется в новом окне)',
} as const satisfies Catalogue<'ru'>['externalLink'];
