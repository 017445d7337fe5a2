import type { orderSchema } from '@shop/core/contract';
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { orderLines, type orders } from '../db/schema.js';
import { loadProducts, type CatalogueContext } from '../catalogue/product-json.js';

/**
 * Orders as the profile and the order pages read them (the contract's `orderSchema`): the
 * order's data, its totals and its lines as they were bought; each line also carries the
 * product as it is now (null when it left the catalogue), for its picture and link.
 */

type OrderRow = typeof orders.$inferSelect;
type OrderAnswer = z.input<typeof orderSchema>;

export async function orderAnswers(
  context: CatalogueContext,
  rows: readonly OrderRow[],
): Promise<OrderAnswer[]> {
  if (rows.length === 0) return [];
  const lines = await context.db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const products = new Map(
    (await loadProducts(context, productIds)).map((product) => [product.id, product]),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    steps_reached: row.stepsReached,
    pay_method: row.payMethod,
    delivery_method: row.deliveryMethod,
    is_abandoned: row.isAbandoned,
    is_fast_order: row.isFastOrder,
    created_at: row.createdAt.toISOString(),
    items_total: row.itemsTotal,
    total_price: row.totalPrice,
    discount: row.discount,
    shipping_price: row.shippingPrice,
    name: row.name,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    person_type: row.personType,
    company_name: row.companyName,
    address: row.address,
    shop: row.shopId,
    delivery_date: row.deliveryDate,
    comment: row.comment,
    promo_code: row.promoCode,
    order_products: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        id: line.id,
        product: line.productId === null ? null : (products.get(line.productId) ?? null),
        product_id: line.productId ?? undefined,
        name: line.name,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        total_price: line.totalPrice,
        product_atributes: line.attributes,
        products_units: line.unit && {
          id: line.unit.id,
          name: line.unit.name,
          name_cod: line.unit.nameCod,
          coef: line.unit.coef,
        },
      })),
  }));
}
