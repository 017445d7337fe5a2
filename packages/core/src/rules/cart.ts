import { FREE_DELIVERY_THRESHOLD_BANI, SHIPPING_FEE_BANI } from './constants.js';
import { sum, type Bani } from './money.js';

/**
 * Cart rules of SPEC §4 "Cart panel" and §9. They work on plain line descriptions so that the
 * anonymous cart in browser storage, the server cart and the cart panel share them.
 */

/** What identifies a cart line and how many of it there are. */
export interface CartItem {
  productId: number | string;
  quantity: number;
  /** Chosen attributes (size, colour…): the same product with other attributes is another line. */
  attributes?: readonly (number | string)[];
  /** The unit a manager or dealer chose; another unit of the same product is another line. */
  unitId?: number | null;
}

/**
 * The key that decides whether two additions are the same line: the product id, the sorted
 * attributes and the unit.
 */
export function cartLineKey(item: Omit<CartItem, 'quantity'>): string {
  const attributes = [...(item.attributes ?? [])].map(String).sort();
  return JSON.stringify([String(item.productId), attributes, item.unitId ?? null]);
}

/** Stock as a whole number of units, never negative. */
const wholeStock = (stock: number): number =>
  Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;

/**
 * A quantity kept within 1..stock (§5: at least 1, at most the stock balance). With no stock
 * there is no valid quantity and the result is 0.
 */
export function clampQuantity(quantity: number, stock: number): number {
  const max = wholeStock(stock);
  if (max === 0) return 0;
  const q = Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
  return Math.min(Math.max(q, 1), max);
}

export type AddOutcome = 'added' | 'merged' | 'capped' | 'out_of_stock';

/**
 * Adds a line, or merges its quantity into the line with the same key, capped at the stock.
 * `capped` says the shopper asked for more than the stock allows (a toast can tell them).
 */
export function addToCart<Item extends CartItem>(
  items: readonly Item[],
  addition: Item,
  stock: number,
): { items: Item[]; outcome: AddOutcome } {
  const key = cartLineKey(addition);
  const index = items.findIndex((item) => cartLineKey(item) === key);
  const existing = index >= 0 ? (items[index]?.quantity ?? 0) : 0;
  const wanted = existing + Math.max(1, Math.trunc(addition.quantity) || 1);
  const quantity = clampQuantity(wanted, stock);
  if (quantity === 0 || quantity <= existing) {
    return { items: [...items], outcome: quantity === 0 ? 'out_of_stock' : 'capped' };
  }
  const outcome: AddOutcome = quantity < wanted ? 'capped' : index >= 0 ? 'merged' : 'added';
  if (index < 0) return { items: [...items, { ...addition, quantity }], outcome };
  return {
    items: items.map((item, i) => (i === index ? { ...item, quantity } : item)),
    outcome,
  };
}

/** Sets a line's quantity within 1..stock; a line with no stock left keeps its quantity. */
export function setLineQuantity<Item extends CartItem>(
  items: readonly Item[],
  key: string,
  quantity: number,
  stock: number,
): Item[] {
  return items.map((item) => {
    if (cartLineKey(item) !== key) return item;
    const next = clampQuantity(quantity, stock);
    return next === 0 ? item : { ...item, quantity: next };
  });
}

/** One more, never above the stock. */
export function incrementQuantity(quantity: number, stock: number): number {
  return Math.max(quantity, clampQuantity(quantity + 1, stock));
}

/** One less, never below 1 (§4: "Decrement never goes below 1"). */
export function decrementQuantity(quantity: number): number {
  return Math.max(1, Math.trunc(quantity) - 1);
}

/** Removes a line by its key. */
export function removeLine<Item extends CartItem>(items: readonly Item[], key: string): Item[] {
  return items.filter((item) => cartLineKey(item) !== key);
}

/**
 * Which quantity controls a row shows (§4): minus is hidden at quantity 1, where delete shows
 * instead; plus is hidden when the quantity has reached the stock.
 */
export function quantityControls(
  quantity: number,
  stock: number,
): { minus: boolean; remove: boolean; plus: boolean } {
  return { minus: quantity > 1, remove: quantity <= 1, plus: quantity < wholeStock(stock) };
}

/** A priced line: its unit price (bani) and quantity. */
export interface PricedLine {
  unitPrice: Bani;
  quantity: number;
}

export interface CartTotals {
  /** Sum of the line totals, in bani. */
  itemsTotal: Bani;
  /** Shipping as analytics reports it (§9): 80 lei under 500 lei, otherwise 0. */
  shipping: Bani;
  /** Number of lines. */
  lines: number;
  /** Number of items: the sum of the quantities (the cart button count). */
  items: number;
}

/** Totals of a cart: never negative, and exactly the sum of its lines. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const itemsTotal = sum(
    lines.map(({ unitPrice, quantity }) => Math.max(0, unitPrice) * Math.max(0, quantity)),
  );
  return {
    itemsTotal,
    shipping: shippingFee(itemsTotal),
    lines: lines.length,
    items: lines.reduce((count, line) => count + Math.max(0, line.quantity), 0),
  };
}

/** Shipping fee for an items total: 80 lei under 500 lei, otherwise 0 (§9). */
export function shippingFee(itemsTotal: Bani): Bani {
  return itemsTotal > 0 && itemsTotal < FREE_DELIVERY_THRESHOLD_BANI ? SHIPPING_FEE_BANI : 0;
}

/**
 * Progress toward free delivery (§2 cart panel): what is left to spend and the share done, 0..1.
 */
export function freeDeliveryProgress(itemsTotal: Bani): {
  threshold: Bani;
  remaining: Bani;
  ratio: number;
  reached: boolean;
} {
  const threshold = FREE_DELIVERY_THRESHOLD_BANI;
  const total = Math.max(0, itemsTotal);
  return {
    threshold,
    remaining: Math.max(0, threshold - total),
    ratio: Math.min(1, total / threshold),
    reached: total >= threshold,
  };
}
