import type { Catalogue } from '../i18n.types.js';

export const orderProgress = {
  label: 'Order progress',
  step: {
    placed: 'Placed',
    confirmed: 'Confirmed',
    packed: 'Packed',
    shipped: 'Shipped',
    delivered: 'Delivered',
  },
  state: {
    complete: 'done',
    in_process: 'in progress',
    not_reached: 'to come',
  },
} as const satisfies Catalogue<'en'>['orderProgress'];
