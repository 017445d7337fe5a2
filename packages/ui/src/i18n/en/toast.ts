import type { Catalogue } from '../i18n.types.js';

export const toast = {
  added: 'Added to your cart',
  cart: 'Cart',
  region: 'Notifications',
  dismiss: 'Dismiss notification',
} as const satisfies Catalogue<'en'>['toast'];
