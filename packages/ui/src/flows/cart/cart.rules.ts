import type {
  CartLine,
  CartUpdateRequest,
  LineAttribute,
  OrderProductRequest,
  Product,
  ProductUnit,
} from '@shop/core/contract';
import {
  cartLineKey,
  clampQuantity,
  DEFAULT_UNIT,
  lineTotal,
  maxLineUnits,
  productPath,
  quantityControls,
  toLei,
  unitCoef,
  unitKind,
  unitPrice,
  unitsOf,
  type Bani,
  type CartItem,
  type PricingContext,
  type Role,
} from '@shop/core/rules';

/**
 * Pure helpers of the cart flow (SPEC §4 "Cart panel", §5 "Line total", §6) that core does not
 * have: one line shape for the visitor's stored cart and the account's server cart, the rows the
 * panel draws and the lines an order payload needs. Every price, stock and quantity rule itself
 * is core's (`unitPrice`, `lineTotal`, `maxLineUnits`: the most units the server takes).
 */

/** A cart line as the machine keeps it, in either mode. */
export interface CartEntry {
  /** core's `cartLineKey`: product, sorted attributes and unit. */
  key: string;
  productId: number;
  /** The quantity the shopper sees (ahead of the server while a change is pending). */
  quantity: number;
  /** Ids of the chosen parameter items (size, feature). */
  attributes: number[];
  /** The chosen unit's id; null when sold by the piece without a unit. */
  unitId: number | null;
  /** Account: the server's line id (REMOVE deletes by it); null for a visitor. */
  lineId: number | null;
  /** Account: the quantity the server last confirmed; a visitor's equals `quantity`. */
  confirmed: number;
  /** Account: the chosen parameter items as the server keeps them; null: read from the product. */
  attributeTitles: LineAttribute[] | null;
  /** Account: the unit as the server answered it; null: looked up in the product's units. */
  unit: ProductUnit | null;
}

/** Products by id, as the cart last loaded them. */
export type CartProducts = Readonly<Record<number, Product>>;

/** A whole id (storage may hold strings); null when it is not one. */
export function toId(value: number | string | null | undefined): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** A visitor's line from a stored item; null when its product id is not a whole number. */
export function entryFromItem(item: CartItem): CartEntry | null {
  const productId = toId(item.productId);
  if (productId === null) return null;
  const attributes = (item.attributes ?? []).flatMap((id) => {
    const n = toId(id);
    return n === null ? [] : [n];
  });
  const unitId = item.unitId ?? null;
  const quantity = Math.max(1, Math.trunc(item.quantity) || 1);
  return {
    key: cartLineKey({ productId, attributes, unitId }),
    productId,
    quantity,
    attributes,
    unitId,
    lineId: null,
    confirmed: quantity,
    attributeTitles: null,
    unit: null,
  };
}

/** A visitor's lines from stored items (core's `parseStoredCart` output); repeats merged. */
export function entriesFromItems(items: readonly CartItem[]): CartEntry[] {
  const entries: CartEntry[] = [];
  for (const item of items) {
    const entry = entryFromItem(item);
    if (!entry) continue;
    const known = entries.find((other) => other.key === entry.key);
    if (known) {
      known.quantity += entry.quantity;
      known.confirmed = known.quantity;
    } else entries.push(entry);
  }
  return entries;
}

/** What browser storage keeps of a visitor's lines (`CART_STORAGE_KEY`). */
export function itemsOf(entries: readonly CartEntry[]): CartItem[] {
  return entries.map((entry) => ({
    productId: entry.productId,
    quantity: entry.quantity,
    ...(entry.attributes.length > 0 && { attributes: [...entry.attributes] }),
    ...(entry.unitId !== null && { unitId: entry.unitId }),
  }));
}

/** The account's lines from the server's cart, and their products. */
export function entriesFromLines(lines: readonly CartLine[]): {
  entries: CartEntry[];
  products: Record<number, Product>;
} {
  const products: Record<number, Product> = {};
  const entries = lines.map((line): CartEntry => {
    products[line.product.id] = line.product;
    const attributes = line.product_atributes.flatMap((attribute) =>
      attribute.id === undefined ? [] : [attribute.id],
    );
    const unitId = line.products_units?.id ?? null;
    return {
      key: cartLineKey({ productId: line.product.id, attributes, unitId }),
      productId: line.product.id,
      quantity: line.quantity,
      attributes,
      unitId,
      lineId: line.id,
      confirmed: line.quantity,
      attributeTitles: line.product_atributes,
      unit: line.products_units,
    };
  });
  return { entries, products };
}

