import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, promoCodes, promoCodeUses, shops } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import { call, nextAddress } from '../../test/http.js';
import {
  checkoutOrder,
  fastOrder,
  line,
  ORDER_URL,
  PLAIN,
  setProduct,
  setShopStock,
  shopStockOf,
  stockOf,
} from './orders.test-helpers.js';

/**
 * Orders under concurrency, on PostgreSQL (PGlite runs one transaction at a time, so races never
 * show there): the last unit sells once, a single-use code applies once, and one Idempotency-Key
 * makes one order. The pool has 20 connections, so the requests really meet in the database.
 */
describe('orders under concurrency (postgres)', () => {
  let api: TestApi;
  const orderCount = async () =>
    (await api.database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

  beforeAll(async () => {
    api = await createTestApi('postgres', { seed: { products: 6 }, poolSize: 20 });
  });
  afterAll(() => api.close());

  describe.each([50, 200])('%i concurrent orders for the last unit', (buyers) => {
    it('exactly one succeeds and the stock ends at 0, 20 times over', async () => {
      await setProduct(api, 1, PLAIN);
      for (let round = 0; round < 20; round++) {
        await setProduct(api, 1, { balance: 1 });
        const before = await orderCount();
        const responses = await Promise.all(
          Array.from({ length: buyers }, (_, buyer) =>
            call(api, 'POST', ORDER_URL, {
              body: fastOrder([line(1, 1)], { phone: `+373690${String(buyer).padStart(5, '0')}` }),
            }),
          ),
        );
        const statuses = responses.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 201)).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(buyers - 1);
        const refused = responses.find((response) => response.statusCode === 409);
        expect(refused?.json()).toMatchObject({
          detail: 'out_of_stock',
          products: [{ product_id: 1, available: 0 }],
        });
        expect((await stockOf(api, 1)).balance).toBe(0);
        expect(await orderCount()).toBe(before + 1);
      }
    });
  });

  it('50 pickups of the last piece in one shop: one order, the shop at 0, the rest of the stock kept', async () => {
    await setProduct(api, 4, PLAIN);
    const [shop] = await api.database.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.pickup, true))
      .orderBy(shops.id)
      .limit(1);
    const shopId = shop?.id ?? 0;
    for (let round = 0; round < 10; round++) {
      await setShopStock(api, shopId, 4, 1);
      const before = await orderCount();
      const balance = (await stockOf(api, 4)).balance;
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, buyer) =>
          call(api, 'POST', ORDER_URL, {
            body: checkoutOrder([line(4, 1)], {
              delivery_method: 'pickup',
              shop: shopId,
              address: '',
              phone: `+373692${String(buyer).padStart(5, '0')}`,
            }),
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      expect(responses.find((response) => response.statusCode === 409)?.json()).toMatchObject({
        detail: 'out_of_stock',
        products: [{ product_id: 4, available: 0 }],
      });
      expect(await shopStockOf(api, shopId, 4)).toBe(0);
      expect((await stockOf(api, 4)).balance).toBe(balance - 1);
      expect(await orderCount()).toBe(before + 1);
    }
  });

  it('a single-use code under 50 parallel checkouts is applied once', async () => {
    await setProduct(api, 2, PLAIN);
    const [code] = await api.database.db
      .insert(promoCodes)
      .values({ code: 'RACE1', kind: 'fixed', value: '20.00', usageLimit: 1 })
      .returning();
    if (!code) throw new Error('no code');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, buyer) =>
        call(api, 'POST', ORDER_URL, {
          body: checkoutOrder([line(2, 1)], {
            promo_code: 'RACE1',
            phone: `+373691${String(buyer).padStart(5, '0')}`,
          }),
        }),
      ),
    );
    const applied = responses.filter((response) => response.statusCode === 201);
    expect(applied).toHaveLength(1);
    expect(applied[0]?.json()).toMatchObject({ discount: '20.00', total_price: '80.00' });
    for (const response of responses) {
      if (response.statusCode === 201) continue;
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ promo_code: { key: 'promoUsedUp' } });
    }
    const [row] = await api.database.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row?.usedCount).toBe(1);
    const uses = await api.database.db
      .select()
      .from(promoCodeUses)
      .where(eq(promoCodeUses.promoCodeId, code.id));
    expect(uses).toHaveLength(1);
    expect((await stockOf(api, 2)).balance).toBe(999);
  });

  it('20 parallel submits with one Idempotency-Key make one order with identical answers', async () => {
    await setProduct(api, 3, PLAIN);
    const before = await orderCount();
    const body = checkoutOrder([line(3, 2)], { phone: '+37369222333' });
    // One guest (one address: a guest's keys are scoped to it) submitting 20 times at once.
    const address = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(api, 'POST', ORDER_URL, {
          body,
          address,
          headers: { 'idempotency-key': 'parallel-submit-0001' },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(
      responses.filter((response) => response.headers['idempotent-replayed'] === 'true'),
    ).toHaveLength(19);
    expect(await orderCount()).toBe(before + 1);
    expect((await stockOf(api, 3)).balance).toBe(998);
  });
});
