import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Driver } from '../db/client.js';
import { cartLines, favourites, reviews } from '../db/schema.js';
import { createTestApi, type TestApi } from '../test/harness.js';
import { call, demoToken } from '../test/http.js';
import { signedUp } from './accounts/accounts.test-helpers.js';
import {
  checkoutOrder,
  fastOrder,
  line,
  ORDER_URL,
  PLAIN,
  setProduct,
} from './orders/orders.test-helpers.js';

/** Who calls: nobody, customer A (who owns the data below), customer B, the dealer, the manager. */
const WHO = ['visitor', 'customerA', 'customerB', 'dealer', 'manager'] as const;
type Who = (typeof WHO)[number];

/** What A owns before each call: a cart line, a favourite, an order and one paid by transfer. */
interface Owned {
  aId: number;
  cartLineId: number;
  orderId: number;
  transferOrderId: number;
}

interface Action {
  name: string;
  /** The call; `n` is a number unique to this run (products to review, phones). */
  send: (
    api: TestApi,
    token: string | undefined,
    owned: Owned,
    n: number,
  ) => Promise<LightMyRequestResponse>;
  expected: Record<Who, number>;
}

const everyoneSignedIn = (status: number) => ({
  visitor: 401,
  customerA: status,
  customerB: status,
  dealer: status,
  manager: status,
});

/** Only A may: the others get `others` (404 where existence is not confirmed, 403 for a body). */
const onlyA = (status: number, others: number) => ({
  visitor: 401,
  customerA: status,
  customerB: others,
  dealer: others,
  manager: others,
});

const opt = (token: string | undefined) => (token === undefined ? {} : { token });

/**
 * The access matrix of issue 7: five callers × the cart, favourites, orders and reviews, each
 * cell the status it must answer. A's data is put back before every cell, so the cells do not
 * depend on one another.
 */
const ACTIONS: Action[] = [
  {
    name: 'GET cart',
    send: (api, token) => call(api, 'GET', '/orders/temporary-cart/', opt(token)),
    expected: everyoneSignedIn(200),
  },
  {
    name: 'POST cart (add a product)',
    send: (api, token) =>
      call(api, 'POST', '/orders/temporary-cart/', {
        ...opt(token),
        body: { product: 2, quantity: 1, increment: true },
      }),
    expected: everyoneSignedIn(200),
  },
  {
    name: "POST cart naming A's account",
    send: (api, token, owned) =>
      call(api, 'POST', '/orders/temporary-cart/', {
        ...opt(token),
        body: { user: owned.aId, product: 2, quantity: 1 },
      }),
    expected: onlyA(200, 403),
  },
  {
    name: "DELETE A's cart line",
    send: (api, token, owned) =>
      call(api, 'DELETE', `/orders/temporary-cart/${owned.cartLineId}`, opt(token)),
    expected: onlyA(204, 404),
  },
  {
    name: 'GET cart-delete-all',
    send: (api, token) => call(api, 'GET', '/orders/cart-delete-all/', opt(token)),
    expected: everyoneSignedIn(204),
  },
  {
    name: 'GET favourites',
    send: (api, token) => call(api, 'GET', '/shop/favorite-products/', opt(token)),
    expected: everyoneSignedIn(200),
  },
  {
    name: 'GET favourite ids',
    send: (api, token) => call(api, 'GET', '/shop/favorite-products-ids/', opt(token)),
    expected: everyoneSignedIn(200),
  },
  {
    name: 'POST favourite',
    send: (api, token) =>
      call(api, 'POST', '/shop/favorite-products/', { ...opt(token), body: { product: 3 } }),
    expected: everyoneSignedIn(201),
  },
  {
    name: "POST favourite naming A's account",
    send: (api, token, owned) =>
      call(api, 'POST', '/shop/favorite-products/', {
        ...opt(token),
        body: { user: owned.aId, product: 3 },
      }),
    expected: onlyA(201, 403),
  },
  {
    name: "DELETE A's favourite naming A's account",
    send: (api, token, owned) =>
      call(api, 'DELETE', '/shop/favorite-products/', {
        ...opt(token),
        body: { user: owned.aId, product: 1 },
      }),
    expected: onlyA(204, 403),
  },
  {
    name: 'GET favorite-products-delete-all',
    send: (api, token) => call(api, 'GET', '/shop/favorite-products-delete-all/', opt(token)),
    expected: everyoneSignedIn(204),
  },
  {
    name: 'GET orders',
    send: (api, token) => call(api, 'GET', '/orders/orders/', opt(token)),
    expected: everyoneSignedIn(200),
  },
  {
    name: "GET A's order",
    send: (api, token, owned) => call(api, 'GET', `/orders/orders/${owned.orderId}`, opt(token)),
    expected: onlyA(200, 404),
  },
  {
    name: "GET A's pro-forma invoice",
    send: (api, token, owned) =>
      call(api, 'GET', `/orders/orders/${owned.transferOrderId}/invoice.pdf`, opt(token)),
    expected: onlyA(200, 404),
  },
  {
    // Open to all (a dealer sees what the wholesale stock allows); a stale token is refused.
    name: 'GET stock in shops',
    send: (api, token) => call(api, 'GET', '/api/shops/stock?items=1:1', opt(token)),
    expected: { visitor: 200, customerA: 200, customerB: 200, dealer: 200, manager: 200 },
  },
  {
    name: 'POST a one-click order',
    send: (api, token, _owned, n) =>
      call(api, 'POST', ORDER_URL, {
        ...opt(token),
        body: fastOrder([line(1, 1)], { phone: `+373692${String(n).padStart(5, '0')}` }),
      }),
    expected: { visitor: 201, customerA: 201, customerB: 201, dealer: 201, manager: 201 },
  },
  {
    name: "POST a checkout order naming A's account",
    send: (api, token, owned) =>
      call(api, 'POST', ORDER_URL, {
        ...opt(token),
        body: checkoutOrder([line(1, 1)], { user: owned.aId }),
      }),
    expected: onlyA(201, 403),
  },
  {
    name: "POST an order with a manager's discount",
    send: (api, token) =>
      call(api, 'POST', ORDER_URL, {
        ...opt(token),
        body: fastOrder([line(1, 1)], { manager_discount: 10 }),
      }),
    expected: { visitor: 403, customerA: 403, customerB: 403, dealer: 403, manager: 201 },
  },
  {
    name: 'POST a review',
    send: (api, token, _owned, n) =>
      call(api, 'POST', '/shop/reviews/', {
        ...opt(token),
        body: { product: 4 + (n % 8), grade: 4, text: 'Merge bine, recomand.' },
      }),
    expected: everyoneSignedIn(201),
  },
];

