import type { Catalogue } from '../i18n.types.js';

export const cartPanel = {
  list: 'Products in your cart',
  announce: 'In your cart: {items}, {total} in total',
  quantityOf: 'Quantity of {name}',
  perPiece: '{price} each',
  perUnit: '{price} per {unit}',
  unit: 'Unit: {unit}',
  lineTotal: 'Line total',
  total: 'Total',
  checkout: 'Checkout',
  pending: 'Updating your cart…',
  freeDeliveryProgress: 'Progress towards free delivery',
  emptyText: 'Add products to your cart and you will find them here.',
  capped: 'You have reached the available stock of this product',
  outOfStock: 'This product is out of stock',
  invalidRemoved: {
    one: 'A product is no longer available and was removed from your cart',
    other: '{count} products are no longer available and were removed from your cart',
  },
  updateFailed: 'We could not update your cart. Please try again.',
} as const satisfies Catalogue<'en'>['cartPanel'];
