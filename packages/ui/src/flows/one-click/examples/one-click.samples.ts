import { ApiError } from '@shop/core/client';
import type { CreateOrderResponse, OrderProductAttribute, Product } from '@shop/core/contract';
import { fromPromise } from 'xstate';
import {
  SAMPLE_IMAGES,
  SAMPLE_PRODUCTS,
  sampleProduct,
} from '../../../components/product-card/examples/product-card.examples.js';
import type { FastOrderAttempt } from '../fast-order-body.js';

/**
 * Samples of the one-click order shared by its machine test, view test and stories: a drill
 * (1 299 lei, 14 in stock), a grinder on promotion, a product with 3 left, and fake
 * `placeFastOrder` actors.
 */

/** A regular product: 1 299 lei, 14 in stock. */
export const ONE_CLICK_DRILL: Product = SAMPLE_PRODUCTS.drill;

/** On promotion: 949 lei instead of 1 150 lei, 9 in stock. */
export const ONE_CLICK_GRINDER: Product = SAMPLE_PRODUCTS.grinder;

/** Only three left: the counter stops at 3. */
export const ONE_CLICK_LAST_THREE: Product = sampleProduct({
  id: 131,
  slug: 'set-surubelnite-stanley-6-piese',
  name: 'Set șurubelnițe Stanley, 6 piese',
  image: SAMPLE_IMAGES.screwdrivers,
  price: 245.5,
  balance: 3,
  balance_angro: 12,
});

/** The size chosen on the product page. */
export const ONE_CLICK_ATTRIBUTES: readonly OrderProductAttribute[] = [{ id: 71, title: '12 V' }];

/** A complete contact: the name and the masked phone. */
export const ONE_CLICK_CONTACT = { name: 'Ion Popescu', phone: '+373 (69) 123-456' } as const;

/** What the server answers a fast order. */
export function sampleOrderResponse(id = 5120): CreateOrderResponse {
  return {
    id,
    status: 'process',
    payment_url: null,
    link_token: `token-${id}`,
    items_total: null,
    discount: null,
    shipping_price: null,
    total_price: null,
    price_changes: [],
    purchase: null,
  };
}

/** A lost answer: no response came. */
export const NETWORK_ERROR = new ApiError({
  code: 'network',
  method: 'POST',
  url: '/ru/api/orders/orders/',
});

/** The server refused: not enough stock left. */
export const OUT_OF_STOCK_ERROR = new ApiError({
  code: 'http',
  method: 'POST',
  url: '/ru/api/orders/orders/',
  status: 409,
  body: { detail: 'out_of_stock' },
});

const after = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export interface FakePlaceOptions {
  /** How long the order takes, in ms; `Infinity` never answers (the pending state). @default 10 */
  delayMs?: number;
  /** Every order fails with this error. @default undefined */
  error?: Error;
  /** Called with each attempt (to check the body and key). */
  onAttempt?: (attempt: FastOrderAttempt) => void;
}

/** A fake `placeFastOrder`: answers order 5120 after `delayMs`, or fails with `error`. */
export function fakePlaceFastOrder({ delayMs = 10, error, onAttempt }: FakePlaceOptions = {}) {
  return fromPromise<CreateOrderResponse, FastOrderAttempt>(async ({ input }) => {
    onAttempt?.(input);
    if (delayMs === Infinity) return new Promise<never>(() => undefined);
    await after(delayMs);
    if (error !== undefined) throw error;
    return sampleOrderResponse();
  });
}
