import type { PageQuery } from '../contract/common.js';
import {
  couponSchema,
  createOrderResponseSchema,
  orderPageSchema,
  orderSchema,
  type CreateOrderRequest,
  type PromoCodeRequest,
} from '../contract/orders.js';
import { pathSegment, type CallOptions, type Send } from './transport.js';

/** Orders of §7. The store action ordering/fetchOrders (the fast order payload) is `create`. */
export function ordersCalls(send: Send) {
  return {
    /**
     * Places an order: the checkout, the one-click or the manager's fast order, or an abandoned
     * order save. Works with or without a token (the token goes when the client has one).
     */
    create: (body: CreateOrderRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/ru/api/orders/orders/',
          json: body,
          response: createOrderResponseSchema,
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

    /** One order, for the profile detail and /pages/ordering/{id}. */
    get: (id: number, options?: CallOptions) =>
      send(
        { method: 'GET', path: `/orders/orders/${pathSegment(id)}`, response: orderSchema },
        options,
      ),
  };
}

export type OrdersCalls = ReturnType<typeof ordersCalls>;
