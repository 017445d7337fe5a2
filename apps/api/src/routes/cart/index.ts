import { cartUpdateRequestSchema, MAX_ID, type cartLineSchema } from '@shop/core/contract';
import {
  CART_LINES_CAP,
  clampQuantity,
  decrementQuantity,
  incrementQuantity,
  priceView,
  toLeiString,
} from '@shop/core/rules';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../../auth/sessions.js';
import type { Database } from '../../db/client.js';
import { cartLines } from '../../db/schema.js';
import { privateAnswers } from '../../http/cache.js';
import { ApiProblem, ERROR_DETAIL, fieldProblem, NotFoundError } from '../../http/errors.js';
import { assertOwnAccount, buyerOf, lockAccount, type Buyer } from '../../shop/buyer.js';
import { isSold, lineAttributes, lineUnit, maxUnits, saleRows } from '../../shop/sale.js';
import { outOfStock } from '../../shop/stock-problem.js';
import { catalogueContext } from '../catalogue/products.js';
import { loadProducts, type ProductAnswer } from '../../catalogue/product-json.js';

type CartLineAnswer = z.input<typeof cartLineSchema>;

const lineParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
});

/**
 * The server cart of §7 "Cart" for a signed-in customer (§4: "Logged-in carts live on the
 * server"; a visitor's cart stays in the browser, so every call here needs the token):
 * - GET /orders/temporary-cart/: the lines, each with its product, unit and pricePerOne for the
 *   caller's role and unit (the price core's `priceView` shows the caller, its `unitPrice`: the
 *   price the order will charge);
 * - POST /orders/temporary-cart/: adds (`increment`, merging into the line of the same product,
 *   unit and parameter items), removes (`decrement`, never below 1) or sets the quantity (a
 *   manager sends the actual quantity, §6), always within the stock the caller's role draws from
 *   and, for a manager, 100 units (core's cart rules); answers the whole cart;
 * - DELETE /orders/temporary-cart/{lineId}: removes a line (§6: deletes go by cart line id);
 * - GET /orders/cart-delete-all/: empties the cart (after an order).
 * Writes of one account take turns (its row is locked), so parallel clicks add up exactly.
 */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  privateAnswers(app);
  const { db } = app;

  app.get('/orders/temporary-cart/', async (request) => {
    const { user } = await requireSession(db, request);
    return cartAnswer(request, buyerOf(user));
  });

  app.post('/orders/temporary-cart/', async (request) => {
    const { user } = await requireSession(db, request);
    const body = cartUpdateRequestSchema.parse(request.body);
    assertOwnAccount(body.user, user.id);
    const buyer = buyerOf(user);
    await db.transaction(async (tx) => {
      await lockAccount(tx, user.id);
      const row = (await saleRows(tx, [body.product])).get(body.product);
      if (!row || !isSold(row)) throw fieldProblem('product', 'invalid');
      const unit = lineUnit(row, body.products_units, buyer.role, request.locale);
      if (unit === 'invalid') throw fieldProblem('products_units', 'invalid');
      const attributes = lineAttributes(row, body.product_atributes, request.locale);
      if (attributes === 'invalid') throw fieldProblem('product_atributes', 'invalid');
      const attributeIds = attributes.flatMap((attribute) => attribute.id ?? []);

      const [existing] = await tx
        .select({ id: cartLines.id, quantity: cartLines.quantity })
        .from(cartLines)
        .where(
          and(
            eq(cartLines.userId, user.id),
            eq(cartLines.productId, row.id),
            sql`coalesce(${cartLines.unitId}, 0) = ${unit?.id ?? 0}`,
            sql`${cartLines.attributes} = ${`{${attributeIds.join(',')}}`}::integer[]`,
          ),
        );
      if (body.decrement === true) {
        if (!existing) throw new NotFoundError('cart line');
        await setQuantity(tx, existing.id, decrementQuantity(existing.quantity, body.quantity));
        return;
      }
      const max = maxUnits(row, unit, buyer.role);
      const quantity =
        body.increment === true
          ? incrementQuantity(existing?.quantity ?? 0, max, body.quantity)
          : clampQuantity(body.quantity, max);
      if (quantity < 1) {
        throw outOfStock([
          { productId: row.id, name: row.name, available: max, locale: request.locale },
        ]);
      }
      if (existing) {
        await setQuantity(tx, existing.id, quantity);
        return;
      }
      const [lines] = await tx
        .select({ n: count() })
        .from(cartLines)
        .where(eq(cartLines.userId, user.id));
      if ((lines?.n ?? 0) >= CART_LINES_CAP) throw new ApiProblem(409, ERROR_DETAIL.limitReached);
      await tx.insert(cartLines).values({
        userId: user.id,
        productId: row.id,
        unitId: unit?.id ?? null,
        attributes: attributeIds,
        quantity,
      });
    });
    return cartAnswer(request, buyer);
  });

  app.delete('/orders/temporary-cart/:id', async (request, reply) => {
    const { user } = await requireSession(db, request);
    const { id } = lineParams.parse(request.params);
    const deleted = await db
      .delete(cartLines)
      .where(and(eq(cartLines.id, id), eq(cartLines.userId, user.id)))
      .returning({ id: cartLines.id });
    // Another account's line reads as missing: its existence is not ours to confirm.
    if (deleted.length === 0) throw new NotFoundError('cart line');
    return reply.code(204).send();
  });

  app.get('/orders/cart-delete-all/', async (request, reply) => {
    const { user } = await requireSession(db, request);
    await db.delete(cartLines).where(eq(cartLines.userId, user.id));
    return reply.code(204).send();
  });
};

async function setQuantity(db: Database, lineId: number, quantity: number): Promise<void> {
  await db
    .update(cartLines)
    .set({ quantity, updatedAt: new Date() })
    .where(eq(cartLines.id, lineId));
}

/** The caller's cart as the contract's lines, oldest line first. */
async function cartAnswer(request: FastifyRequest, buyer: Buyer): Promise<CartLineAnswer[]> {
  const userId = buyer.user?.id;
  if (userId === undefined) return [];
  const lines = await request.server.db
    .select()
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const products = new Map(
    (
      await loadProducts(
        catalogueContext(request),
        lines.map((line) => line.productId),
      )
    ).map((product) => [product.id, product]),
  );
  return lines.flatMap((line): CartLineAnswer[] => {
    const product = products.get(line.productId);
    if (!product) return [];
    const unit = product.products_units?.find((candidate) => candidate.id === line.unitId) ?? null;
    return [
      {
        id: line.id,
        product: { ...product, real_product_cart_unit: unit },
        quantity: line.quantity,
        products_units: unit,
        pricePerOne: toLeiString(priceView(product, buyer.pricing, Number(unit?.coef ?? 1)).price),
        product_atributes: chosenItems(product, line.attributes),
      },
    ];
  });
}

/** The titles of a line's parameter items, from the product as answered (in the request's language). */
function chosenItems(product: ProductAnswer, ids: readonly number[]) {
  const items = new Map(
    (product.parameters ?? []).flatMap((group) =>
      (group.items ?? []).map((item) => [item.id, item.title] as const),
    ),
  );
  return ids.flatMap((id) => {
    const title = items.get(id);
    return title === undefined ? [] : [{ id, title }];
  });
}
