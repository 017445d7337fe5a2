import type { CartRow, CheckoutLine } from '@shop/ui';

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
    // An order names a chosen parameter by its id; one without an id cannot be sent.
    attributes: row.attributes.flatMap(({ id, title }) =>
      id === undefined ? [] : [{ id, title }],
    ),
    unitId: row.unit?.id ?? null,
    unitLabel: row.unitLabel,
  }));
}
