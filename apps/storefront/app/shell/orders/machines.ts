import type { Coupon, CreateOrderResponse } from '@shop/core/contract';
import { checkoutMachine, type CheckPromoCodeInput, type PlaceOrderInput } from '@shop/ui';
import { fromPromise } from 'xstate';
import type { CurrentLocale } from '../account/machines.js';

const calls = () => import('../../lib/shop-client.js');

/**
 * The checkout machine of @shop/ui with the storefront's calls (SPEC §4 "Order placement",
 * "Coupon"). A real order is sent with its idempotency key and stops with the page; an
 * abandoned-order save is sent with `keepalive`, as it may start while the shopper leaves.
 */
export function checkoutMachineFor(locale: CurrentLocale) {
  return checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<CreateOrderResponse, PlaceOrderInput>(async ({ input, signal }) => {
        const { shopClient, leavingClient } = await calls();
        if (input.body.is_abandoned === true) {
          return leavingClient(locale()).orders.create(input.body);
        }
        return shopClient(locale()).orders.create(input.body, {
          idempotencyKey: input.idempotencyKey,
          signal,
        });
      }),
      checkPromoCode: fromPromise<Coupon, CheckPromoCodeInput>(async ({ input, signal }) =>
        (await calls())
          .shopClient(locale())
          .orders.checkPromoCode({ code: input.code, total_price: input.total }, { signal }),
      ),
    },
  });
}
