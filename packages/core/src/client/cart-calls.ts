import { cartResponseSchema, type CartUpdateRequest } from '../contract/cart.js';
import { emptyResponseSchema } from '../contract/common.js';
import { pathSegment, type CallOptions, type Send } from './transport.js';

/**
 * The server cart of a signed-in customer (§4: anonymous carts stay in the browser). The store
 * actions addProduct, increaseDecreaseProduct and deleteProduct are these calls.
 */
export function cartCalls(send: Send) {
  return {
    /** The cart lines. */
    get: (options?: CallOptions) =>
      send(
        { method: 'GET', path: '/orders/temporary-cart/', response: cartResponseSchema },
        options,
      ),

    /**
     * Adds a product or changes a line (`increment` / `decrement`, or the actual quantity for a
     * manager, §6). Answers the whole cart so the panel shows the server's numbers.
     */
    update: (body: CartUpdateRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/orders/temporary-cart/',
          json: body,
          response: cartResponseSchema,
        },
        options,
      ),

    /** Deletes a line. §7 names the segment productId; §6 says deletes go by cart line id. */
    remove: (lineId: number, options?: CallOptions) =>
      send(
        {
          method: 'DELETE',
          path: `/orders/temporary-cart/${pathSegment(lineId)}`,
          response: emptyResponseSchema,
        },
        options,
      ),

    /** Empties the cart after an order (a GET, as the spec has it). */
    clear: (options?: CallOptions) =>
      send(
        { method: 'GET', path: '/orders/cart-delete-all/', response: emptyResponseSchema },
        options,
      ),
  };
}

export type CartCalls = ReturnType<typeof cartCalls>;
