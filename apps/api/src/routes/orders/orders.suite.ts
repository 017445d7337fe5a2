import {
  couponSchema,
  createOrderResponseSchema,
  orderPageSchema,
  orderSchema,
  shopStockResponseSchema,
} from '@shop/core/contract';
import {
  addDays,
  DELIVERY_DATE_WINDOW_DAYS,
  invoiceDueDay,
  payMethodsFor,
  pickupHeldUntil,
  shopDay,
} from '@shop/core/rules';
import { count, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import {
  orderLines,
  orders,
  promoCodes,
  promoCodeUses,
  requisites,
  shops,
} from '../../db/schema.js';
import { INVOICES_PER_HOUR, invoiceRule } from '../../orders/limits.js';
import { changeOrderStatus } from '../../orders/status.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApi, outboxFor, type TestApi } from '../../test/harness.js';
import { call, demoToken, expectProblem, nextAddress } from '../../test/http.js';
import { juridicalBody, signedUp } from '../accounts/accounts.test-helpers.js';
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

const PROMO_URL = '/ru/api/shop/check-promo-code';

/**
 * Orders and discount codes (§4 "Order placement", "Coupon", §7 "Orders") over HTTP: server
 * prices for every role whatever the client sent, stock taken with the order, shortages named,
 * link tokens for guests, owners only, abandoned-checkout saves, Idempotency-Key, and the codes'
 * dates, minimums and limits. Run by orders.test.ts (PGlite) and orders.pg.test.ts (PostgreSQL);
 * the races are in orders-race.pg.test.ts.
 */
export function ordersSuite(driver: Driver): void {
  describe(`orders (${driver})`, () => {
    let api: TestApi;
    let customer: { token: string; id: number };
    let other: { token: string; id: number };
    let dealer: string;
    let manager: string;

    const order = (
      body: unknown,
      options: { token?: string; address?: string; key?: string } = {},
    ) =>
      call(api, 'POST', ORDER_URL, {
        body,
        ...(options.token !== undefined && { token: options.token }),
        ...(options.address !== undefined && { address: options.address }),
        ...(options.key !== undefined && { headers: { 'idempotency-key': options.key } }),
      });
    const placed = (response: LightMyRequestResponse) => {
      expect(response.statusCode, response.body).toBe(201);
      return createOrderResponseSchema.parse(response.json());
    };
    const orderCount = async () =>
      (await api.database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 12 } });
      customer = await signedUp(api);
      other = await signedUp(api);
      dealer = await demoToken(api, 'dealer');
      manager = await demoToken(api, 'manager');
    });
    afterAll(() => api.close());
    beforeEach(async () => {
      for (const id of [1, 2, 3, 4]) await setProduct(api, id, PLAIN);
    });

    describe('placing', () => {
      it('a guest one-click order: server prices, stock taken, link token, purchase event', async () => {
        const answer = placed(await order(fastOrder([line(1, 2, { unit_price: '1.00' })])));
        expect(answer).toMatchObject({
          status: 'process',
          payment_url: null,
          items_total: 200,
          discount: 0,
          // Its delivery is agreed on the phone: no fee is noted.
          shipping_price: 0,
          total_price: 200,
          price_changes: [{ product_id: 1, sent: 1, charged: 100 }],
          purchase: {
            transaction_id: String(answer.id),
            currency: 'MDL',
            value: 200,
            shipping: 0,
            items: [{ price: 100, quantity: 2, affiliation: 'Website' }],
            // §7: the buyer's phone; a one-click order has no e-mail.
            user_phone: '+37369111222',
          },
        });
        expect(answer.purchase).not.toHaveProperty('user_email');
        expect(answer.link_token).toMatch(/^[\w-]{43}$/);
        expect(await stockOf(api, 1)).toEqual({ balance: 998, balanceAngro: 1000 });
        const [row] = await api.database.db.select().from(orders).where(eq(orders.id, answer.id));
        expect(row).toMatchObject({
          userId: null,
          isFastOrder: true,
          // Neither chosen by the shopper: both are agreed on the phone.
          payMethod: null,
          deliveryMethod: null,
          shippingPrice: '0.00',
          role: 'visitor',
          totalPrice: '200.00',
          clientTotal: '1.00',
        });
        expect(row?.linkTokenHash).not.toContain(answer.link_token);
      });

      it('opens a guest order only with its link token', async () => {
        const answer = placed(await order(fastOrder([line(2, 1)])));
        const url = `/orders/orders/${answer.id}`;
        const read = await call(api, 'GET', `${url}?token=${answer.link_token}`);
        expect(read.statusCode, read.body).toBe(200);
        expect(orderSchema.parse(read.json())).toMatchObject({
          id: answer.id,
          status: 'process',
          steps_reached: 1,
          total_price: 100,
          is_fast_order: true,
          order_products: [{ product_id: 2, quantity: 1, unit_price: 100, product: { id: 2 } }],
        });
        expectProblem(await call(api, 'GET', `${url}?token=${'a'.repeat(43)}`), 404, 'not_found');
        expectProblem(await call(api, 'GET', `${url}?token=short`), 404, 'not_found');
        expectProblem(await call(api, 'GET', url), 401, 'not_authenticated');
        expectProblem(await call(api, 'GET', url, { token: customer.token }), 404, 'not_found');
      });

      it("prices for the caller's role: promotion, dealer discount, manager unit and discount", async () => {
        await setProduct(api, 1, { promotionPrice: '90.00' });
        const visitor = placed(await order(fastOrder([line(1, 1), line(2, 1)])));
        expect(visitor.total_price).toBe(190);

        const byDealer = placed(await order(fastOrder([line(2, 2)]), { token: dealer }));
        expect(byDealer.total_price).toBe(144); // 80 lei wholesale less 10 %, twice
        expect(await stockOf(api, 2)).toEqual({ balance: 999, balanceAngro: 998 });

        await setProduct(api, 3, { units: [1, 3], angroMinSaleUnit: 200 });
        const boxes = placed(
          await order(fastOrder([line(3, 2, { products_units: 3 })], { manager_discount: 5 }), {
            token: manager,
          }),
        );
        expect(boxes.total_price).toBe(2 * 76 * 24);
        expect(await stockOf(api, 3)).toEqual({ balance: 1000, balanceAngro: 1000 - 48 });
        const [row] = await api.database.db.select().from(orders).where(eq(orders.id, boxes.id));
        expect(row).toMatchObject({ role: 'manager', managerDiscount: '5.00' });
        const lines = await api.database.db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, boxes.id));
        expect(lines).toMatchObject([
          {
            quantity: 2,
            pieces: 48,
            unitPrice: '1824.00',
            unit: { id: 3, coef: 24, nameCod: 200 },
          },
        ]);
      });

      it('refuses units a buyer may not use and a manager above 100 units', async () => {
        await setProduct(api, 3, { units: [1, 3], angroMinSaleUnit: 200 });
        expectProblem(
          await order(fastOrder([line(3, 1, { products_units: 1 })]), { token: manager }),
          400,
          'invalid_request',
          { 'order_products.0.products_units': 'invalid' },
        );
        expectProblem(
          await order(fastOrder([line(3, 1)]), { token: manager }),
          400,
          'invalid_request',
          { 'order_products.0.products_units': 'invalid' },
        );
        expectProblem(
          await order(fastOrder([line(3, 1, { products_units: 3 })]), { token: customer.token }),
          400,
          'invalid_request',
          { 'order_products.0.products_units': 'invalid' },
        );
        expectProblem(
          await order(
            fastOrder([line(3, 60, { products_units: 3 }), line(3, 41, { products_units: 3 })]),
            {
              token: manager,
            },
          ),
          400,
          'invalid_request',
          // The second line takes the product's units past 100.
          { 'order_products.1.quantity': 'invalid' },
        );
        expect(await stockOf(api, 3)).toEqual({ balance: 1000, balanceAngro: 1000 });
      });

      it("a manager's discount is refused to anyone else; a checkout's user must be the caller", async () => {
        const discounted = fastOrder([line(1, 1)], { manager_discount: 50 });
        expectProblem(await order(discounted), 403, 'forbidden');
        expectProblem(await order(discounted, { token: dealer }), 403, 'forbidden');
        const mine = checkoutOrder([line(1, 1)], { user: customer.id });
        expectProblem(await order(mine, { token: other.token }), 403, 'forbidden');
        expectProblem(await order(mine), 401, 'not_authenticated');
        expectProblem(await order(mine, { token: 'x'.repeat(43) }), 401, 'not_authenticated');
        const before = await orderCount();
        placed(await order(mine, { token: customer.token }));
        expect(await orderCount()).toBe(before + 1);
      });

      it('a shortage refuses the whole order, naming each product and what is left', async () => {
        await setProduct(api, 1, { balance: 1 });
        const before = await orderCount();
        const response = await order(fastOrder([line(2, 3), line(1, 2), line(99_999, 1)]), {
          address: '10.99.0.1',
        });
        expectProblem(response, 409, 'out_of_stock');
        const body = response.json<{
          products: { product_id: number; available: number; name: unknown }[];
        }>();
        expect(body.products.map(({ product_id, available }) => [product_id, available])).toEqual([
          [1, 1],
          [99_999, 0],
        ]);
        expect(typeof body.products[0]?.name).toBe('string');
        expect(body.products[1]?.name).toBeNull();
        expect(await orderCount()).toBe(before);
        expect(await stockOf(api, 1)).toEqual({ balance: 1, balanceAngro: 1000 });
        expect(await stockOf(api, 2)).toEqual({ balance: 1000, balanceAngro: 1000 });
      });

      it('merges repeated lines; keeps chosen items with the titles of the catalogue', async () => {
        await setProduct(api, 4, {
          parameters: [
            {
              id: 7,
              title: { ro: 'Culoare', en: 'Colour', ru: 'Цвет' },
              items: [
                {
                  id: 71,
                  title: { ro: 'Roșu', en: 'Red', ru: 'Красный' },
                  checked: true,
                  slug: null,
                },
              ],
            },
          ],
        });
        const answer = placed(
          await order(
            fastOrder([
              line(4, 1, { product_atributes: [{ id: 71, title: 'anything' }] }),
              line(4, 2, { product_atributes: [{ id: 71, title: 'anything' }] }),
              line(4, 1),
            ]),
          ),
        );
        const lines = await api.database.db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, answer.id));
        expect(lines.map((l) => [l.quantity, l.attributes])).toEqual([
          [3, [{ id: 71, title: 'Roșu' }]],
          [1, []],
        ]);
        expectProblem(
          await order(fastOrder([line(4, 1, { product_atributes: [{ id: 72, title: 'x' }] })])),
          400,
          'invalid_request',
          { 'order_products.0.product_atributes': 'invalid' },
        );
      });

      it('stores the delivery fee the checkout showed: a courier under 500 lei only', async () => {
        const [shop] = await api.database.db.select({ id: shops.id }).from(shops).limit(1);
        await setShopStock(api, shop?.id ?? 0, 1, 5);
        const pickup = placed(
          await order(
            checkoutOrder([line(1, 1)], { delivery_method: 'pickup', shop: shop?.id, address: '' }),
          ),
        );
        const courier = placed(await order(checkoutOrder([line(1, 1)])));
        const large = placed(await order(checkoutOrder([line(1, 5)])));
        // Each answer, its purchase event and its stored row agree (core's orderTotals).
        expect([pickup, courier, large].map((answer) => answer.shipping_price)).toEqual([0, 80, 0]);
        expect([pickup, courier, large].map((answer) => answer.purchase?.shipping)).toEqual([
          0, 80, 0,
        ]);
        for (const [answer, stored] of [
          [pickup, '0.00'],
          [courier, '80.00'],
          [large, '0.00'],
        ] as const) {
          const [row] = await api.database.db.select().from(orders).where(eq(orders.id, answer.id));
          expect(row?.shippingPrice).toBe(stored);
          const read = await call(
            api,
            'GET',
            `/orders/orders/${answer.id}?token=${answer.link_token}`,
          );
          expect(orderSchema.parse(read.json()).shipping_price).toBe(Number(stored));
        }
      });

      it('checkout: pickup from a shop that exists; card online waits for payment', async () => {
        const [shop] = await api.database.db.select({ id: shops.id }).from(shops).limit(1);
        await setShopStock(api, shop?.id ?? 0, 1, 5);
        const pickup = placed(
          await order(
            checkoutOrder([line(1, 1)], { delivery_method: 'pickup', shop: shop?.id, address: '' }),
          ),
        );
        expect(pickup.status).toBe('process');
        expectProblem(
          await order(checkoutOrder([line(1, 1)], { delivery_method: 'pickup', shop: 99_999 })),
          400,
          'invalid_request',
          { shop: 'invalid' },
        );
        const online = placed(
          await order(checkoutOrder([line(1, 1)], { pay_method: 'by_card_online' })),
        );
        expect(online).toMatchObject({ status: 'pending_payment', payment_url: null });
      });

      it('checkout: a desired date the screens offer (today to 30 days on, in Chișinău), no other', async () => {
        // Days counted as the checkout counts them (core's), so the test holds at any hour.
        const day = (offset: number) => addDays(shopDay(new Date()), offset);
        const before = await orderCount();
        for (const offset of [0, 3, DELIVERY_DATE_WINDOW_DAYS]) {
          const answer = placed(
            await order(checkoutOrder([line(1, 1)], { delivery_date: day(offset) })),
          );
          const [row] = await api.database.db
            .select({ deliveryDate: orders.deliveryDate })
            .from(orders)
            .where(eq(orders.id, answer.id));
          expect(row?.deliveryDate).toBe(day(offset));
        }
        const written = await orderCount();
        expect(written).toBe(before + 3);
        for (const date of [day(-1), day(DELIVERY_DATE_WINDOW_DAYS + 1), day(90), '2025-02-30']) {
          expectProblem(
            await order(checkoutOrder([line(1, 1)], { delivery_date: date })),
            400,
            'invalid_request',
            { delivery_date: date === '2025-02-30' ? 'required' : 'invalid' },
          );
        }
        expect(await orderCount()).toBe(written);
      });

      it('checkout: bank transfer only for a company, as the screens offer it', async () => {
        const before = await orderCount();
        for (const person of [{}, { person_type: 'physical' }]) {
          expectProblem(
            await order(checkoutOrder([line(1, 1)], { ...person, pay_method: 'bank_transfer' })),
            400,
            'invalid_request',
            { pay_method: 'invalid' },
          );
        }
        expect(await orderCount()).toBe(before);
        const company = placed(
          await order(
            checkoutOrder([line(1, 1)], {
              person_type: 'juridical',
              company_name: 'Lemn SRL',
              pay_method: 'bank_transfer',
            }),
          ),
        );
        const [row] = await api.database.db
          .select({ payMethod: orders.payMethod, personType: orders.personType })
          .from(orders)
          .where(eq(orders.id, company.id));
        expect(row).toEqual({ payMethod: 'bank_transfer', personType: 'juridical' });
        for (const method of payMethodsFor('physical')) {
          placed(await order(checkoutOrder([line(1, 1)], { pay_method: method })));
        }
      });

      it('a one-click order takes no payment method or date: it is paid on delivery', async () => {
        const before = await orderCount();
        for (const extra of [{ pay_method: 'bank_transfer' }, { delivery_date: '2000-01-01' }]) {
          const refused = await order(fastOrder([line(1, 1)], extra));
          expect(refused.statusCode, refused.body).toBe(400);
          expect(refused.json()).toMatchObject({ detail: 'invalid_request' });
        }
        expect(await orderCount()).toBe(before);
      });

      it('refuses malformed orders with field keys and writes nothing', async () => {
        const before = await orderCount();
        expectProblem(
          await order(checkoutOrder([line(1, 1)], { agreement: false, phone: '069' })),
          400,
          'invalid_request',
          { agreement: 'required', phone: 'phone' },
        );
        expectProblem(await order(fastOrder([])), 400, 'invalid_request', {
          order_products: 'required',
        });
        expectProblem(
          await order(fastOrder([line(1, 1)], { total_price: -5 })),
          400,
          'invalid_request',
        );
        expectProblem(await order('not json at all'), 415, 'unsupported_media_type');
        const broken = await api.app.inject({
          method: 'POST',
          url: ORDER_URL,
          headers: { 'content-type': 'application/json' },
          payload: '{"is_fast_order": true,',
        });
        expectProblem(broken, 400, 'invalid_request');
        expect(await orderCount()).toBe(before);
      });

      it('caps guest orders per address; signed-in customers are not capped', async () => {
        const address = '10.200.0.1';
        for (let i = 0; i < 30; i++) placed(await order(fastOrder([line(2, 1)]), { address }));
        const refused = await order(fastOrder([line(2, 1)]), { address });
        expectProblem(refused, 429, 'too_many_requests');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        placed(await order(fastOrder([line(2, 1)]), { address, token: customer.token }));
      });
    });

    describe('confirmation to the customer', () => {
      it('an e-mail and an SMS in the order’s language: lines, totals, payment, the pickup shop', async () => {
        const [shop] = await api.database.db.select().from(shops).limit(1);
        await setShopStock(api, shop?.id ?? 0, 1, 5);
        const email = 'confirm-ru@example.md';
        const answer = placed(
          await order(
            checkoutOrder([line(1, 2)], {
              email,
              phone: '+37369555001',
              lang: 'ru',
              delivery_method: 'pickup',
              shop: shop?.id,
              address: '',
            }),
          ),
        );
        const [mail, ...moreMail] = await outboxFor(api, email);
        expect(moreMail).toEqual([]);
        // Signed with the shop's name from the settings, not the SHOP_NAME fallback.
        expect(api.app.config.shopName).not.toBe('CasaPlus');
        expect(mail?.subject).toBe(`CasaPlus: заказ № ${answer.id} принят`);
        const [lineRow] = await api.database.db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, answer.id));
        expect(mail?.body).toContain(`${lineRow?.name} × 2`);
        expect(mail?.body).toContain('К оплате');
        expect(mail?.body).toContain(`самовывоз из магазина: ${shop?.title.ru}`);
        // Where and until when: the third day after the order's day, as Russian writes dates.
        const until = new Intl.DateTimeFormat('ru-RU', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${pickupHeldUntil(new Date())}T00:00:00Z`));
        expect(mail?.body).toContain(`заказ ждёт вас до ${until} включительно`);
        const [sms, ...moreSms] = await outboxFor(api, '+37369555001');
        expect(moreSms).toEqual([]);
        expect(sms?.body).toMatch(new RegExp(`заказ № ${answer.id} принят, сумма 200 лей`));
      });

      it('a one-click order gets an SMS only; a replayed order is not confirmed twice', async () => {
        const phone = '+37369555002';
        const body = fastOrder([line(2, 1)], { phone });
        const address = nextAddress();
        const first = placed(await order(body, { key: 'confirm-once-0001', address }));
        const again = await order(body, { key: 'confirm-once-0001', address });
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.statusCode).toBe(201);
        const messages = await outboxFor(api, phone);
        expect(messages.map((message) => message.channel)).toEqual(['sms']);
        expect(messages[0]?.body).toContain(`comanda nr. ${first.id} a fost primită`);
      });
    });

    describe('pickup from a shop', () => {
      const STOCK_URL = '/api/shops/stock';
      let pickupShops: { id: number }[];
      let service: number;
      const stock = (query: string, token?: string) =>
        call(api, 'GET', `${STOCK_URL}?${query}`, { ...(token !== undefined && { token }) });
      const pickupOrder = (shop: number, lines: ReturnType<typeof line>[], extra = {}) =>
        checkoutOrder(lines, { delivery_method: 'pickup', shop, address: '', ...extra });

      beforeAll(async () => {
        const rows = await api.database.db
          .select({ id: shops.id, pickup: shops.pickup })
          .from(shops)
          .orderBy(shops.position, shops.id);
        pickupShops = rows.filter((row) => row.pickup);
        service = rows.find((row) => !row.pickup)?.id ?? 0;
        expect(pickupShops.length).toBeGreaterThan(2);
        expect(service).toBeGreaterThan(0);
      });
      beforeEach(async () => {
        for (const shop of pickupShops) {
          for (const id of [1, 2, 3, 4]) await setShopStock(api, shop.id, id, 0);
        }
      });
      const first = () => pickupShops[0]?.id ?? 0;
      const second = () => pickupShops[1]?.id ?? 0;

      it('GET /api/shops/stock: every pickup shop with what it can give, and whether it has it all', async () => {
        await setShopStock(api, first(), 1, 3);
        await setShopStock(api, first(), 2, 1);
        await setShopStock(api, second(), 1, 8);
        const response = await stock('items=1:2&items=2:1');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const answer = shopStockResponseSchema.parse(response.json());
        // Pickup shops only (not the service centre), in the editors' order.
        expect(answer.map((shop) => shop.id)).toEqual(pickupShops.map((shop) => shop.id));
        expect(answer[0]).toMatchObject({
          id: first(),
          products: [
            { product_id: 1, available: 3 },
            { product_id: 2, available: 1 },
          ],
          complete: true,
        });
        expect(answer[1]).toMatchObject({
          products: [
            { product_id: 1, available: 8 },
            { product_id: 2, available: 0 },
          ],
          complete: false,
        });
        expect(answer[0]?.city).toBe('Chișinău');
        // Each shop by its own name: Chișinău has more than one.
        expect(answer[0]?.title).toBe('CasaPlus Botanica');
        expect(new Set(answer.map((shop) => shop.title)).size).toBe(answer.length);
        expect(answer.slice(2).every((shop) => !shop.complete)).toBe(true);
        // Pieces of one product in two items count together: 2 + 2 > 3.
        const twice = shopStockResponseSchema.parse((await stock('items=1:2&items=1:2')).json());
        expect(twice[0]).toMatchObject({
          products: [{ product_id: 1, available: 3 }],
          complete: false,
        });
        // In the request's language.
        const ru = await call(api, 'GET', `${STOCK_URL}?items=1:1`, {
          headers: { 'accept-language': 'ru' },
        });
        expect(shopStockResponseSchema.parse(ru.json())[0]?.city).toBe('Кишинёв');
      });

      it('a shop gives no more than the stock left to sell, for the caller’s role', async () => {
        await setShopStock(api, first(), 1, 6);
        await setProduct(api, 1, { balance: 4, balanceAngro: 2 });
        const visitor = shopStockResponseSchema.parse((await stock('items=1:1')).json());
        expect(visitor[0]?.products).toEqual([{ product_id: 1, available: 4 }]);
        const wholesale = shopStockResponseSchema.parse((await stock('items=1:1', dealer)).json());
        expect(wholesale[0]?.products).toEqual([{ product_id: 1, available: 2 }]);
        // A product the shop does not sell (no price) or that does not exist: none anywhere.
        await setProduct(api, 2, { price: '0.00' });
        await setShopStock(api, first(), 2, 5);
        const gone = shopStockResponseSchema.parse(
          (await stock('items=2:1&items=999999:1')).json(),
        );
        expect(gone[0]?.products).toEqual([
          { product_id: 2, available: 0 },
          { product_id: 999999, available: 0 },
        ]);
      });

      it('no items: the pickup shops; refuses a malformed question (400) and a stale token (401)', async () => {
        // No items: the pickup shops alone, each complete.
        const plain = shopStockResponseSchema.parse((await stock('')).json());
        expect(plain.map((shop) => shop.id)).toEqual(pickupShops.map((shop) => shop.id));
        expect(plain.every((shop) => shop.complete && shop.products.length === 0)).toBe(true);
        for (const query of [
          'items=',
          'items=1',
          'items=0:1',
          'items=1:0',
          'items=a:1',
          'items=1:-2',
        ]) {
          expectProblem(await stock(query), 400, 'invalid_request');
        }
        const tooMany = Array.from({ length: 101 }, (_, index) => `items=${index + 1}:1`).join('&');
        expectProblem(await stock(tooMany), 400, 'invalid_request');
        expect((await stock('items=1:1', 'not-a-token')).statusCode).toBe(401);
        expect((await stock('items=1:1', customer.token)).statusCode).toBe(200);
      });

      it('a pickup order takes its pieces from its shop; a courier order leaves the shops alone', async () => {
        await setShopStock(api, first(), 1, 3);
        await setShopStock(api, second(), 1, 3);
        placed(await order(pickupOrder(first(), [line(1, 2)])));
        expect(await shopStockOf(api, first(), 1)).toBe(1);
        expect(await shopStockOf(api, second(), 1)).toBe(3);
        expect((await stockOf(api, 1)).balance).toBe(998);
        placed(await order(checkoutOrder([line(1, 2)])));
        expect(await shopStockOf(api, first(), 1)).toBe(1);
        expect((await stockOf(api, 1)).balance).toBe(996);
        const [row] = await api.database.db
          .select({ shopId: orders.shopId })
          .from(orders)
          .orderBy(desc(orders.id))
          .limit(1);
        // A courier order keeps no shop even when one was sent.
        expect(row?.shopId).toBeNull();
      });

      it('refuses (409) what the chosen shop does not have, naming what it has, and takes nothing', async () => {
        await setShopStock(api, first(), 1, 1);
        await setShopStock(api, first(), 2, 5);
        const before = await orderCount();
        expectProblem(
          await order(pickupOrder(first(), [line(2, 1), line(1, 2)])),
          409,
          'out_of_stock',
        );
        const refused = await order(pickupOrder(first(), [line(1, 2)]));
        expect(refused.json()).toMatchObject({ products: [{ product_id: 1, available: 1 }] });
        expect(await orderCount()).toBe(before);
        expect(await shopStockOf(api, first(), 2)).toBe(5);
        expect((await stockOf(api, 2)).balance).toBe(1000);
        // A shop that gives no pickup (the service centre) or none at all: 400 on the field.
        expectProblem(await order(pickupOrder(service, [line(1, 1)])), 400, 'invalid_request', {
          shop: 'invalid',
        });
      });

      it('a manager’s pickup counts a box as its pieces and is bounded by the wholesale stock', async () => {
        await setProduct(api, 3, { units: [1, 3], angroMinSaleUnit: 200 });
        await setShopStock(api, first(), 3, 30);
        placed(
          await order(pickupOrder(first(), [line(3, 1, { products_units: 3 })]), {
            token: manager,
          }),
        );
        expect(await shopStockOf(api, first(), 3)).toBe(6);
        expect((await stockOf(api, 3)).balanceAngro).toBe(1000 - 24);
        const refused = await order(pickupOrder(first(), [line(3, 1, { products_units: 3 })]), {
          token: manager,
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ products: [{ product_id: 3, available: 0 }] });
      });

      it('a canceled pickup order gives its pieces back to its shop', async () => {
        await setShopStock(api, first(), 1, 4);
        const answer = placed(await order(pickupOrder(first(), [line(1, 1), line(1, 2)])));
        expect(await shopStockOf(api, first(), 1)).toBe(1);
        await changeOrderStatus(api.database.db, { orderId: answer.id, status: 'canceled' });
        expect(await shopStockOf(api, first(), 1)).toBe(4);
        expect((await stockOf(api, 1)).balance).toBe(1000);
      });
    });

    describe('pro-forma invoice', () => {
      /** A company's bank-transfer checkout, signed in or not. */
      const bankTransfer = (extra: Record<string, unknown> = {}) =>
        checkoutOrder([line(1, 2), line(2, 1)], {
          pay_method: 'bank_transfer',
          person_type: 'juridical',
          company_name: 'Lemn și Piatră SRL',
          ...extra,
        });
      const invoiceUrl = (id: number, token?: string | null) =>
        `/orders/orders/${id}/invoice.pdf${token ? `?token=${token}` : ''}`;
      const download = async (id: number, options: { token?: string; link?: string | null }) => {
        const response = await call(api, 'GET', invoiceUrl(id, options.link), {
          ...(options.token !== undefined && { token: options.token }),
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="proforma-${id}.pdf"`,
        );
        expect(response.headers['cache-control']).toBe('no-store');
        return pdfText(response.rawPayload);
      };

      it("states the seller's requisites, the company's codes from its profile, lines, VAT and the total in words", async () => {
        const company = await signedUp(api, juridicalBody());
        const answer = placed(
          await order(bankTransfer({ user: company.id }), { token: company.token }),
        );
        const [row] = await api.database.db.select().from(orders).where(eq(orders.id, answer.id));
        expect(row).toMatchObject({
          companyIdno: '1003600099880',
          companyTva: '0612399',
          companyIban: 'MD91AG000225100013104999',
          companyBic: 'AGRNMD2X',
        });
        const { text, pages } = await download(answer.id, { token: company.token });
        expect(pages).toBe(1);
        expect(text).toContain(`Factură proformă nr. ${answer.id}`);
        const day = shopDay(row!.createdAt);
        const longDay = (d: string) =>
          new Intl.DateTimeFormat('ro-MD', { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${d}T00:00:00Z`),
          );
        expect(text).toContain(`Data emiterii: ${longDay(day)}`);
        expect(text).toContain(
          `Valabilă pentru plată până la: ${longDay(invoiceDueDay(row!.createdAt))}`,
        );
        for (const requisite of await api.database.db.select().from(requisites)) {
          expect(text).toContain(`${requisite.title.ro}: ${requisite.value}`);
        }
        for (const code of [
          'Denumirea: Lemn și Piatră SRL',
          'IDNO: 1003600099880',
          'Cod TVA: 0612399',
          'IBAN: MD91AG000225100013104999',
          'Cod BIC: AGRNMD2X',
          'Persoana de contact: Maria Cebotari',
        ]) {
          expect(text).toContain(code);
        }
        const lines = await api.database.db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, answer.id));
        expect(lines).toHaveLength(2);
        for (const [index, lineRow] of lines.entries()) {
          expect(text).toContain(`${index + 1} ${lineRow.name}`);
        }
        // 2 × 100 + 1 × 100 lei: 300 lei with 50 lei of VAT in them.
        expect(text).toContain('Total produse 300,00');
        expect(text).toContain('Total fără TVA 250,00');
        expect(text).toContain('TVA 20 % 50,00');
        expect(text).toContain('Total de plată, lei 300,00');
        expect(text).toContain('Suma în litere: Trei sute de lei');
        expect(text).toContain(`achitarea comenzii nr. ${answer.id}`);
      });

      it('a guest company: the codes it sent, in its language, with the link token only', async () => {
        const answer = placed(
          await order(
            bankTransfer({
              lang: 'ru',
              idno: '1008600038413',
              tva: '',
              iban: 'md24 ag00 0225 1000 1310 4168',
              bic: 'agrnmd2x',
            }),
          ),
        );
        const { text } = await download(answer.id, { link: answer.link_token });
        expect(text).toContain(`Счёт на оплату (проформа) № ${answer.id}`);
        expect(text).toContain('IDNO: 1008600038413');
        expect(text).toContain('IBAN: MD24AG000225100013104168');
        expect(text).toContain('Код BIC: AGRNMD2X');
        // No VAT code was sent and there is no profile: the buyer's block leaves the line out.
        expect(text.slice(text.indexOf('Покупатель'))).not.toContain('Код НДС');
        expect(text).toContain('НДС 20 % 50,00');
        expect(text).toContain('Сумма прописью (на румынском): Trei sute de lei');

        const url = invoiceUrl(answer.id);
        expectProblem(await call(api, 'GET', url), 401, 'not_authenticated');
        expectProblem(await call(api, 'GET', `${url}?token=${'a'.repeat(43)}`), 404, 'not_found');
        expectProblem(
          await call(api, 'GET', url, { token: 'not-a-token' }),
          401,
          'not_authenticated',
        );
        expectProblem(await call(api, 'GET', url, { token: customer.token }), 404, 'not_found');
        expectProblem(
          await call(api, 'GET', '/orders/orders/0/invoice.pdf', { token: customer.token }),
          400,
          'invalid_request',
        );
      });

      it("another account's invoice reads as missing; an order not paid by transfer has none", async () => {
        const company = await signedUp(api, juridicalBody());
        const mine = placed(
          await order(bankTransfer({ user: company.id }), { token: company.token }),
        );
        expectProblem(
          await call(api, 'GET', invoiceUrl(mine.id), { token: other.token }),
          404,
          'not_found',
        );
        const cash = placed(
          await order(checkoutOrder([line(1, 1)], { user: company.id }), { token: company.token }),
        );
        expectProblem(
          await call(api, 'GET', invoiceUrl(cash.id), { token: company.token }),
          404,
          'not_found',
        );
      });

      it('refuses codes that fail their checks, naming the field', async () => {
        const refused = await order(
          bankTransfer({ iban: 'MD24AG000225100013104169', idno: '1008600038412' }),
        );
        expectProblem(refused, 400, 'invalid_request', {
          iban: 'ibanChecksum',
          idno: 'idnoChecksum',
        });
      });

      it('is attached to the confirmation e-mail; a cash order’s e-mail has no attachment', async () => {
        const email = 'invoice-mail@example.md';
        const answer = placed(await order(bankTransfer({ email, phone: '+37369555003' })));
        placed(await order(checkoutOrder([line(1, 1)], { email, phone: '+37369555003' })));
        const [cashMail, transferMail] = await outboxFor(api, email);
        expect(cashMail?.attachments).toEqual([]);
        expect(transferMail?.attachments).toEqual([
          {
            filename: `proforma-${answer.id}.pdf`,
            contentType: 'application/pdf',
            bytes: expect.any(Number) as number,
          },
        ]);
        expect(transferMail?.attachments[0]?.bytes).toBeGreaterThan(5_000);
        expect(transferMail?.body).toContain('factura proformă este atașată');
      });

      it('counts the downloads of an address (429 past INVOICES_PER_HOUR)', async () => {
        const answer = placed(await order(bankTransfer()));
        const address = nextAddress();
        await api.app.accounts.limiter.hit(
          Array.from({ length: INVOICES_PER_HOUR }, () => invoiceRule(address)),
        );
        const refused = await call(api, 'GET', invoiceUrl(answer.id, answer.link_token), {
          address,
        });
        expectProblem(refused, 429, 'too_many_requests');
      });
    });

    describe('reading', () => {
      it("lists the customer's orders, newest first; another's order reads as missing", async () => {
        const account = await signedUp(api);
        const first = placed(await order(fastOrder([line(1, 1)]), { token: account.token }));
        const second = placed(
          await order(checkoutOrder([line(2, 2)], { user: account.id }), { token: account.token }),
        );
        const list = await call(api, 'GET', '/orders/orders/', { token: account.token });
        expect(list.statusCode, list.body).toBe(200);
        expect(list.headers['cache-control']).toBe('no-store');
        const page = orderPageSchema.parse(list.json());
        expect(page).toMatchObject({ pages: 1, total: 2 });
        expect(page.results.map((o) => o.id)).toEqual([second.id, first.id]);
        expect(page.results[0]).toMatchObject({
          delivery_method: 'courier',
          email: 'maria@example.md',
          order_products: [{ quantity: 2, total_price: 200 }],
        });
        const mine = await call(api, 'GET', `/orders/orders/${first.id}`, { token: account.token });
        expect(mine.statusCode).toBe(200);
        expectProblem(
          await call(api, 'GET', `/orders/orders/${first.id}`, { token: other.token }),
          404,
          'not_found',
        );
        const theirs = orderPageSchema.parse(
          (await call(api, 'GET', '/orders/orders/', { token: other.token })).json(),
        );
        expect(theirs.results.map((o) => o.id)).not.toContain(first.id);
        expectProblem(await call(api, 'GET', '/orders/orders/'), 401, 'not_authenticated');
        expectProblem(
          await call(api, 'GET', '/orders/orders/?page=0', { token: account.token }),
          400,
          'invalid_request',
        );
        expectProblem(
          await call(api, 'GET', '/orders/orders/abc', { token: account.token }),
          400,
          'invalid_request',
        );
      });
    });

    describe('abandoned-checkout saves', () => {
      it('keep one save per content, stay out of the order list, and go when the order is placed', async () => {
        const account = await signedUp(api);
        const save = checkoutOrder([line(1, 1)], {
          is_abandoned: true,
          agreement: false,
          address: '',
          phone: '+37369777888',
        });
        const first = await order(save, { token: account.token });
        expect(first.statusCode, first.body).toBe(201);
        const again = await order(save, { token: account.token });
        expect(again.statusCode).toBe(200);
        expect(again.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
        expect(await stockOf(api, 1)).toEqual({ balance: 1000, balanceAngro: 1000 });
        const abandonedId = first.json<{ id: number }>().id;
        expectProblem(
          await call(api, 'GET', `/orders/orders/${abandonedId}`, { token: account.token }),
          404,
          'not_found',
        );
        const list = orderPageSchema.parse(
          (await call(api, 'GET', '/orders/orders/', { token: account.token })).json(),
        );
        expect(list.total).toBe(0);

        placed(
          await order(fastOrder([line(1, 1)], { phone: '+37369777888' }), { token: account.token }),
        );
        const left = await api.database.db.select().from(orders).where(eq(orders.id, abandonedId));
        expect(left).toEqual([]);
      });
    });

    describe('abandoned-checkout saves: whose they are (issue 18)', () => {
      it("a guest order with a customer's phone leaves the customer's save alone", async () => {
        const account = await signedUp(api);
        const phone = '+37369777444';
        const save = checkoutOrder([line(1, 1)], { is_abandoned: true, agreement: false, phone });
        const saved = await order(save, { token: account.token });
        expect(saved.statusCode, saved.body).toBe(201);
        const savedId = saved.json<{ id: number }>().id;
        const stillThere = async () =>
          (await api.database.db.select().from(orders).where(eq(orders.id, savedId))).length === 1;

        placed(await order(fastOrder([line(1, 1)], { phone })));
        placed(await order(checkoutOrder([line(1, 1)], { phone })));
        expect(await stillThere()).toBe(true);
        // Nor does another customer's order with that phone.
        placed(await order(fastOrder([line(1, 1)], { phone }), { token: other.token }));
        expect(await stillThere()).toBe(true);
        // The customer's own order does.
        placed(await order(fastOrder([line(1, 1)], { phone }), { token: account.token }));
        expect(await stillThere()).toBe(false);
      });
    });

    describe('abandoned-checkout saves, bounds', () => {
      it('keep no more than the stock, and leave out products that are gone', async () => {
        await setProduct(api, 2, { balance: 3 });
        const response = await order(
          checkoutOrder([line(2, 500), line(99_999, 1)], {
            is_abandoned: true,
            phone: '+37369777999',
          }),
        );
        expect(response.statusCode, response.body).toBe(201);
        const id = response.json<{ id: number }>().id;
        const lines = await api.database.db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, id));
        expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[2, 3]]);
        expect(await stockOf(api, 2)).toEqual({ balance: 3, balanceAngro: 1000 });
      });
    });

    describe('Idempotency-Key', () => {
      it('replays the first answer; another body with the key is refused; keys are per account', async () => {
        const body = fastOrder([line(2, 1)]);
        const guest = nextAddress();
        const first = await order(body, { key: 'retry-test-0001', address: guest });
        const before = await orderCount();
        const second = await order(body, { key: 'retry-test-0001', address: guest });
        expect(second.statusCode).toBe(201);
        expect(second.body).toBe(first.body);
        expect(second.headers['idempotent-replayed']).toBe('true');
        expect(await orderCount()).toBe(before);
        expectProblem(
          await order(fastOrder([line(2, 2)]), { key: 'retry-test-0001', address: guest }),
          422,
          'idempotency_key_reused',
        );
        // The same key from an account is another key.
        const own = await order(body, { key: 'retry-test-0001', token: customer.token });
        expect(own.statusCode).toBe(201);
        expect(own.json<{ id: number }>().id).not.toBe(first.json<{ id: number }>().id);
        // An account replays its own answer from any address.
        const ownAgain = await order(body, { key: 'retry-test-0001', token: customer.token });
        expect(ownAgain.body).toBe(own.body);
        expectProblem(await order(body, { key: 'bad key!' }), 400, 'invalid_request', {
          'Idempotency-Key': 'invalid',
        });
      });

      it('two guests with the same key and body: the second gets an order of its own (issue 18)', async () => {
        const body = fastOrder([line(2, 1)]);
        const first = placed(await order(body, { key: 'shared-key-0001', address: nextAddress() }));
        const before = await orderCount();
        const stranger = await order(body, { key: 'shared-key-0001', address: nextAddress() });
        const second = placed(stranger);
        expect(stranger.headers['idempotent-replayed']).toBeUndefined();
        expect(second.id).not.toBe(first.id);
        expect(second.link_token).not.toBe(first.link_token);
        expect(stranger.body).not.toContain(first.link_token);
        expect(await orderCount()).toBe(before + 1);
      });

      it('a refused request is not remembered: the retry is judged afresh', async () => {
        await setProduct(api, 3, { balance: 0 });
        const body = fastOrder([line(3, 1)]);
        expectProblem(await order(body, { key: 'restock-test-01' }), 409, 'out_of_stock');
        await setProduct(api, 3, { balance: 5 });
        placed(await order(body, { key: 'restock-test-01' }));
      });
    });

    describe('discount codes', () => {
      const check = (body: unknown, options: { token?: string; address?: string } = {}) =>
        call(api, 'POST', PROMO_URL, { body, ...options });

      it('checks a code against a total, whatever its case', async () => {
        const response = await check({ code: 'toamna10', total_price: '250.00' });
        expect(response.statusCode, response.body).toBe(200);
        expect(couponSchema.parse(response.json())).toEqual({
          code: 'TOAMNA10',
          discount_percent: 10,
          discount_amount: null,
          min_total: null,
          valid_until: null,
          discount: 25,
        });
        const fixed = couponSchema.parse((await check({ code: 'BUN50' })).json());
        expect(fixed).toMatchObject({ discount_amount: 50, min_total: 300, discount: null });
      });

      it('names why a code does not apply', async () => {
        const cases: [string, unknown, string][] = [
          ['NIMIC', undefined, 'promoUnknown'],
          ['VARA2026', undefined, 'promoExpired'],
          ['CRACIUN2099', undefined, 'promoNotStarted'],
          ['BUN50', '299.99', 'promoMinTotal'],
        ];
        for (const [code, total, key] of cases) {
          const response = await check({
            code,
            ...(total !== undefined && { total_price: total }),
          });
          expectProblem(response, 400, 'invalid_request', { code: key });
        }
        expect(
          (await check({ code: 'BUN50', total_price: '100' })).json<{ code: unknown }>().code,
        ).toEqual({ key: 'promoMinTotal', params: { min: 300 } });
        expectProblem(await check({ code: '' }), 400, 'invalid_request', { code: 'required' });
      });

      it('applies a code to the order at the server total and counts its use', async () => {
        const answer = placed(
          await order(
            checkoutOrder([line(1, 3)], { promo_code: 'toamna10', phone: '+37369500001' }),
          ),
        );
        expect(answer).toMatchObject({
          items_total: 300,
          discount: 30,
          total_price: 270,
          purchase: {
            value: 270,
            coupon: 'TOAMNA10',
            user_phone: '+37369500001',
            user_email: 'maria@example.md',
          },
        });
        const [row] = await api.database.db.select().from(orders).where(eq(orders.id, answer.id));
        expect(row).toMatchObject({
          promoCode: 'TOAMNA10',
          discount: '30.00',
          totalPrice: '270.00',
        });
        const uses = await api.database.db
          .select()
          .from(promoCodeUses)
          .where(eq(promoCodeUses.orderId, answer.id));
        expect(uses).toHaveLength(1);
      });

      it('enforces the limits again when the order is written', async () => {
        const phone = '+37369500002';
        placed(await order(checkoutOrder([line(1, 5)], { promo_code: 'UNIC100', phone })));
        const [unic] = await api.database.db
          .select()
          .from(promoCodes)
          .where(eq(promoCodes.code, 'UNIC100'));
        expect(unic?.usedCount).toBe(1);
        const before = await orderCount();
        expectProblem(
          await order(
            checkoutOrder([line(1, 5)], { promo_code: 'UNIC100', phone: '+37369500003' }),
          ),
          400,
          'invalid_request',
          { promo_code: 'promoUsedUp' },
        );
        expectProblem(await check({ code: 'UNIC100', total_price: 600 }), 400, 'invalid_request', {
          code: 'promoUsedUp',
        });
        // BUN50: once per customer (by phone for a guest, by account or phone when signed in).
        placed(await order(checkoutOrder([line(2, 3)], { promo_code: 'BUN50', phone })));
        expectProblem(
          await order(checkoutOrder([line(2, 3)], { promo_code: 'BUN50', phone })),
          400,
          'invalid_request',
          { promo_code: 'promoAlreadyUsed' },
        );
        expectProblem(
          await order(checkoutOrder([line(2, 2)], { promo_code: 'BUN50' })),
          400,
          'invalid_request',
          { promo_code: 'promoMinTotal' },
        );
        const account = await signedUp(api);
        placed(
          await order(checkoutOrder([line(2, 3)], { promo_code: 'BUN50', phone: '+37369500004' }), {
            token: account.token,
          }),
        );
        expectProblem(
          await check({ code: 'BUN50', total_price: 400 }, { token: account.token }),
          400,
          'invalid_request',
          { code: 'promoAlreadyUsed' },
        );
        expect(await orderCount()).toBe(before + 2);
        expect(await stockOf(api, 1)).toEqual({ balance: 995, balanceAngro: 1000 });
      });

      it('stops an address guessing codes', async () => {
        const address = '10.201.0.1';
        for (let i = 0; i < 20; i++) {
          expectProblem(await check({ code: `GHICI${i}` }, { address }), 400, 'invalid_request');
        }
        const refused = await check({ code: 'TOAMNA10' }, { address });
        expectProblem(refused, 429, 'too_many_requests');
        expect((await check({ code: 'TOAMNA10' })).statusCode).toBe(200);
      });
    });
  });
}
