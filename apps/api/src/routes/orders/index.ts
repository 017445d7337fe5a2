import {
  createOrderRequestSchema,
  MAX_ID,
  pageOnlyQuerySchema,
  promoCodeRequestSchema,
  type orderPageSchema,
} from '@shop/core/contract';
import {
  hasProformaInvoice,
  LOCALE_CODES,
  ORDERS_PAGE_SIZE,
  type LocaleCode,
} from '@shop/core/rules';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../../auth/sessions.js';
import { isTokenShaped, tokenHash } from '../../auth/tokens.js';
import { orders } from '../../db/schema.js';
import { privateAnswers } from '../../http/cache.js';
import { ApiProblem, ERROR_DETAIL, NotFoundError } from '../../http/errors.js';
import { prefixedLocale } from '../../http/locale.js';
import { orderAnswers } from '../../orders/answer.js';
import { confirmOrder } from '../../orders/confirm.js';
import {
  claimKey,
  idempotencyKeyOf,
  idempotencyScope,
  rememberAnswer,
  requestHash,
  type StoredAnswer,
} from '../../orders/idempotency.js';
import { proformaInvoice } from '../../orders/invoice.js';
import { invoiceFileName, invoicePdf } from '../../orders/invoice-pdf.js';
import {
  abandonedSaveRule,
  guestOrderRule,
  invoiceRule,
  promoFailureRule,
} from '../../orders/limits.js';
import { retryOnConnectionLoss } from '../../http/retry.js';
import { placeOrder, saveAbandoned, type OrderRequest } from '../../orders/place.js';
import { baniOf, couponAnswer, findPromo, judgePromo, promoProblem } from '../../orders/promo.js';
import { requestBuyer, type Buyer } from '../../shop/buyer.js';
import { catalogueContext } from '../catalogue/products.js';
import { pageOf } from '../content/shared.js';

type OrderPageAnswer = z.input<typeof orderPageSchema>;

const orderParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
});
const orderQuery = z.object({ token: z.string().max(100).optional() });

/**
 * Who may place this order. A checkout's `user` must be the caller (401 without a token, 403
 * for another account); the manager's fast-order discount is a manager's alone (403).
 */
function assertMayOrder(order: OrderRequest, buyer: Buyer): void {
  const claimed = order.is_fast_order ? null : order.user;
  if (claimed !== null) {
    if (!buyer.user) throw new ApiProblem(401, ERROR_DETAIL.notAuthenticated);
    if (claimed !== buyer.user.id) throw new ApiProblem(403, ERROR_DETAIL.forbidden);
  }
  if (order.manager_discount !== undefined && buyer.role !== 'manager') {
    throw new ApiProblem(403, ERROR_DETAIL.forbidden);
  }
}

/** The order id in a replayed 201 answer. */
function placedIdOf(answer: StoredAnswer): number | undefined {
  if (answer.statusCode !== 201) return undefined;
  const { id } = JSON.parse(answer.body) as { id?: unknown };
  return typeof id === 'number' ? id : undefined;
}

