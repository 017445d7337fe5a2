import type { Catalogue } from '../i18n.types.js';

export const maintenance = {
  title: 'The shop is under maintenance',
  text: 'We are working on the shop and will be back soon. Thank you for your patience.',
  retry: 'Please try again in a little while.',
} as const satisfies Catalogue<'en'>['maintenance'];
