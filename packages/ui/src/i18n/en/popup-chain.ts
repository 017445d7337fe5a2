import type { Catalogue } from '../i18n.types.js';

export const popupChain = {
  label: 'Offer',
  close: 'Close the offer',
  announce: 'Offer: {title}',
} as const satisfies Catalogue<'en'>['popupChain'];
