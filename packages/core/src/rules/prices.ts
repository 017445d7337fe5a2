import { applyDiscount, multiply, toBani, type Bani } from './money.js';
import { isWholesaleRole, type Role } from './roles.js';

/**
 * Prices of SPEC §5 "Line total" and §6. The storefront shows and the server charges the result
 * of these functions, so the two can never disagree. Amounts come in lei (number or decimal
 * string, as the API sends them) and leave as integer bani.
 */

/** The price fields of a product (§3) that pricing reads. */
export interface PricedProduct {
  price: number | string;
  /** null or 0 means no promotion. */
  promotion_price?: number | string | null;
  /** Wholesale price; null or 0 means none. */
  price_angro?: number | string | null;
}

/** The stock fields of a product (§3). */
export interface StockedProduct {
  balance?: number | null;
  balance_angro?: number | null;
}

/** Who buys, with the discounts that apply to them. */
export interface PricingContext {
  role: Role;
  /** Dealer discount percent on the wholesale price (dealer_info.dealer_discount). */
  dealerDiscount?: number | null;
  /** Manager fast-order discount percent on the wholesale price. */
  managerDiscount?: number | null;
}

const positive = (value: number | string | null | undefined): Bani | null => {
  const bani = toBani(value);
  return bani !== null && bani > 0 ? bani : null;
};

/** The promotion price in bani, or null when there is none (null, 0 or not a number). */
export function promotionPrice(product: PricedProduct): Bani | null {
  return positive(product.promotion_price);
}

/** The regular price in bani (0 when the API sends nothing usable). */
export function regularPrice(product: PricedProduct): Bani {
  return positive(product.price) ?? 0;
}

/** The wholesale price in bani, or null when the product has none. */
export function wholesalePrice(product: PricedProduct): Bani | null {
  return positive(product.price_angro);
}

/** Whether a product shows as on promotion: a promotion price is present. */
export function hasPromotion(product: PricedProduct): boolean {
  return promotionPrice(product) !== null;
}

/**
 * The price of one unit for this buyer, in bani.
 * - Visitor or customer: the promotion price if present, else the regular price.
 * - Dealer: the promotion price if present; otherwise the wholesale price less the dealer
 *   discount when the dealer has one (and the product a wholesale price); otherwise the regular
 *   price.
 * - Manager: the promotion price if present; otherwise the wholesale price (if present) less the
 *   optional fast-order discount; otherwise the regular price. Times the unit coefficient (a box of
 *   12 costs twelve pieces).
 */
export function unitPrice(product: PricedProduct, context: PricingContext, coef = 1): Bani {
  const promotion = promotionPrice(product);
  const wholesale = wholesalePrice(product);
  switch (context.role) {
    case 'visitor':
    case 'customer':
      return promotion ?? regularPrice(product);
    case 'dealer':
      if (promotion !== null) return promotion;
      if (wholesale !== null && context.dealerDiscount && context.dealerDiscount > 0) {
        return applyDiscount(wholesale, context.dealerDiscount);
      }
      return regularPrice(product);
    case 'manager': {
      const base =
        promotion ??
        (wholesale !== null ? applyDiscount(wholesale, context.managerDiscount) : null) ??
        regularPrice(product);
      return multiply(base, validCoef(coef));
    }
  }
}

/** A line's total: the unit price times the quantity (quantities below 0 count as 0). */
export function lineTotal(
  product: PricedProduct,
  quantity: number,
  context: PricingContext,
  coef = 1,
): Bani {
  return multiply(unitPrice(product, context, coef), Math.max(0, Math.trunc(quantity)));
}

/** Stock shown: balance_angro for a manager or dealer, otherwise balance (§6). */
export function stockShown(product: StockedProduct, role: Role): number {
  const stock = isWholesaleRole(role) ? product.balance_angro : product.balance;
  return typeof stock === 'number' && Number.isFinite(stock) ? Math.max(0, Math.trunc(stock)) : 0;
}

function validCoef(coef: number): number {
  return Number.isFinite(coef) && coef > 0 ? coef : 1;
}
