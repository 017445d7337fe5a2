import type { Catalogue } from '../i18n.types.js';

export const oneClick = {
  title: 'Buy in one click',
  description: 'Leave your name and phone number: we will call you to confirm the order.',
  inStock: 'In stock: {count}',
  outOfStock: 'This product is out of stock.',
  total: 'Total',
  name: 'Name',
  phone: 'Phone',
  submit: 'Send the order',
  sending: 'Sending the order…',
  retryHint: 'Your details are still filled in: press “Send the order” again.',
} as const satisfies Catalogue<'en'>['oneClick'];
