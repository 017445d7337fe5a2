import { shippingFee } from './cart.js';
import { sum, toBani, toLei, type Bani } from './money.js';

/**
 * Ecommerce events for the tag manager (SPEC §7 "Analytics"): items carry item_name, item_id,
 * price, affiliation 'Website', item_brand and quantity; events carry currency MDL, value, shipping
 * and optionally the user's phone and e-mail.
 */
export interface AnalyticsItem {
  item_name: string;
  item_id: string;
  price: number;
  affiliation: 'Website';
  item_brand: string;
  quantity: number;
}

/** What analytics needs of a product (§3 "For analytics"). */
export interface AnalyticsProduct {
  name: string;
  model?: string | null;
  brand?: { name?: string | null } | null;
}

/** One item, priced at what the shopper pays per unit. `quantity` defaults to 1 (§3). */
export function analyticsItem(
  product: AnalyticsProduct,
  unitPrice: Bani,
  quantity = 1,
): AnalyticsItem {
  return {
    item_name: product.name,
    item_id: product.model ?? '',
    price: toLei(unitPrice),
    affiliation: 'Website',
    item_brand: product.brand?.name ?? '',
    quantity,
  };
}

export interface EcommerceEvent {
  event: 'begin_checkout' | 'purchase';
  ecommerce: {
    currency: 'MDL';
    value: number;
    shipping: number;
    items: AnalyticsItem[];
    transaction_id?: string;
    /** The discount code of a purchase that used one. */
    coupon?: string;
    user_phone?: string;
    user_email?: string;
  };
}

/**
 * begin_checkout or purchase (with its transaction id), valued at the items total in lei less a
 * discount code's part (`discount`, in bani). Shipping is the order's delivery fee when it is known
 * (`shipping`, in bani: a purchase's, by `deliveryFee`); before the delivery is chosen it follows
 * the items total as a courier's would (§9).
 */
export function ecommerceEvent(
  event: EcommerceEvent['event'],
  items: readonly AnalyticsItem[],
  extra: {
    transactionId?: string | number;
    phone?: string;
    email?: string;
    coupon?: string;
    discount?: Bani;
    shipping?: Bani;
  } = {},
): EcommerceEvent {
  const itemsTotal = sum(items.map((item) => (toBani(item.price) ?? 0) * item.quantity));
  const discount = Math.min(itemsTotal, Math.max(0, extra.discount ?? 0));
  return {
    event,
    ecommerce: {
      currency: 'MDL',
      value: toLei(itemsTotal - discount),
      shipping: toLei(extra.shipping ?? shippingFee(itemsTotal)),
      items: [...items],
      ...(extra.transactionId !== undefined && { transaction_id: String(extra.transactionId) }),
      ...(extra.coupon && { coupon: extra.coupon }),
      ...(extra.phone && { user_phone: extra.phone }),
      ...(extra.email && { user_email: extra.email }),
    },
  };
}
