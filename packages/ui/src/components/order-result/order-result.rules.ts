import type { Order, OrderProduct } from '@shop/core/contract';
import { productPath, sum, toBani, type Bani } from '@shop/core/rules';

/**
 * Pure readings of an order for its page (SPEC §2 "Order success page", §3 "Order"). Core holds
 * the rules of placing an order; these only say how a placed order, as the API answers it, is
 * shown: amounts arrive in lei and are turned into bani once, here.
 */

/** An order line as the page shows it. */
export interface OrderLineView {
  /** A stable React key: the line's id, else its product and position. */
  key: string;
  /** The line's own name (kept even when the product is gone), else the product's; null if neither. */
  name: string | null;
  /** The product id, for a fallback name ('Produsul nr. 12'). */
  productId: number | null;
  /** The product's picture, null when it has none or is gone. */
  image: string | null;
  /** The product page, null when the product is gone from the catalogue. */
  href: string | null;
  /** The product is gone from the catalogue (`product` is null). */
  gone: boolean;
  /** The chosen parameters' titles (size, feature), in the order the API sends them. */
  attributes: string[];
  /** The sale unit's name ('Buc', 'Set'), null when the line has none. */
  unit: string | null;
  quantity: number;
  unitPrice: Bani;
  total: Bani;
}

/** A line of the order, ready to show. */
export function orderLineView(line: OrderProduct, index: number): OrderLineView {
  const product = line.product;
  const productId = line.product_id ?? product?.id ?? null;
  const name = nonBlank(line.name) ?? nonBlank(product?.name);
  return {
    key:
      line.id !== undefined
        ? `line-${String(line.id)}`
        : `product-${String(productId ?? 'none')}-${String(index)}`,
    name,
    productId,
    image: product?.image ?? null,
    href: product ? productPath(product.slug) : null,
    gone: product === null,
    attributes: line.product_atributes
      .map((attribute) => attribute.title.trim())
      .filter((title) => title !== ''),
    unit: nonBlank(line.products_units?.name),
    quantity: line.quantity,
    unitPrice: toBani(line.unit_price) ?? 0,
    total: toBani(line.total_price) ?? 0,
  };
}

/** The money of an order, in bani. */
export interface OrderResultTotals {
  /** The lines' sum before the discount: the server's, else the sum of the line totals. */
  items: Bani;
  /** The coupon's discount; 0 without one. */
  discount: Bani;
  /**
   * The delivery fee the order notes; null when it has none to name: the server sent none, or
   * the delivery is agreed on the phone (a one-click order).
   */
  shipping: Bani | null;
  /** What the order costs, as the server charged it. */
  total: Bani;
}

/**
 * The order's totals as the server priced them. A missing items total is the sum of the lines;
 * a discount is never negative. Shipping is not added to the total (SPEC §9: the fee is for
 * analytics only; the total is the server's).
 */
export function orderResultTotals(order: Order): OrderResultTotals {
  const lines = order.order_products.map((line) => toBani(line.total_price) ?? 0);
  return {
    items: toBani(order.items_total) ?? sum(lines),
    discount: Math.max(0, toBani(order.discount) ?? 0),
    shipping: order.delivery_method ? toBani(order.shipping_price) : null,
    total: toBani(order.total_price) ?? 0,
  };
}

/** The contact's full name: first and last name, blank parts left out. */
export function orderContactName(order: Pick<Order, 'name' | 'last_name'>): string {
  return [order.name, order.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** Where the order goes: a courier's address, a pickup shop's name, or nothing known. */
export type OrderPlace =
  { kind: 'address'; text: string } | { kind: 'shop'; text: string } | { kind: 'none' };

/**
 * Where the order goes. Pickup names the shop (its name comes from the storefront, which knows
 * the shop contacts; the order holds only the id); a courier order shows its address. An order
 * without a delivery method (a fast order) shows whichever it has.
 */
export function orderPlace(
  order: Pick<Order, 'delivery_method' | 'address'>,
  shopName?: string | null,
): OrderPlace {
  const address = nonBlank(order.address);
  const shop = nonBlank(shopName);
  if (order.delivery_method === 'pickup')
    return shop ? { kind: 'shop', text: shop } : { kind: 'none' };
  if (address) return { kind: 'address', text: address };
  if (order.delivery_method === null && shop) return { kind: 'shop', text: shop };
  return { kind: 'none' };
}

/** The company of a juridical person's order, null for anyone else or when blank. */
export function orderCompany(order: Pick<Order, 'person_type' | 'company_name'>): string | null {
  const company = nonBlank(order.company_name);
  return company && order.person_type !== 'physical' ? company : null;
}

function nonBlank(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