export function accessMatrixSuite(driver: Driver): void {
  describe(`access matrix: who may do what to whose data (${driver})`, () => {
    let api: TestApi;
    const tokens: Partial<Record<Who, string>> = {};
    let owned: Owned;
    let run = 0;

    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 12 } });
      for (const id of [1, 2, 3]) await setProduct(api, id, PLAIN);
      const a = await signedUp(api);
      tokens.customerA = a.token;
      tokens.customerB = (await signedUp(api)).token;
      tokens.dealer = await demoToken(api, 'dealer');
      tokens.manager = await demoToken(api, 'manager');
      const order = await call(api, 'POST', ORDER_URL, {
        token: a.token,
        body: fastOrder([line(1, 1)]),
      });
      expect(order.statusCode, order.body).toBe(201);
      const transfer = await call(api, 'POST', ORDER_URL, {
        token: a.token,
        body: checkoutOrder([line(2, 1)], {
          user: a.id,
          person_type: 'juridical',
          company_name: 'Lemn și Piatră SRL',
          pay_method: 'bank_transfer',
        }),
      });
      expect(transfer.statusCode, transfer.body).toBe(201);
      owned = {
        aId: a.id,
        cartLineId: 0,
        orderId: order.json<{ id: number }>().id,
        transferOrderId: transfer.json<{ id: number }>().id,
      };
    });
    afterAll(() => api.close());

    beforeEach(async () => {
      const { db } = api.database;
      // A's cart line and favourite, as they were; the others' reviews go so each may review again.
      await db.delete(reviews).where(eq(reviews.text, 'Merge bine, recomand.'));
      await db
        .delete(cartLines)
        .where(and(eq(cartLines.userId, owned.aId), eq(cartLines.productId, 1)));
      const [cartLine] = await db
        .insert(cartLines)
        .values({ userId: owned.aId, productId: 1, quantity: 1 })
        .returning({ id: cartLines.id });
      owned.cartLineId = cartLine?.id ?? 0;
      await db.insert(favourites).values({ userId: owned.aId, productId: 1 }).onConflictDoNothing();
      await db.delete(favourites).where(eq(favourites.productId, 3));
    });

    const cells = ACTIONS.flatMap((action) =>
      WHO.map((who) => ({ action, who, status: action.expected[who] })),
    );

    it.each(cells)('$action.name as $who → $status', async ({ action, who, status }) => {
      run += 1;
      const response = await action.send(api, tokens[who], owned, run);
      expect(response.statusCode, response.body).toBe(status);
    });

    it("nobody else's answers show A's cart line or favourite", async () => {
      for (const who of ['customerB', 'dealer', 'manager'] as const) {
        const cart = await call(api, 'GET', '/orders/temporary-cart/', opt(tokens[who]));
        expect(cart.json<{ id: number }[]>().map((l) => l.id)).not.toContain(owned.cartLineId);
        const favs = await call(api, 'GET', '/shop/favorite-products/', opt(tokens[who]));
        const ids = favs.json<{ results: { product: { id: number } }[] }>().results;
        expect(ids.map((f) => f.product.id)).not.toContain(1);
      }
      const mine = await call(api, 'GET', '/orders/temporary-cart/', opt(tokens.customerA));
      expect(mine.json<{ id: number }[]>().map((l) => l.id)).toContain(owned.cartLineId);
    });
  });
}
