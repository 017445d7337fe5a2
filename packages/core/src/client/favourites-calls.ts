import { emptyResponseSchema, type PageQuery } from '../contract/common.js';
import {
  favouriteIdsSchema,
  favouritesPageSchema,
  otherFavouritesResponseSchema,
  type FavouriteRequest,
  type OtherFavouritesQuery,
  type OtherFavouritesRequest,
} from '../contract/favourites.js';
import type { CallOptions, Send } from './transport.js';

/** Favourites of §7: on the server for a signed-in customer, by ids for a visitor. */
export function favouritesCalls(send: Send) {
  return {
    /** A page of the customer's favourites (default page 1, §9). */
    list: (query: PageQuery = {}, options?: CallOptions) =>
      send(
        { method: 'GET', path: '/shop/favorite-products/', query, response: favouritesPageSchema },
        options,
      ),

    /** The ids of all the customer's favourites (every heart on a page needs them). */
    ids: (options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/shop/favorite-products-ids/',
          response: favouriteIdsSchema,
        },
        options,
      ),

    /** Adds a product to the customer's favourites. */
    add: (body: FavouriteRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/shop/favorite-products/',
          json: body,
          response: emptyResponseSchema,
        },
        options,
      ),

    /** Removes a product; the collection path has no id, so the body names it (as for add). */
    remove: (body: FavouriteRequest, options?: CallOptions) =>
      send(
        {
          method: 'DELETE',
          path: '/shop/favorite-products/',
          json: body,
          response: emptyResponseSchema,
        },
        options,
      ),

    /** The favourites page's clear-all button (a GET, as the spec has it). */
    clear: (options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/shop/favorite-products-delete-all/',
          response: emptyResponseSchema,
        },
        options,
      ),

    /** A visitor's favourites: the ids kept in the browser, with the delete trigger. */
    syncAnonymous: (body: OtherFavouritesRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/ru/api/products/other-favorites/',
          json: body,
          response: otherFavouritesResponseSchema,
        },
        options,
      ),

    /** A page of a visitor's favourite products, by repeated `favorites_ids`. */
    anonymous: (query: OtherFavouritesQuery, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/ru/api/products/other-favorites/',
          query,
          response: otherFavouritesResponseSchema,
        },
        options,
      ),
  };
}

export type FavouritesCalls = ReturnType<typeof favouritesCalls>;
