import type { CartRow, CheckoutLine, FastOrderLine } from '@shop/ui';

/** A row's chosen parameters as an order names them: by id (one without an id cannot be sent). */
function orderAttributesOf(row: CartRow): { id: number; title: string }[] {
  return row.attributes.flatMap(({ id, title }) => (id === undefined ? [] : [{ id, title }]));
}

/** The cart panel's rows as the checkout's lines: priced for the buyer, with the unit chosen. */
export function checkoutLinesOf(rows: readonly CartRow[]): CheckoutLine[] {
  return rows.map((row) => ({
    productId: row.productId,
    name: row.name,
    brand: row.product.brand?.name ?? null,
    model: row.product.model,
    image: row.image,
    href: row.href,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    total: row.lineTotal,
    attributes: orderAttributesOf(row),
    unitId: row.unit?.id ?? null,
    unitLabel: row.unitLabel,
    // A manager's box takes its pieces from a pickup shop (a unit's coef is always ≥ 1).
    pieces: row.quantity * (row.unit?.coef ?? 1),
  }));
}

/**
 * The cart's rows as the manager's fast-order lines: keyed as the cart keys them (a quantity
 * change or a removal names the line), the unit chosen, the product's prices and stock.
 */
export function fastOrderLinesOf(rows: readonly CartRow[]): FastOrderLine[] {
  return rows.map((row) => ({
    key: row.key,
    productId: row.productId,
    name: row.name,
    image: row.image,
    quantity: row.quantity,
    unit: row.unit,
    prices: row.product,
    stock: row.product,
    attributes: orderAttributesOf(row),
  }));
}
