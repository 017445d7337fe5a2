import { priceView, type PricedProduct, type PriceView } from '@shop/core/rules';

/**
 * The price fields of two products, in lei as the API sends them, and what core's `priceView`
 * makes of them for each kind of buyer: the states of `ProductPrice`, shared by its stories and
 * its tests.
 */
export const PRICE_PRODUCTS = {
  /** 1 299 lei retail, 1 049 lei wholesale, no promotion. */
  drill: { price: 1299, promotion_price: null, price_angro: 1049 },
  /** On promotion: 949 lei instead of 1 150 lei (wholesale 980 lei, which the promotion beats). */
  grinder: { price: 1150, promotion_price: 949, price_angro: 980 },
} as const satisfies Record<string, PricedProduct>;

/** The visible states of ProductPrice, each a story and a test. */
export const PRODUCT_PRICE_STATES = [
  'noDiscount',
  'promotion',
  'dealerDiscount',
  'managerWholesale',
  'managerDiscount',
] as const;
export type ProductPriceState = (typeof PRODUCT_PRICE_STATES)[number];

/** What each state shows, from core's rule (never written by hand). */
export const PRODUCT_PRICE_VIEWS: Record<ProductPriceState, PriceView> = {
  /** A visitor or a customer on a product without a promotion: the retail price alone. */
  noDiscount: priceView(PRICE_PRODUCTS.drill, { role: 'customer' }),
  /** A promotion (for any buyer): the promotion price, the regular price struck as the old one. */
  promotion: priceView(PRICE_PRODUCTS.grinder, { role: 'dealer', dealerDiscount: 10 }),
  /** A dealer's wholesale price less their 10 % discount: the retail price struck. */
  dealerDiscount: priceView(PRICE_PRODUCTS.drill, { role: 'dealer', dealerDiscount: 10 }),
  /** A manager's wholesale price: the retail price struck. */
  managerWholesale: priceView(PRICE_PRODUCTS.drill, { role: 'manager' }),
  /** A manager's box of 6 with a 5 % fast-order discount: both prices are the box's. */
  managerDiscount: priceView(PRICE_PRODUCTS.drill, { role: 'manager', managerDiscount: 5 }, 6),
};
