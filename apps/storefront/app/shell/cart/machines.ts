import type {
  CartLine,
  CartUpdateRequest,
  Product,
  ValidateProductsResponse,
} from '@shop/core/contract';
import { cartMachine } from '@shop/ui';
import { fromPromise } from 'xstate';
import type { CurrentLocale } from '../account/machines.js';

const calls = () => import('../../lib/shop-client.js');

/**
 * The cart machine of @shop/ui with the storefront's calls (SPEC §4 "Cart panel", §7 "Cart"): a
 * visitor's lines are checked against validate-products and reloaded by ids, a signed-in
 * customer's live on the server. Like the account's machines, the API client loads when a call
 * is first made.
 */
export function cartMachineFor(locale: CurrentLocale) {
  const client = async () => (await calls()).shopClient(locale());
  return cartMachine.provide({
    actors: {
      validateProducts: fromPromise<ValidateProductsResponse, { ids: number[] }>(
        async ({ input, signal }) =>
          (await client()).catalogue.validateProducts({ product_ids: input.ids }, { signal }),
      ),
      loadProducts: fromPromise<Product[], { ids: number[] }>(async ({ input, signal }) =>
        (await client()).catalogue.productsByIds(input.ids, { signal }),
      ),
      fetchCart: fromPromise<CartLine[]>(async ({ signal }) =>
        (await client()).cart.get({ signal }),
      ),
      updateLine: fromPromise<CartLine[], CartUpdateRequest>(async ({ input, signal }) =>
        (await client()).cart.update(input, { signal }),
      ),
      removeLine: fromPromise<void, { lineId: number }>(async ({ input, signal }) => {
        await (await client()).cart.remove(input.lineId, { signal });
      }),
      clearCart: fromPromise<void>(async ({ signal }) => {
        await (await client()).cart.clear({ signal });
      }),
    },
  });
}
