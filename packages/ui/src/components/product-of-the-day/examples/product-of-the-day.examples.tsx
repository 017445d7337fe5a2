import type { ReactNode } from 'react';
import { SAMPLE_PRODUCTS } from '../../product-card/examples/product-card.examples.js';
import { ProductOfTheDay, type ProductOfTheDayProps } from '../product-of-the-day.js';

/** Midnight in Chișinău (UTC+2 in winter) that ends the sample day. */
export const SAMPLE_DAY_END = '2026-11-27T22:00:00+00:00';
/** A fixed "now" 2 h 30 min 5 s before it, so the countdown reads 02:30:05. */
export const SAMPLE_NOW = Date.parse('2026-11-27T19:29:55Z');

/** The strip inside the page's 1280 px column, frozen in time. */
export function ProductOfTheDayExample(props: Partial<ProductOfTheDayProps>): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:p-3 shop:bp744:p-6">
      <ProductOfTheDay
        product={SAMPLE_PRODUCTS.grinder}
        endsAt={SAMPLE_DAY_END}
        now={SAMPLE_NOW}
        {...props}
      />
    </div>
  );
}
