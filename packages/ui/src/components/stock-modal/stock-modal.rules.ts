import { clampQuantity } from '@shop/core/rules';

/**
 * The stock availability modal's rules (SPEC §2 "Other UI", §5: a cart quantity is at most the
 * stock balance). The clamp itself is core's `clampQuantity`; these say what the modal offers.
 */

/** A product the shopper asked more of than is left. */
export interface StockLine {
  /** The line's key in the cart (a cart line id, or the product id of a local cart). */
  id: number | string;
  /** The product's name, as the cart or the server names it. */
  name: string;
  /** The product's picture. */
  image?: string | null;
  /** The sale unit's name ('Buc', 'Set'), shown after the quantities. */
  unit?: string | null;
  /** The quantity asked for. */
  requested: number;
  /** What is left, in the same unit (0 or less: out of stock). */
  available: number;
}

/** What 'Use available quantities' changes: a line's new quantity, 0 meaning remove it. */
export interface StockAdjustment {
  id: number | string;
  quantity: number;
}

/**
 * The quantity a line can keep: what is asked for, within 1..available (core's clamp), 0 when
 * nothing is left.
 */
export function stockAvailableQuantity(line: Pick<StockLine, 'requested' | 'available'>): number {
  return clampQuantity(line.requested, line.available);
}

/** Each line's quantity after 'Use available quantities' (0: the line leaves the cart). */
export function stockAdjustments(lines: readonly StockLine[]): StockAdjustment[] {
  return lines.map((line) => ({ id: line.id, quantity: stockAvailableQuantity(line) }));
}

/** A cart line as `stockLinesFromProblem` reads it. */
export interface StockCartLine {
  id: number | string;
  productId: number;
  name: string;
  quantity: number;
  image?: string | null;
  unit?: string | null;
}

/**
 * The modal's lines from a 409 `out_of_stock` answer (`{ detail, products: [{ product_id, name,
 * available }] }`) and the cart it refused: each short product's cart line with what is left.
 * Products the cart does not hold, and malformed entries, are skipped; the cart's name wins over
 * the server's (it is what the shopper saw).
 */
export function stockLinesFromProblem(
  problem: unknown,
  cart: readonly StockCartLine[],
): StockLine[] {
  const products =
    typeof problem === 'object' && problem !== null && 'products' in problem
      ? problem.products
      : null;
  if (!Array.isArray(products)) return [];
  const lines: StockLine[] = [];
  for (const entry of products) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { product_id: productId, name, available } = entry as Record<string, unknown>;
    if (typeof productId !== 'number' || typeof available !== 'number') continue;
    for (const line of cart) {
      if (line.productId !== productId) continue;
      lines.push({
        id: line.id,
        name: line.name || (typeof name === 'string' ? name : ''),
        image: line.image ?? null,
        unit: line.unit ?? null,
        requested: line.quantity,
        available: Math.max(0, available),
      });
    }
  }
  return lines;
}
