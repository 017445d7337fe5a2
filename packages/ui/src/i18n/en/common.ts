import type { Catalogue } from '../i18n.types.js';

export const common = {
  close: 'Close',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  loading: 'Loading…',
  retry: 'Try again',
  remove: 'Remove',
  empty: 'Nothing here yet',
  requiredNote: 'Fields marked with * are required',
} as const satisfies Catalogue<'en'>['common'];
