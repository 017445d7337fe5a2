/**
 * The rules of the "stock in shops" modal (SPEC §2: the stock availability modal lists the shops
 * with their stock). Pure: the storefront maps the API's answer (GET /api/shops/stock) to
 * `ShopStockEntry` rows, and these decide their order and the summary line.
 */

/** A pickup shop and the pieces of the product it can give, as the modal shows it. */
export interface ShopStockEntry {
  /** The shop's id. */
  id: number;
  /** The shop's name, the row's heading ('CasaPlus Botanica'): a town may have several. */
  title: string;
  /** The town ('Chișinău'). */
  city: string;
  /** The shop's address ('bd. Dacia 47, Chișinău'). */
  location: string;
  /** The shop's phone, as written for people ('+373 22 000 101'); null when it has none. */
  phone: string | null;
  /** The opening hours, as the editors wrote them; null when not given. */
  schedule: string | null;
  /** The pieces of the product this shop can give (0: none). */
  available: number;
}

/** A shop has the product when it can give at least one whole piece. */
export function shopHasStock(shop: Pick<ShopStockEntry, 'available'>): boolean {
  return Number.isFinite(shop.available) && Math.floor(shop.available) > 0;
}

/**
 * The shops in the modal's order: those that have the product first, then those without it,
 * each group in the order given (the editors' order of the API). A new array; the input is left
 * as it is.
 */
export function shopsInStockFirst<T extends Pick<ShopStockEntry, 'available'>>(
  shops: readonly T[],
): T[] {
  return [...shops.filter(shopHasStock), ...shops.filter((shop) => !shopHasStock(shop))];
}

/** The summary line's numbers: how many shops have the product, out of how many. */
export interface ShopStockSummary {
  available: number;
  total: number;
}

/** How many of the shops have the product, and how many shops there are. */
export function shopStockSummary(
  shops: readonly Pick<ShopStockEntry, 'available'>[],
): ShopStockSummary {
  return { available: shops.filter(shopHasStock).length, total: shops.length };
}
