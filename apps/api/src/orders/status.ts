import { isOpenOrder, ORDER_STATUSES, ORDER_STEPS, type OrderStatus } from '@shop/core/rules';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orderLines, orders, promoCodes, promoCodeUses } from '../db/schema.js';
import { shopStockGiveBack } from '../shop/shop-stock.js';
import { stockUpdate } from '../shop/sale.js';

/**
 * How an order moves after it is placed (§3 "Order" statuses, §2 "a five-step progress bar"):
 * the shop's staff confirm, pack, ship and deliver it (steps 1 to 5), mark it finished, or cancel
 * it. Cancelling gives the stock back and frees the discount code's use; a cancelled or finished
 * order does not move again. Only staff do this, from the command line
 * (`pnpm --filter @shop/api order:status`): no public call changes a status.
 */

export interface StatusChange {
  orderId: number;
  status: OrderStatus;
  /** Steps gone through, 1 to 4, for an order in process or waiting for payment. */
  step?: number;
}

export interface StatusResult {
  id: number;
  status: OrderStatus;
  stepsReached: number;
  /** Pieces given back to stock (a cancellation). */
  restocked: number;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Applies a status change in one transaction, the order's row locked. */
export async function changeOrderStatus(db: Database, change: StatusChange): Promise<StatusResult> {
  const open = isOpenOrder(change.status);
  if (change.step !== undefined) {
    if (!open) throw new Error(`a step goes with process or pending_payment, not ${change.status}`);
    if (!Number.isInteger(change.step) || change.step < 1 || change.step >= ORDER_STEPS.length) {
      throw new Error(`the step is 1 to ${ORDER_STEPS.length - 1}, not ${change.step}`);
    }
  }
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, change.orderId))
      .for('update');
    if (!order || order.isAbandoned) throw new Error(`no order ${change.orderId}`);
    if (!isOpenOrder(order.status)) {
      throw new Error(`order ${order.id} is ${order.status} and does not move again`);
    }
    let restocked = 0;
    if (change.status === 'canceled') {
      const lines = await tx
        .select({ productId: orderLines.productId, pieces: orderLines.pieces })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.productId));
      // Negative pieces give them back to the stock the order took them from; lines of one
      // product (two units of it) count together, as the order took them.
      const pieces = new Map<number, number>();
      for (const line of lines) {
        if (line.productId === null) continue;
        pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.pieces);
      }
      const back = [...pieces].map(([id, count]) => ({ id, pieces: -count }));
      if (back.length > 0) {
        await tx.execute(stockUpdate(back, order.role));
        // A pickup order's pieces go back to the shop that kept them.
        if (order.deliveryMethod === 'pickup' && order.shopId !== null) {
          await tx.execute(
            shopStockGiveBack(
              order.shopId,
              back.map((line) => ({ id: line.id, pieces: -line.pieces })),
            ),
          );
        }
      }
      restocked = back.reduce((total, line) => total - line.pieces, 0);
      if (order.promoCodeId !== null) {
        const freed = await tx
          .delete(promoCodeUses)
          .where(eq(promoCodeUses.orderId, order.id))
          .returning({ id: promoCodeUses.id });
        if (freed.length > 0) {
          await tx
            .update(promoCodes)
            .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
            .where(eq(promoCodes.id, order.promoCodeId));
        }
      }
    }
    const stepsReached =
      change.status === 'finished' ? ORDER_STEPS.length : (change.step ?? order.stepsReached);
    const [row] = await tx
      .update(orders)
      .set({ status: change.status, stepsReached, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning({ id: orders.id, status: orders.status, stepsReached: orders.stepsReached });
    if (!row) throw new Error('the order was not updated');
    return { ...row, restocked };
  });
}