/** The unit of a line: the server's, else the product's unit with that id, else none. */
export function unitOf(entry: CartEntry, product: Product | undefined): ProductUnit | null {
  if (entry.unit) return entry.unit;
  if (entry.unitId === null) return null;
  return product?.products_units.find((unit) => unit.id === entry.unitId) ?? null;
}

/** The chosen parameter items of a line: the server's, else read from the product's groups. */
export function attributeTitlesOf(
  entry: Pick<CartEntry, 'attributes' | 'attributeTitles'>,
  product: Product | undefined,
): LineAttribute[] {
  if (entry.attributeTitles) return entry.attributeTitles;
  if (!product || entry.attributes.length === 0) return [];
  return product.parameters.flatMap((group) =>
    group.items
      .filter((item) => entry.attributes.includes(item.id))
      .map((item) => ({ id: item.id, title: item.title })),
  );
}

/**
 * Fresh products for some lines (revalidation, or the panel opening): the products replace the
 * known ones; lines of a `judged` product that did not come back, or that has no stock left, are
 * removed; quantities above the new stock are clamped (core's `clampQuantity`). `removed` counts
 * the products taken out.
 */
export function reconcile(
  entries: readonly CartEntry[],
  known: CartProducts,
  fresh: readonly Product[],
  judged: readonly number[],
  role: Role,
): { entries: CartEntry[]; products: Record<number, Product>; removed: number } {
  const products: Record<number, Product> = { ...known };
  for (const product of fresh) products[product.id] = product;
  const arrived = new Set(fresh.map((product) => product.id));
  const removedIds = new Set<number>();
  const kept = entries.flatMap((entry): CartEntry[] => {
    if (judged.includes(entry.productId) && !arrived.has(entry.productId)) {
      removedIds.add(entry.productId);
      return [];
    }
    const product = products[entry.productId];
    // Not asked about and not known yet: it waits for its product.
    if (!product) return [entry];
    const quantity = clampQuantity(
      entry.quantity,
      maxLineUnits(product, unitOf(entry, product), role),
    );
    if (quantity === 0) {
      removedIds.add(entry.productId);
      return [];
    }
    return quantity === entry.quantity ? [entry] : [{ ...entry, quantity, confirmed: quantity }];
  });
  for (const id of judged) {
    if (!arrived.has(id)) delete products[id];
  }
  return { entries: kept, products, removed: removedIds.size };
}

/**
 * The server's answer merged into the lines on screen: each line takes the server's quantity,
 * except one with a change the server has not been sent yet (another line changed meanwhile),
 * which keeps what the shopper set. `sent` is the change just answered: its line takes the
 * server's number (it may have clamped it) unless the shopper changed it again since.
 */
export function mergeServerLines(
  lines: readonly CartLine[],
  local: readonly CartEntry[],
  sent: { key: string; quantity: number } | null = null,
): { entries: CartEntry[]; products: Record<number, Product> } {
  const fromServer = entriesFromLines(lines);
  const entries = fromServer.entries.map((entry) => {
    const mine = local.find((other) => other.key === entry.key);
    if (!mine || mine.quantity === mine.confirmed) return entry;
    if (sent && sent.key === entry.key && sent.quantity === mine.quantity) return entry;
    return { ...entry, quantity: mine.quantity };
  });
  return { entries, products: fromServer.products };
}

/**
 * The next quantity change to send (account mode), or null when the server is in step: a
 * customer sends the difference with `increment` or `decrement`; a manager sends the actual
 * quantity, with no flag (§6).
 */
export function nextUpdate(
  entries: readonly CartEntry[],
  role: Role,
): { key: string; quantity: number; body: CartUpdateRequest } | null {
  const entry = entries.find((candidate) => candidate.quantity !== candidate.confirmed);
  if (!entry) return null;
  const base = {
    product: entry.productId,
    products_units: entry.unitId,
    product_atributes: [...entry.attributes],
  };
  const delta = entry.quantity - entry.confirmed;
  const body: CartUpdateRequest =
    role === 'manager'
      ? { ...base, quantity: entry.quantity }
      : delta > 0
        ? { ...base, quantity: delta, increment: true }
        : { ...base, quantity: -delta, decrement: true };
  return { key: entry.key, quantity: entry.quantity, body };
}

