import type { Catalogue } from '../i18n.types.js';

export const orderStatus = {
  process: 'Processing',
  pending_payment: 'Awaiting payment',
  canceled: 'Cancelled',
  finished: 'Completed',
} as const satisfies Catalogue<'en'>['orderStatus'];
