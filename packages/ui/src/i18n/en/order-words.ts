/**
 * How an order is paid and received, in the words the checkout offers them: the checkout's
 * choices and every page that shows a placed order read these, so the two never word them apart.
 * Not a namespace of its own: `checkout` and `orderResult` hold them.
 */
export const payMethodWords = {
  cash: 'Cash on receipt',
  by_card_online: 'Bank card online',
  by_card_on_delivery: 'Bank card on receipt',
  bank_transfer: 'Bank transfer',
};

export const deliveryMethodWords = {
  courier: 'Courier delivery',
  pickup: 'Pickup from the shop',
};
