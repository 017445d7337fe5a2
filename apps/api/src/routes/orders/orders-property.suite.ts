import { createOrderResponseSchema } from '@shop/core/contract';
import {
  couponDiscount,
  sum,
  toBani,
  unitPrice,
  type CouponTerms,
  type PricingContext,
} from '@shop/core/rules';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../db/client.js';
import { orderLines, promoCodes } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import { call, demoToken } from '../../test/http.js';
import {
  checkoutOrder,
  fastOrder,
  line,
  ORDER_URL,
  setProduct,
  type ProductState,
} from './orders.test-helpers.js';

/** Products with every kind of price: plain, on promotion, without a wholesale price, boxes. */
const PRODUCTS: Record<number, ProductState> = {
  1: { price: '100.00', promotionPrice: null, priceAngro: '80.00' },
  2: { price: '249.99', promotionPrice: '199.90', priceAngro: '150.00' },
  3: { price: '0.99', promotionPrice: '0.00', priceAngro: null },
  4: { price: '1234.56', promotionPrice: null, priceAngro: '999.99', units: [1, 2, 3] },
  5: { price: '15.35', promotionPrice: null, priceAngro: '12.10', units: [1, 3] },
};

const CODES: Record<string, CouponTerms> = {
  PROP10: { kind: 'percent', value: '12.5' },
  PROP75: { kind: 'fixed', value: '75.00' },
};

const ROLES = ['visitor', 'customer', 'dealer', 'manager'] as const;
type TestRole = (typeof ROLES)[number];

/** The seeded dealer's discount (seed/accounts.ts). */
const DEALER_DISCOUNT = 10;
const COEF: Record<number, number> = { 1: 1, 2: 6, 3: 24 };

const money = fc.integer({ min: 0, max: 10_000_000 }).map((bani) => (bani / 100).toFixed(2));

/**
 * The property of issue 7: for any cart and role, the order's total is the sum of the server's
 * line prices less the discount, never negative, whatever prices and total the client sent. The
 * expected prices come from core's `unitPrice` over the products as the test set them.
 */
export function ordersPropertySuite(driver: Driver, runs: number): void {
  describe(`order totals, whatever the client sent (${driver})`, () => {
    let api: TestApi;
    const tokens: Partial<Record<TestRole, string>> = {};

    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 6 } });
      for (const [id, state] of Object.entries(PRODUCTS)) {
        await setProduct(api, Number(id), { ...state, angroMinSaleUnit: 1, parameters: [] });
      }
      await api.database.db.insert(promoCodes).values(
        Object.entries(CODES).map(([code, terms]) => ({
          code,
          kind: terms.kind,
          value: String(terms.value),
        })),
      );
      tokens.customer = await demoToken(api, 'customer');
      tokens.dealer = await demoToken(api, 'dealer');
      tokens.manager = await demoToken(api, 'manager');
    });
    afterAll(() => api.close());

    const cartLine = fc.record({
      product: fc.constantFrom(1, 2, 3, 4, 5),
      quantity: fc.integer({ min: 1, max: 4 }),
      box: fc.boolean(),
      sentUnitPrice: money,
    });

    it('total = Σ server line prices − discount ≥ 0', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROLES),
          fc.array(cartLine, { minLength: 1, maxLength: 5 }),
          fc.option(fc.constantFrom(...Object.keys(CODES)), { nil: undefined }),
          fc.option(
            fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
            { nil: undefined },
          ),
          money,
          async (role, lines, code, managerDiscount, sentTotal) => {
            // Plenty of stock each run: the property is about prices, not shortages.
            for (const id of Object.keys(PRODUCTS)) {
              await setProduct(api, Number(id), { balance: 100_000, balanceAngro: 100_000 });
            }
            const manager = role === 'manager';
            const unitOf = (l: (typeof lines)[number]) =>
              manager && l.box && PRODUCTS[l.product]?.units?.includes(3) ? 3 : undefined;
            const payloadLines = lines.map((l) =>
              line(l.product, l.quantity, {
                unit_price: l.sentUnitPrice,
                total_price: l.sentUnitPrice,
                ...(unitOf(l) !== undefined && { products_units: unitOf(l) }),
              }),
            );
            const extra = {
              total_price: sentTotal,
              ...(manager &&
                managerDiscount !== undefined && { manager_discount: managerDiscount }),
            };
            const body =
              code === undefined
                ? fastOrder(payloadLines, extra)
                : checkoutOrder(payloadLines, { ...extra, promo_code: code });
            const token = tokens[role];
            const response = await call(api, 'POST', ORDER_URL, {
              body,
              ...(token !== undefined && { token }),
            });
            expect(response.statusCode, response.body).toBe(201);
            const answer = createOrderResponseSchema.parse(response.json());

            const context: PricingContext = {
              role,
              dealerDiscount: role === 'dealer' ? DEALER_DISCOUNT : null,
              managerDiscount: manager ? (managerDiscount ?? null) : null,
            };
            const expectedLines = lines.map((l) => {
              const state = PRODUCTS[l.product] ?? {};
              const product = {
                price: state.price ?? '0',
                promotion_price: state.promotionPrice ?? null,
                price_angro: state.priceAngro ?? null,
              };
              return unitPrice(product, context, COEF[unitOf(l) ?? 1]) * l.quantity;
            });
            const itemsTotal = sum(expectedLines);
            const terms = code === undefined ? undefined : CODES[code];
            const discount = terms ? couponDiscount(terms, itemsTotal) : 0;
            expect(toBani(answer.items_total ?? -1)).toBe(itemsTotal);
            expect(toBani(answer.discount ?? -1)).toBe(discount);
            expect(toBani(answer.total_price ?? -1)).toBe(itemsTotal - discount);
            expect(answer.total_price).toBeGreaterThanOrEqual(0);

            const stored = await api.database.db
              .select({ total: orderLines.totalPrice })
              .from(orderLines)
              .where(eq(orderLines.orderId, answer.id));
            expect(sum(stored.map((row) => toBani(row.total) ?? 0))).toBe(itemsTotal);
          },
        ),
        { numRuns: runs },
      );
    });
  });
}
