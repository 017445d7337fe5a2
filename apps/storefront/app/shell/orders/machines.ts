import type { Coupon, CreateOrderResponse } from '@shop/core/contract';
import {
  checkoutMachine,
  fastOrderMachine,
  oneClickMachine,
  type CheckoutShop,
  type CheckPromoCodeInput,
  type FastOrderAttempt,
  type PickupShopsInput,
  type PlaceOrderInput,
} from '@shop/ui';
import { fromPromise } from 'xstate';
import type { CurrentLocale } from '../account/machines.js';

const calls = () => import('../../lib/shop-client.js');

/**
 * The checkout machine of @shop/ui with the storefront's calls (SPEC §4 "Order placement",
 * "Coupon") and the pickup shops' stock. A real order is sent with its idempotency key and
 * stops with the page; an abandoned-order save is sent with `keepalive`, as it may start while
 * the shopper leaves.
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
      // What each pickup shop has of the cart's lines (GET /api/shops/stock).
      pickupShops: fromPromise<readonly CheckoutShop[], PickupShopsInput>(
        async ({ input, signal }) =>
          input.lines.length === 0
            ? input.shops
            : (await calls()).pickupShops(locale(), input, signal),
      ),
    },
  });
}

/** Places a one-click or a manager's fast order, sent again with the same key on a retry. */
function placeFastOrder(locale: CurrentLocale) {
  return fromPromise<CreateOrderResponse, FastOrderAttempt>(async ({ input, signal }) =>
    (await calls()).shopClient(locale()).orders.create(input.body, {
      idempotencyKey: input.idempotencyKey,
      signal,
    }),
  );
}

/** The one-click order's machine (SPEC §4 "One-click modal") with the storefront's call. */
export function oneClickMachineFor(locale: CurrentLocale) {
  return oneClickMachine.provide({ actors: { placeFastOrder: placeFastOrder(locale) } });
}

/** The manager's fast order's machine (SPEC §2 /pages/fast-order) with the storefront's call. */
export function fastOrderMachineFor(locale: CurrentLocale) {
  return fastOrderMachine.provide({ actors: { placeFastOrder: placeFastOrder(locale) } });
}
