/**
 * How an order is paid and received, in the words the checkout offers them: the checkout's
 * choices and every page that shows a placed order read these, so the two never word them apart.
 * Not a namespace of its own: `checkout` and `orderResult` hold them.
 */
export const payMethodWords = {
  cash: 'Наличными при получении',
  by_card_online: 'Банковской картой онлайн',
  by_card_on_delivery: 'Банковской картой при получении',
  bank_transfer: 'Банковский перевод',
};

export const deliveryMethodWords = {
  courier: 'Доставка курьером',
  pickup: 'Самовывоз из магазина',
};
