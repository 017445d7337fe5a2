import type { Catalogue } from '../i18n.types.js';

export const profileNav = {
  label: 'Account sections',
  orders: 'My orders',
  data: 'Personal data',
  security: 'Security',
  newsletter: 'Subscriptions',
  logout: 'Sign out',
  loggingOut: 'Signing out…',
} as const satisfies Catalogue<'en'>['profileNav'];