/**
 * The orders of §7: placing one (POST /ru/api/orders/orders/, auth optional; the spec writes the
 * placing and the code check with /ru, and every language prefix, and none, answers them), the customer's
 * order list and one order (GET /orders/orders/ and /orders/orders/{id}), and the discount-code
 * check (POST /ru/api/shop/check-promo-code). Every answer is one shopper's (no-store).
 */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  privateAnswers(app);
  const { db } = app;
  const limiter = () => app.accounts.limiter;

  /**
   * Places an order, or keeps an abandoned-checkout save (`is_abandoned`). 201 with the order
   * (see `placeOrder`); a retry with the same Idempotency-Key answers the first answer again
   * (with `Idempotent-Replayed: true`).
   */
  async function place(request: FastifyRequest, reply: FastifyReply, prefix: LocaleCode | null) {
    const order = createOrderRequestSchema.parse(request.body);
    const key = idempotencyKeyOf(request);
    const buyer = await requestBuyer(request);
    assertMayOrder(order, buyer);
    const options = { buyer, locale: prefixedLocale(request, prefix), now: new Date() };

    if (!order.is_fast_order && order.is_abandoned === true) {
      await limiter().consume([abandonedSaveRule(request.ip)]);
      const saved = await saveAbandoned(db, order, options);
      return reply.code(saved.created ? 201 : 200).send(saved.answer);
    }
    if (!buyer.user && app.config.guestOrdersPerHour > 0) {
      await limiter().consume([guestOrderRule(request.ip, app.config.guestOrdersPerHour)]);
    }
    const scope = idempotencyScope(buyer.user?.id, request.ip);
    const claim = key === undefined ? undefined : { scope, key, hash: requestHash(request) };
    // With a key a second attempt is safe: if the first one's commit went through before its
    // connection was lost, the key answers what it placed (and that order was not confirmed yet).
    let retried = false;
    const attempt = (count: number) => {
      retried = count > 0;
      return db.transaction(
        async (tx): Promise<StoredAnswer & { replay: boolean; placedId?: number }> => {
          if (claim) {
            const replay = await claimKey(tx, { ...claim, now: options.now });
            if (replay) return { ...replay, replay: true };
          }
          const placed = await placeOrder(tx, order, options);
          const answer: StoredAnswer = { statusCode: 201, body: JSON.stringify(placed) };
          if (claim) await rememberAnswer(tx, claim, answer);
          return { ...answer, replay: false, placedId: placed.id };
        },
      );
    };
    const result = claim ? await retryOnConnectionLoss(attempt) : await attempt(0);
    if (result.replay && !retried) void reply.header('idempotent-replayed', 'true');
    // Once the order is stored: a replay was confirmed the first time, unless that first time
    // was this request's own attempt whose answer the lost connection took.
    const placedId = result.replay && retried ? placedIdOf(result) : result.placedId;
    if (placedId !== undefined) confirmOrder(app, placedId);
    return reply.code(result.statusCode).type('application/json; charset=utf-8').send(result.body);
  }

  /** Checks a discount code against a total (§4 "Coupon"); wrong codes count toward a cap. */
  async function checkPromoCode(request: FastifyRequest) {
    const body = promoCodeRequestSchema.parse(request.body);
    const buyer = await requestBuyer(request);
    const rules = [promoFailureRule(request.ip)];
    await limiter().assertOpen(rules);
    const row = await findPromo(db, body.code);
    const judged = await judgePromo(db, row, {
      itemsTotal: baniOf(body.total_price),
      customer: { userId: buyer.user?.id ?? null, phone: buyer.user?.phone ?? null },
      now: new Date(),
    });
    if (!row || 'problem' in judged) {
      await limiter().hit(rules);
      throw promoProblem('code', 'problem' in judged ? judged.problem : { key: 'promoUnknown' });
    }
    return couponAnswer(row, judged.discount);
  }

  for (const prefix of [null, ...LOCALE_CODES]) {
    const path = prefix === null ? '' : `/${prefix}`;
    app.post(`${path}/api/orders/orders/`, (request, reply) => place(request, reply, prefix));
    app.post(`${path}/api/shop/check-promo-code`, checkPromoCode);
  }

  /** The signed-in customer's orders, newest first (abandoned saves are not orders). */
  app.get('/orders/orders/', async (request): Promise<OrderPageAnswer> => {
    const { user } = await requireSession(db, request);
    const { page = 1 } = pageOnlyQuerySchema.parse(request.query);
    const mine = and(eq(orders.userId, user.id), eq(orders.isAbandoned, false));
    const [total] = await db.select({ n: count() }).from(orders).where(mine);
    const rows = await db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE);
    return pageOf(
      await orderAnswers(catalogueContext(request), rows),
      total?.n ?? 0,
      ORDERS_PAGE_SIZE,
    );
  });

  /**
   * The order a caller may read: the owner's with the sign-in token, anyone's with the link token
   * of its create answer (`?token=`, how a guest reaches /pages/ordering/{id}). Another account's
   * order, a wrong link token and an abandoned save all read as missing (404).
   */
  async function readableOrder(request: FastifyRequest) {
    const { id } = orderParams.parse(request.params);
    const { token } = orderQuery.parse(request.query);
    const found = and(eq(orders.id, id), eq(orders.isAbandoned, false));
    let where;
    if (token !== undefined) {
      if (!isTokenShaped(token)) throw new NotFoundError('order');
      where = and(found, eq(orders.linkTokenHash, tokenHash(token)));
    } else {
      const { user } = await requireSession(db, request);
      where = and(found, eq(orders.userId, user.id));
    }
    const [row] = await db.select().from(orders).where(where);
    if (!row) throw new NotFoundError('order');
    return row;
  }

  /** One order, read as `readableOrder` allows. */
  app.get('/orders/orders/:id', async (request) => {
    const [answer] = await orderAnswers(catalogueContext(request), [await readableOrder(request)]);
    if (!answer) throw new NotFoundError('order');
    return answer;
  });

  /**
   * The pro-forma invoice of an order paid by bank transfer, as a PDF download, to whoever may
   * read the order; other orders have none (404). Drawing one costs CPU, so a caller's downloads
   * are counted.
   */
  app.get('/orders/orders/:id/invoice.pdf', async (request, reply) => {
    const row = await readableOrder(request);
    if (!hasProformaInvoice(row.payMethod)) throw new NotFoundError('invoice');
    await limiter().consume([invoiceRule(request.ip)]);
    const invoice = await proformaInvoice(db, row);
    const pdf = await invoicePdf(invoice);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceFileName(invoice)}"`)
      .send(pdf);
  });
};
