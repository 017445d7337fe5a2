/**
 * Stock per shop (issue 25): each shop keeps its own stock, a part of the product's stock. A
 * pickup order takes its pieces from the chosen shop and from the product's stock the buyer draws
 * from (`stockShown`), so the pieces a shop can give are the lesser of the two.
 */

/**
 * The pieces a shop can give for pickup: its own stock, within the stock the buyer draws from
 * (never negative, whole pieces).
 * @example pickupAvailable(5, 3) // 3: the shop holds 5 but only 3 are left to sell
 */
export function pickupAvailable(shopPieces: number, stockShownPieces: number): number {
  const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);
  return Math.min(whole(shopPieces), whole(stockShownPieces));
}

/** Pieces of one product asked for pickup. */
export interface PickupItem {
  productId: number;
  pieces: number;
}

/**
 * The items a shop cannot give in full (an empty list: the shop has every line). Pieces of the
 * same product asked in several lines count together.
 */
export function pickupShortages(
  items: readonly PickupItem[],
  available: (productId: number) => number,
): PickupItem[] {
  const asked = new Map<number, number>();
  for (const item of items)
    asked.set(item.productId, (asked.get(item.productId) ?? 0) + item.pieces);
  return [...asked]
    .filter(([productId, pieces]) => pieces > available(productId))
    .map(([productId, pieces]) => ({ productId, pieces }));
}

/** Most items one stock question carries (a cart's lines). */
export const MAX_PICKUP_ITEMS = 100;

/** An item as the stock query writes it: `12:2` (product 12, 2 pieces). */
export function pickupItemParam(item: PickupItem): string {
  return `${item.productId}:${item.pieces}`;
}
