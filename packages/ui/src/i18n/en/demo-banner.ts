import type { Catalogue } from '../i18n.types.js';

export const demoBanner = {
  label: 'Demo shop',
  text: 'This is a demo shop: orders are not delivered and payments are not taken.',
  dismiss: 'Hide this notice',
} as const satisfies Catalogue<'en'>['demoBanner'];
