import type { FastifyPluginAsync } from 'fastify';
import { categoryRoutes } from './categories.js';
import { productPageRoutes } from './product-page.js';
import { productRoutes } from './products.js';
import { searchRoutes } from './search-routes.js';
import { shopStockRoutes } from './shop-stock.js';

/**
 * The catalogue calls of SPEC §7: products, categories, filters, search, product page.
 *
 * - products.ts: GET /api/products/items/ (listing and home lists), get-products-by-ids/,
 *   POST /{ro|en|ru}/api/products/validate-products/
 * - shop-stock.ts: GET /api/shops/stock (stock per shop for pickup)
 * - product-page.ts: GET /api/products/items/{slug}
 * - categories.ts: GET /api/categories/categories, categories-filter/, category-in-home_page/,
 *   footer-categories/
 * - search-routes.ts: GET /api/products/product-search, product-filter/
 */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(productRoutes);
  await app.register(productPageRoutes);
  await app.register(categoryRoutes);
  await app.register(searchRoutes);
  await app.register(shopStockRoutes);
};