/** One row of the cart panel, with everything it shows. */
export interface CartRow {
  key: string;
  /** Account: the server's line id. */
  lineId: number | null;
  product: Product;
  productId: number;
  name: string;
  image: string | null;
  /** The product page, without the language prefix (ShopLink adds it). */
  href: string;
  /** The chosen parameter items (size, feature). */
  attributes: LineAttribute[];
  unit: ProductUnit | null;
  /** The unit's name ('Cutie', 'Buc') for a manager or a dealer (§6); null for others. */
  unitLabel: string | null;
  quantity: number;
  /** The most units this line may have (core's `maxLineUnits`). */
  stock: number;
  /** Price of one unit for this buyer, in bani (core's `unitPrice`). */
  unitPrice: Bani;
  /** Unit price times quantity, in bani (core's `lineTotal`). */
  lineTotal: Bani;
  /** Plus shows (the quantity is below the stock). */
  canIncrement: boolean;
  /** Minus shows (the quantity is above 1). */
  canDecrement: boolean;
  /** Delete shows instead of minus (the quantity is 1). */
  showDelete: boolean;
}

/**
 * The unit a wholesale buyer sees on a line (SPEC §6: the unit label in the cart): the chosen
 * one, else the product's piece, else the default 'Buc' (§3) — a dealer buys by the piece.
 */
function shownUnitOf(unit: ProductUnit | null, product: Product): Pick<ProductUnit, 'name'> {
  return (
    unit ??
    unitsOf(product).find((candidate) => unitKind(candidate.name_cod) === 'piece') ??
    DEFAULT_UNIT
  );
}

/** The rows of the panel: lines whose product is known, priced for the buyer. */
export function cartRows(
  entries: readonly CartEntry[],
  products: CartProducts,
  pricing: PricingContext,
): CartRow[] {
  const wholesale = pricing.role === 'manager' || pricing.role === 'dealer';
  return entries.flatMap((entry): CartRow[] => {
    const product = products[entry.productId];
    if (!product) return [];
    const unit = unitOf(entry, product);
    const stock = maxLineUnits(product, unit, pricing.role);
    const controls = quantityControls(entry.quantity, stock);
    // The unit coefficient prices a line (a manager's box costs its pieces).
    const coef = unitCoef(unit);
    return [
      {
        key: entry.key,
        lineId: entry.lineId,
        product,
        productId: product.id,
        name: product.name,
        image: product.image,
        href: productPath(product.slug),
        attributes: attributeTitlesOf(entry, product),
        unit,
        unitLabel: wholesale ? shownUnitOf(unit, product).name : null,
        quantity: entry.quantity,
        stock,
        unitPrice: unitPrice(product, pricing, coef),
        lineTotal: lineTotal(product, entry.quantity, pricing, coef),
        canIncrement: controls.plus,
        canDecrement: controls.minus,
        showDelete: controls.remove,
      },
    ];
  });
}

/** What an order line of the payload needs, plus the analytics fields. */
export interface OrderLine extends OrderProductRequest {
  product_id: number;
  quantity: number;
  /** Lei. */
  unit_price: number;
  /** Lei. */
  total_price: number;
  product_atributes: { id: number; title: string }[];
  products_units: number | null;
  /** For analytics (§7): item_name, item_brand, item_id. */
  name: string;
  brand: string;
  model: string | null;
}

/** A line to order: its product, quantity, unit and chosen parameter items. */
export interface OrderableLine {
  product: Product;
  quantity: number;
  unit: ProductUnit | null;
  attributes: readonly LineAttribute[];
}

/**
 * The order payload's lines (§3 `order_products`) from the cart's rows, priced for the buyer with
 * core's `unitPrice` / `lineTotal` (the server charges the same), in lei. Keep `name`, `brand`
 * and `model` for analytics and leave them out of the payload.
 *
 * @example orderLinesOf(cart.rows, pricing).map(({ name, brand, model, ...line }) => line)
 */
export function orderLinesOf(
  lines: readonly OrderableLine[],
  pricing: PricingContext,
): OrderLine[] {
  return lines.map((line) => {
    const coef = unitCoef(line.unit);
    return {
      product_id: line.product.id,
      quantity: line.quantity,
      unit_price: toLei(unitPrice(line.product, pricing, coef)),
      total_price: toLei(lineTotal(line.product, line.quantity, pricing, coef)),
      product_atributes: line.attributes.flatMap((attribute) =>
        attribute.id === undefined ? [] : [{ id: attribute.id, title: attribute.title }],
      ),
      products_units: line.unit && line.unit.id > 0 ? line.unit.id : null,
      name: line.product.name,
      brand: line.product.brand?.name ?? '',
      model: line.product.model,
    };
  });
}
