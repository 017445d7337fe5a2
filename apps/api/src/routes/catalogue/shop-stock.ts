import { shopStockQuerySchema, type shopStockSchema } from '@shop/core/contract';
import { pickupAvailable, pickupShortages } from '@shop/core/rules';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { pick } from '../../http/locale.js';
import { requestBuyer } from '../../shop/buyer.js';
import { isSold, saleRows, stockOf } from '../../shop/sale.js';
import { pickupShops, shopPieces } from '../../shop/shop-stock.js';

type ShopStockAnswer = z.input<typeof shopStockSchema>;

/**
 * GET /api/shops/stock?items=12:2&items=15:1 (issue 25): the shops that give orders for pickup,
 * each with the pieces it can give of every product asked for the caller's role (core's
 * `pickupAvailable`: the shop's own pieces within the stock the role draws from) and whether it
 * has them all (`complete`, core's `pickupShortages`). The product page's stock in shops asks
 * for one piece of its product; the checkout asks for the cart's lines. The token is optional
 * (a dealer's stock is the wholesale one); the answer changes with every order, so nothing keeps
 * it.
 */
export const shopStockRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/shops/stock', async (request, reply): Promise<ShopStockAnswer[]> => {
    const { items } = shopStockQuerySchema.parse(request.query);
    const buyer = await requestBuyer(request);
    const ids = [...new Set(items.map((item) => item.productId))];
    const [rows, shops, held] = await Promise.all([
      saleRows(app.db, ids),
      pickupShops(app.db),
      shopPieces(app.db, ids),
    ]);
    void reply.header('cache-control', 'no-store');
    const { locale } = request;
    return shops.map((shop) => {
      const available = (productId: number) => {
        const row = rows.get(productId);
        if (!row || !isSold(row)) return 0;
        return pickupAvailable(held.get(shop.id)?.get(productId) ?? 0, stockOf(row, buyer.role));
      };
      return {
        id: shop.id,
        title: pick(shop.title, locale),
        city: pick(shop.city, locale),
        location: pick(shop.address, locale),
        phone: shop.phones[0] ?? null,
        schedule: pick(shop.schedule, locale) || null,
        products: ids.map((id) => ({ product_id: id, available: available(id) })),
        complete: pickupShortages(items, available).length === 0,
      };
    });
  });
};
