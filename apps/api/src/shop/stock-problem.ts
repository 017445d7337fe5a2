import type { LocaleCode } from '@shop/core/rules';
import type { LocalizedText } from '../db/schema.js';
import { ApiProblem, ERROR_DETAIL } from '../http/errors.js';
import { pick } from '../http/locale.js';

/** A product the buyer asked more of than is left. */
export interface Shortage {
  productId: number;
  /** Null when the product is gone from the catalogue. */
  name: LocalizedText | null;
  /** How many of the line's unit are left (0 when none or gone). */
  available: number;
  locale: LocaleCode;
}

/**
 * 409 `out_of_stock` naming each short product and what is left, in the request's language, so
 * the stock availability modal can offer the quantity that remains:
 * `{ detail, products: [{ product_id, name, available }] }`.
 */
export function outOfStock(shortages: readonly Shortage[]): ApiProblem {
  return new ApiProblem(409, ERROR_DETAIL.outOfStock, {}, undefined, {
    products: shortages.map((shortage) => ({
      product_id: shortage.productId,
      name: pick(shortage.name, shortage.locale),
      available: Math.max(0, shortage.available),
    })),
  });
}
