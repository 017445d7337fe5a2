import type { PageQuery } from '../contract/common.js';
import {
  couponSchema,
  createOrderResponseSchema,
  orderPageSchema,
  orderSchema,
  type CreateOrderRequest,
  type PromoCodeRequest,
} from '../contract/orders.js';
import { IDEMPOTENCY } from '../rules/constants.js';
import { pathSegment, type CallOptions, type Send } from './transport.js';

export interface CreateOrderOptions extends CallOptions {
  /**
   * A random key made once per checkout submit and sent again on a retry: the server answers a
   * retry with the first answer instead of ordering twice (IDEMPOTENCY).
   */
  idempotencyKey?: string;
}

export interface GetOrderOptions extends CallOptions {
  /** The `link_token` of the create answer: opens the order without an account. */
  linkToken?: string;
}

/** Orders of §7. The store action ordering/fetchOrders (the fast order payload) is `create`. */
export function ordersCalls(send: Send) {
  return {
    /**
     * Places an order: the checkout, the one-click or the manager's fast order, or an abandoned
     * order save. Works with or without a token (the token goes when the client has one).
     */
    create: (body: CreateOrderRequest, options: CreateOrderOptions = {}) =>
      send(
        {
          method: 'POST',
          path: '/ru/api/orders/orders/',
          json: body,
          response: createOrderResponseSchema,
          ...(options.idempotencyKey !== undefined && {
            headers: { [IDEMPOTENCY.header]: options.idempotencyKey },
          }),
        },
        options,
      ),

    /** Checks a discount code; an unknown code is an ApiError whose fieldErrors name `code`. */
    checkPromoCode: (body: PromoCodeRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/ru/api/shop/check-promo-code',
          json: body,
          response: couponSchema,
        },
        options,
      ),

    /** The profile's order list. */
    list: (query: PageQuery = {}, options?: CallOptions) =>
      send({ method: 'GET', path: '/orders/orders/', query, response: orderPageSchema }, options),

    /**
     * One order, for the profile detail and /pages/ordering/{id}: the owner's with the token, a
     * guest's with the link token of its create answer.
     */
    get: (id: number, options: GetOrderOptions = {}) =>
      send(
        {
          method: 'GET',
          path: `/orders/orders/${pathSegment(id)}`,
          query: { token: options.linkToken },
          response: orderSchema,
        },
        options,
      ),
  };
}

export type OrdersCalls = ReturnType<typeof ordersCalls>;
