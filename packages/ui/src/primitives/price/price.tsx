import type { PriceView } from '@shop/core/rules';
import type { VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { ProductPrice, priceVariants } from './product-price.js';

export { priceVariants };

export interface PriceProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof priceVariants> {
  /** The regular price, in bani (1 leu = 100 bani). @example <Price price={129900} /> */
  price: number;
  /**
   * The promotion price in bani. `null`, `undefined` or 0 mean no promotion (SPEC §3); otherwise
   * it is shown emphasised and the regular price struck through.
   * @default undefined
   */
  promotionPrice?: number | null;
  /**
   * The price is the wholesale price (price_angro) of a dealer or a manager: labelled as such.
   * @default false
   */
  wholesale?: boolean;
}

/**
 * A price in lei from figures given one by one: regular, promotion (new price emphasised, old
 * struck through and announced as the old price) or wholesale. A product's price for a buyer is
 * `ProductPrice`, which takes core's `priceView` and so also strikes a wholesale buyer's retail
 * price; this one draws the same way.
 */
export function Price({
  price,
  promotionPrice,
  wholesale = false,
  ...props
}: PriceProps): ReactNode {
  const promotion = typeof promotionPrice === 'number' && promotionPrice > 0;
  const view: PriceView = promotion
    ? { price: promotionPrice, struck: price, reason: 'promotion', wholesale }
    : { price, struck: null, reason: null, wholesale };
  return <ProductPrice view={view} {...props} />;
}
