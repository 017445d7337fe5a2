import type { Catalogue } from '../i18n.types.js';

export const share = {
  title: 'Share',
  fb: 'Share on Facebook',
  ok: 'Share on Odnoklassniki',
} as const satisfies Catalogue<'en'>['share'];
