import type { Catalogue } from '../i18n.types.js';

export const fastOrder = {
  title: 'Fast order',
  intro: "Take the client's order from the products in the cart.",
  lines: 'Products of the order',
  product: 'Product',
  unit: 'Unit',
  quantity: 'Quantity',
  quantityOf: 'Quantity of {name}',
  remove: 'Remove {name} from the order',
  unitPrice: 'Unit price',
  total: 'Total',
  piece: 'pcs',
  discount: 'Discount, %',
  discountHint: 'Applies to the wholesale price; promotion prices stay as they are.',
  subtotal: 'Without discount',
  discountAmount: 'Discount ({percent}%)',
  toPay: 'To pay',
  client: 'Client',
  name: "Client's name",
  phone: "Client's phone",
  submit: 'Place the order',
  sending: 'Placing the order…',
  retryHint: 'The details are still filled in: press “Place the order” again.',
  emptyTitle: 'The cart is empty',
  emptyText:
    'Add products with the “Add to cart” button: choose the unit and quantity, then come back here.',
  managersOnly:
    "The fast order is for the shop's managers. Sign in with a manager account to use it.",
} as const satisfies Catalogue<'en'>['fastOrder'];
