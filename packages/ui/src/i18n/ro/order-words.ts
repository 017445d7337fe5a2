/**
 * How an order is paid and received, in the words the checkout offers them: the checkout's
 * choices and every page that shows a placed order read these, so the two never word them apart.
 * Not a namespace of its own: `checkout` and `orderResult` hold them.
 */
export const payMethodWords = {
  cash: 'Numerar la primire',
  by_card_online: 'Card bancar online',
  by_card_on_delivery: 'Card bancar la primire',
  bank_transfer: 'Transfer bancar',
};

export const deliveryMethodWords = {
  courier: 'Livrare prin curier',
  pickup: 'Ridicare din magazin',
};
