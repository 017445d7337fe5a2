import { FREE_DELIVERY_THRESHOLD_BANI, LOCAL_CART_CAP, SHIPPING_FEE_BANI } from './constants.js';
import { sum, type Bani } from './money.js';
import { readStoredJson } from './stored-ids.js';

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

/** A step of at least one whole unit. */
const wholeStep = (step: number): number =>
  Number.isFinite(step) ? Math.max(1, Math.trunc(step)) : 1;

/** `step` more (one by default), never above the stock; a quantity already above it stays. */
export function incrementQuantity(quantity: number, stock: number, step = 1): number {
  return Math.max(quantity, clampQuantity(quantity + wholeStep(step), stock));
}

/** `step` less (one by default), never below 1 (§4: "Decrement never goes below 1"). */
export function decrementQuantity(quantity: number, step = 1): number {
  return Math.max(1, Math.trunc(quantity) - wholeStep(step));
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

const isId = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isSafeInteger(value)) ||
  (typeof value === 'string' && value !== '');

/** One stored line, or null when it is not a line this shop could have written. */
function storedLine(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { productId, quantity, attributes, unitId } = value as Record<string, unknown>;
  if (!isId(productId)) return null;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1) return null;
  const line: CartItem = { productId, quantity };
  if (attributes !== undefined) {
    if (!Array.isArray(attributes) || !attributes.every(isId)) return null;
    line.attributes = attributes;
  }
  if (unitId !== undefined && unitId !== null) {
    if (typeof unitId !== 'number' || !Number.isSafeInteger(unitId)) return null;
    line.unitId = unitId;
  }
  return line;
}

/**
 * Reads an anonymous cart from browser storage (`cartProducts`): a JSON array of lines. Storage
 * may hold anything, so this never throws: unreadable storage is an empty cart, a line that is
 * not valid is dropped, and lines with the same key are merged (quantities added). At most
 * `LOCAL_CART_CAP` lines. Stock is not known here: the cart is revalidated against the server.
 */
export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  const value = readStoredJson(raw);
  if (!Array.isArray(value)) return [];
  const lines = new Map<string, CartItem>();
  for (const entry of value) {
    const line = storedLine(entry);
    if (!line) continue;
    const key = cartLineKey(line);
    const known = lines.get(key);
    if (known) known.quantity += line.quantity;
    else if (lines.size < LOCAL_CART_CAP) lines.set(key, line);
  }
  return [...lines.values()];
}

/** How many items a cart holds: the sum of its quantities (the cart button's count). */
export function cartItemCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((count, item) => count + Math.max(0, item.quantity), 0);
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
    items: cartItemCount(lines),
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
