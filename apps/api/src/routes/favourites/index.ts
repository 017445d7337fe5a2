import type { FastifyPluginAsync } from 'fastify';
import { privateAnswers } from '../../http/cache.js';
import { accountFavouriteRoutes } from './account.js';
import { anonymousFavouriteRoutes } from './anonymous.js';

/**
 * The favourites calls of SPEC §7 "Favourites":
 * - account.ts: GET, POST and DELETE /shop/favorite-products/ and GET
 *   /shop/favorite-products-delete-all/ (signed in; the caller's own list);
 * - anonymous.ts: POST and GET /{ro|en|ru}/api/products/other-favorites/ (a visitor's ids).
 * Nothing here is cached: every answer is one shopper's list.
 */
export const favouriteRoutes: FastifyPluginAsync = async (app) => {
  privateAnswers(app);
  await app.register(accountFavouriteRoutes);
  await app.register(anonymousFavouriteRoutes);
};
