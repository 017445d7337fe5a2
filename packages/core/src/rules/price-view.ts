import { multiply, type Bani } from './money.js';
import {
  promotionPrice,
  regularPrice,
  unitPrice,
  wholesalePrice,
  type PricedProduct,
  type PricingContext,
} from './prices.js';

/**
 * Why a price shows a second, struck-through price beside the buyer's:
 * - `promotion`: the product is on promotion; the struck price is the regular price it had before,
 *   announced as the old price;
 * - `wholesale`: a manager's wholesale price (price_angro) with no fast-order discount;
 * - `dealer`: a dealer's wholesale price less their dealer discount;
 * - `manager`: a manager's wholesale price less the fast-order discount.
 * The last three strike the retail price, which is not an old price: it is what a shopper
 * without the buyer's terms pays today, so it is announced as the retail price.
 */
export type PriceReason = 'promotion' | 'wholesale' | 'dealer' | 'manager';

/** What a product's price shows for one buyer, in bani (see `priceView`). */
export interface PriceView {
  /** What the buyer pays for one unit: always core's `unitPrice`, the price the server charges. */
  price: Bani;
  /** The price struck through beside it, always above `price`; null when nothing is struck. */
  struck: Bani | null;
  /** Why `struck` is shown; null exactly when `struck` is null. */
  reason: PriceReason | null;
  /**
   * The buyer's price is their wholesale price (a dealer's or a manager's, from price_angro), to
   * be labelled as such. False for a promotion price and for the regular price.
   */
  wholesale: boolean;
}

/**
 * What a product's price shows for a buyer (SPEC §5 "Line total", §6), the one rule every screen
 * and the API's answers follow:
 *
 * - `price` is `unitPrice(product, context, coef)`: what the buyer pays for one unit (a manager's
 *   unit of `coef` pieces costs that many pieces), so the price shown is the price charged.
 * - A promotion (a promotion price below the regular price) strikes the regular price, reason
 *   `promotion`, for every role: the promotion price wins over any wholesale price (§5).
 * - With no promotion, a dealer with a discount and a manager pay their wholesale price (less the
 *   discount, if any); it strikes the retail (regular) price of the same unit, with the reason
 *   `dealer`, `manager` (a fast-order discount) or `wholesale` (a manager without one), and the
 *   price is flagged `wholesale`.
 * - A visitor or a customer never sees a wholesale reason: they pay the promotion or the regular
 *   price.
 * - Nothing is struck unless it is strictly above the buyer's price: a wholesale price at or
 *   above the retail one shows alone (still flagged `wholesale`), and so does a "promotion" price
 *   that is not below the regular one. A struck price never claims a saving that is not there.
 *
 * @example
 * priceView({ price: 1299.99, price_angro: 1000 }, { role: 'dealer', dealerDiscount: 10 });
 * // { price: 90000, struck: 129999, reason: 'dealer', wholesale: true }
 * priceView({ price: 1299.99, promotion_price: 999.5 }, { role: 'visitor' });
 * // { price: 99950, struck: 129999, reason: 'promotion', wholesale: false }
 */
export function priceView(product: PricedProduct, context: PricingContext, coef = 1): PriceView {
  const price = unitPrice(product, context, coef);
  // The retail price of the same unit: unitPrice multiplies by the unit only for a manager.
  const retail =
    context.role === 'manager'
      ? multiply(regularPrice(product), validCoef(coef))
      : regularPrice(product);
  const reason = retail > price ? reasonFor(product, context) : null;
  return {
    price,
    struck: reason === null ? null : retail,
    reason,
    wholesale: paysWholesale(product, context),
  };
}

/**
 * The price struck through beside the buyer's: `priceView(product, context).struck`.
 * @deprecated It drops the reason, and a wholesale discount's struck price is the retail price,
 * not an old one: use `priceView` and show its `reason`.
 */
export function comparePrice(product: PricedProduct, context: PricingContext): Bani | null {
  return priceView(product, context).struck;
}

/** The buyer's price comes from the wholesale price (the branches of `unitPrice` that read it). */
function paysWholesale(product: PricedProduct, context: PricingContext): boolean {
  if (promotionPrice(product) !== null || wholesalePrice(product) === null) return false;
  if (context.role === 'manager') return true;
  // As unitPrice reads it: any dealer discount above 0 sends a dealer to the wholesale price.
  return context.role === 'dealer' && (context.dealerDiscount ?? 0) > 0;
}

/** Why the retail price is above the buyer's (asked only when it is). */
function reasonFor(product: PricedProduct, context: PricingContext): PriceReason | null {
  if (promotionPrice(product) !== null) return 'promotion';
  if (!paysWholesale(product, context)) return null;
  if (context.role === 'dealer') return 'dealer';
  return positivePercent(context.managerDiscount) ? 'manager' : 'wholesale';
}

/** A discount core's `applyDiscount` takes off (a finite percent above 0). */
const positivePercent = (percent: number | null | undefined): boolean =>
  typeof percent === 'number' && Number.isFinite(percent) && percent > 0;

/** The coefficient unitPrice uses: a positive finite number, else 1. */
function validCoef(coef: number): number {
  return Number.isFinite(coef) && coef > 0 ? coef : 1;
}
