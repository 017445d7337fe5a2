import type { ShopStock } from '@shop/core/contract';
import { pickupShortages } from '@shop/core/rules';
import type { CheckoutLine, CheckoutShop } from '@shop/ui';

/**
 * The pickup shops of GET /api/shops/stock as the checkout offers them: each with the names of
 * the lines it cannot give in full (core's `pickupShortages`, the rule the answer's `complete` and
 * the order's own check are drawn by), so the checkout shows it without letting it be chosen.
 * A line takes its `pieces` (a manager's box counts its pieces), else its quantity.
 */
export function pickupShopsOf(
  answer: readonly ShopStock[],
  lines: readonly Pick<CheckoutLine, 'productId' | 'name' | 'quantity' | 'pieces'>[],
): CheckoutShop[] {
  const items = lines.map((line) => ({
    productId: line.productId,
    pieces: line.pieces ?? line.quantity,
  }));
  return answer.map((shop) => {
    const available = new Map(shop.products.map((item) => [item.product_id, item.available]));
    const short = new Set(
      pickupShortages(items, (productId) => available.get(productId) ?? 0).map(
        (item) => item.productId,
      ),
    );
    const missing = [
      ...new Set(lines.filter((line) => short.has(line.productId)).map((line) => line.name)),
    ];
    return {
      id: shop.id,
      // A town has several shops: each is named, then found by its address and hours.
      title: shop.title,
      description: [shop.location, shop.schedule].filter(Boolean).join(' · '),
      ...(missing.length > 0 && { missing }),
    };
  });
}
