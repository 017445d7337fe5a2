import { cartResponseSchema } from '@shop/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { cartLines } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import { call, demoToken, expectProblem } from '../../test/http.js';
import { signedUp } from '../accounts/accounts.test-helpers.js';
import { PLAIN, setProduct } from '../orders/orders.test-helpers.js';

const CART = '/orders/temporary-cart/';

/**
 * The server cart of §7 "Cart" over HTTP: merge and caps by role, units and parameter items,
 * deletes by line id, and that nobody reaches another account's cart. Run by cart.test.ts
 * (PGlite) and cart.pg.test.ts (PostgreSQL).
 */
export function cartSuite(driver: Driver): void {
  describe(`cart (${driver})`, () => {
    let api: TestApi;
    let customer: string;
    let other: string;
    let dealer: string;
    let manager: string;
    const cart = async (token: string) => {
      const response = await call(api, 'GET', CART, { token });
      expect(response.statusCode, response.body).toBe(200);
      return cartResponseSchema.parse(response.json());
    };
    const update = (token: string, body: Record<string, unknown>) =>
      call(api, 'POST', CART, { token, body });

    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 12 }, poolSize: 12 });
      customer = (await signedUp(api)).token;
      other = (await signedUp(api)).token;
      dealer = await demoToken(api, 'dealer');
      manager = await demoToken(api, 'manager');
    });
    afterAll(() => api.close());
    beforeEach(async () => {
      await api.database.db.delete(cartLines);
      for (const id of [1, 2, 3]) await setProduct(api, id, PLAIN);
    });

    it('adds, merges, sets and steps down a line, within the stock', async () => {
      await setProduct(api, 1, { balance: 6 });
      const response = await update(customer, { product: 1, quantity: 2, increment: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(cartResponseSchema.parse(response.json())).toMatchObject([
        { quantity: 2, pricePerOne: 100, products_units: null, product: { id: 1 } },
      ]);
      await update(customer, { product: 1, quantity: 3, increment: true });
      expect((await cart(customer))[0]?.quantity).toBe(5);
      // Merging past the stock stops at the stock (§4 "capped at balance").
      await update(customer, { product: 1, quantity: 3, increment: true });
      expect((await cart(customer))[0]?.quantity).toBe(6);
      // Setting (a manager's "actual quantity") is capped too; stepping down never goes below 1.
      await update(customer, { product: 1, quantity: 4 });
      expect((await cart(customer))[0]?.quantity).toBe(4);
      await update(customer, { product: 1, quantity: 10, decrement: true });
      expect((await cart(customer))[0]?.quantity).toBe(1);
      await update(customer, { product: 1, quantity: 99 });
      const lines = await cart(customer);
      expect(lines).toHaveLength(1);
      expect(lines[0]?.quantity).toBe(6);
    });

    it('prices each line for the caller: promotion, dealer discount on the wholesale price', async () => {
      await setProduct(api, 2, { promotionPrice: '90.00' });
      await update(customer, { product: 1, quantity: 1 });
      await update(customer, { product: 2, quantity: 1 });
      expect((await cart(customer)).map((l) => l.pricePerOne)).toEqual([100, 90]);
      // The seeded dealer has 10 % off the wholesale price (80 lei) and draws on wholesale stock.
      await setProduct(api, 1, { balance: 0, balanceAngro: 5 });
      const response = await update(dealer, { product: 1, quantity: 9 });
      expect(response.statusCode, response.body).toBe(200);
      expect(cartResponseSchema.parse(response.json())).toMatchObject([
        { quantity: 5, pricePerOne: 72 },
      ]);
    });

    it("a manager's unit: the box price, a line per unit, boxes within the stock and 100", async () => {
      await setProduct(api, 3, { units: [1, 3], angroMinSaleUnit: 1, balanceAngro: 24 * 150 });
      const response = await update(manager, {
        product: 3,
        quantity: 500,
        products_units: 3,
        increment: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      const [box] = cartResponseSchema.parse(response.json());
      expect(box).toMatchObject({
        quantity: 100,
        pricePerOne: 80 * 24,
        products_units: { id: 3, coef: 24, name_cod: 200 },
        product: { real_product_cart_unit: { id: 3 } },
      });
      await update(manager, { product: 3, quantity: 2, products_units: 1, increment: true });
      expect((await cart(manager)).map((l) => [l.products_units?.id, l.quantity])).toEqual([
        [3, 100],
        [1, 2],
      ]);
      await setProduct(api, 3, { angroMinSaleUnit: 200 });
      expectProblem(
        await update(manager, { product: 3, quantity: 1, products_units: 1 }),
        400,
        'invalid_request',
        { products_units: 'invalid' },
      );
    });

    it('refuses a box at the price of a piece to anyone but a manager', async () => {
      await setProduct(api, 3, { units: [1, 3] });
      expectProblem(
        await update(customer, { product: 3, quantity: 1, products_units: 3 }),
        400,
        'invalid_request',
        { products_units: 'invalid' },
      );
      expect(await cart(customer)).toEqual([]);
    });

    it('chosen parameter items make their own line and come back with their titles', async () => {
      await setProduct(api, 2, {
        parameters: [
          {
            id: 9,
            title: { ro: 'Mărime', en: 'Size', ru: 'Размер' },
            items: [
              { id: 91, title: { ro: 'Mic', en: 'Small', ru: 'Малый' }, checked: true, slug: null },
              {
                id: 92,
                title: { ro: 'Mare', en: 'Large', ru: 'Большой' },
                checked: false,
                slug: null,
              },
            ],
          },
        ],
      });
      await update(customer, { product: 2, quantity: 1, product_atributes: [91] });
      await update(customer, { product: 2, quantity: 1, product_atributes: [92] });
      await update(customer, { product: 2, quantity: 1, product_atributes: [91], increment: true });
      const response = await call(api, 'GET', CART, { token: customer, language: 'en' });
      expect(cartResponseSchema.parse(response.json())).toMatchObject([
        { quantity: 2, product_atributes: [{ id: 91, title: 'Small' }] },
        { quantity: 1, product_atributes: [{ id: 92, title: 'Large' }] },
      ]);
      expectProblem(
        await update(customer, { product: 2, quantity: 1, product_atributes: [93] }),
        400,
        'invalid_request',
        { product_atributes: 'invalid' },
      );
    });

    it('refuses what cannot be in a cart: nothing in stock, no such product, bad input', async () => {
      await setProduct(api, 1, { balance: 0 });
      const empty = await update(customer, { product: 1, quantity: 1 });
      expectProblem(empty, 409, 'out_of_stock');
      expect(empty.json()).toMatchObject({ products: [{ product_id: 1, available: 0 }] });
      expectProblem(
        await update(customer, { product: 99_999, quantity: 1 }),
        400,
        'invalid_request',
        {
          product: 'invalid',
        },
      );
      expectProblem(await update(customer, { product: 2, quantity: 0 }), 400, 'invalid_request', {
        quantity: 'required',
      });
      expectProblem(
        await update(customer, { product: 2, quantity: 1, increment: true, decrement: true }),
        400,
        'invalid_request',
      );
      expectProblem(
        await update(customer, { product: 2, quantity: 1, price: 1 }),
        400,
        'invalid_request',
      );
      expectProblem(
        await update(customer, { product: 2, quantity: 1, decrement: true }),
        404,
        'not_found',
      );
      expect(await cart(customer)).toEqual([]);
    });

    it('a full cart refuses a new line', async () => {
      await update(customer, { product: 1, quantity: 1 });
      const [first] = await api.database.db.select().from(cartLines);
      if (!first) throw new Error('no line');
      // 99 more lines of the same product with other parameter items fill the cart to 100.
      await api.database.db.insert(cartLines).values(
        Array.from({ length: 99 }, (_, i) => ({
          userId: first.userId,
          productId: 1,
          attributes: [1000 + i],
          quantity: 1,
        })),
      );
      expectProblem(await update(customer, { product: 2, quantity: 1 }), 409, 'limit_reached');
      // Changing a line that is there still works.
      expect((await update(customer, { product: 1, quantity: 2 })).statusCode).toBe(200);
    });

    it('deletes by line id, only the caller’s; clears only the caller’s cart', async () => {
      await update(customer, { product: 1, quantity: 1 });
      await update(customer, { product: 2, quantity: 1 });
      await update(other, { product: 1, quantity: 1 });
      const [mine] = await cart(customer);
      const [theirs] = await cart(other);
      if (!mine || !theirs) throw new Error('no lines');
      expectProblem(
        await call(api, 'DELETE', `${CART}${theirs.id}`, { token: customer }),
        404,
        'not_found',
      );
      expect((await call(api, 'DELETE', `${CART}${mine.id}`, { token: customer })).statusCode).toBe(
        204,
      );
      expectProblem(
        await call(api, 'DELETE', `${CART}${mine.id}`, { token: customer }),
        404,
        'not_found',
      );
      expectProblem(
        await call(api, 'DELETE', `${CART}abc`, { token: customer }),
        400,
        'invalid_request',
      );
      expect(await cart(customer)).toHaveLength(1);
      const cleared = await call(api, 'GET', '/orders/cart-delete-all/', { token: customer });
      expect(cleared.statusCode).toBe(204);
      expect(await cart(customer)).toEqual([]);
      expect(await cart(other)).toHaveLength(1);
    });

    it('refuses a body naming another account, and every call without a valid token', async () => {
      expectProblem(await update(customer, { user: 1, product: 1, quantity: 1 }), 403, 'forbidden');
      for (const token of [undefined, 'x'.repeat(43)]) {
        const options = token === undefined ? {} : { token };
        expectProblem(await call(api, 'GET', CART, options), 401, 'not_authenticated');
        expectProblem(
          await call(api, 'POST', CART, { ...options, body: { product: 1, quantity: 1 } }),
          401,
          'not_authenticated',
        );
        expectProblem(await call(api, 'DELETE', `${CART}1`, options), 401, 'not_authenticated');
        expectProblem(
          await call(api, 'GET', '/orders/cart-delete-all/', options),
          401,
          'not_authenticated',
        );
      }
      expect(await api.database.db.select().from(cartLines)).toEqual([]);
    });

    it('parallel additions of one account add up exactly', async () => {
      await setProduct(api, 1, { balance: 100 });
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          update(customer, { product: 1, quantity: 1, increment: true }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const lines = await api.database.db
        .select()
        .from(cartLines)
        .where(eq(cartLines.productId, 1));
      expect(lines).toHaveLength(1);
      expect(lines[0]?.quantity).toBe(20);
    });
  });
}
