import type { Catalogue } from '../i18n.types.js';

export const common = {
  close: 'Close',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  loading: 'Loading…',
  retry: 'Try again',
  remove: 'Remove',
  empty: 'Nothing here yet',
} as const satisfies Catalogue<'en'>['common'];
