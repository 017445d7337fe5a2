import { z } from '../zod.js';
import { LOCAL_FAVOURITES_CAP } from '../rules/constants.js';
import {
  flagQuery,
  idField,
  idListQuery,
  idSchema,
  listSchema,
  messageKey,
  pageQuery,
  pageSchema,
} from './common.js';
import { productSchema } from './product.js';

/**
 * A server favourite: its own id and the product. A view that answers bare products reads as
 * favourites whose id is the product's, so the list has one shape either way.
 */
export const favouriteSchema = z.union([
  z.object({ id: idSchema, product: productSchema }),
  productSchema.transform((product) => ({ id: product.id, product })),
]);
export type Favourite = z.output<typeof favouriteSchema>;

/** Answer of GET /shop/favorite-products/?page. */
export const favouritesPageSchema = pageSchema(favouriteSchema);

/**
 * Answer of GET /shop/favorite-products-ids/ (designed: the pages of §7 hold 24 favourites, but
 * every heart on a page needs to know whether its product is one): the ids of all the account's
 * favourites, newest first.
 */
export const favouriteIdsSchema = z.object({
  ids: z.array(idSchema),
  total: z.number().int().nonnegative(),
});
export type FavouriteIds = z.output<typeof favouriteIdsSchema>;

/**
 * Body of POST and DELETE /shop/favorite-products/ (§7: user, product). DELETE carries the same
 * JSON body as POST: the collection path has no id segment, so the product goes in the body.
 */
export const favouriteRequestSchema = z.strictObject({
  user: idField.nullable().optional(),
  product: idField,
});
export type FavouriteRequest = z.input<typeof favouriteRequestSchema>;

/**
 * Body of POST /ru/api/products/other-favorites/ (anonymous favourites, §7 "favourites ids,
 * trigger delete"). The storefront sends the ids kept in browser storage; with `trigger_delete`
 * the server also reports ids of products no longer sold so the storefront drops them.
 */
export const otherFavouritesRequestSchema = z.strictObject({
  favorites_ids: z
    .array(idField, messageKey('required'))
    .max(LOCAL_FAVOURITES_CAP, messageKey('maxLength')),
  trigger_delete: z.boolean(messageKey('required')).optional(),
});
export type OtherFavouritesRequest = z.input<typeof otherFavouritesRequestSchema>;

/**
 * Query of GET /ru/api/products/other-favorites/ (repeated `favorites_ids`). The client's query
 * encoder leaves an empty list out, so a missing key reads as no ids rather than a refusal.
 */
export const otherFavouritesQuerySchema = z.object({
  favorites_ids: idListQuery
    .pipe(z.array(z.number()).max(LOCAL_FAVOURITES_CAP, messageKey('maxLength')))
    .default([]),
  page: pageQuery.optional(),
  trigger_delete: flagQuery.optional(),
});
export type OtherFavouritesQuery = z.output<typeof otherFavouritesQuerySchema>;

/**
 * Answer of other-favorites (POST and GET): a page of the favourite products still sold, in the
 * order of the ids sent, and `invalid_ids`: the ids sent whose product is gone, which the
 * storefront drops from browser storage. A bare page (or list) reads as nothing to drop.
 */
export const otherFavouritesResponseSchema = z
  .object({ invalid_ids: listSchema(idSchema) })
  .catch({ invalid_ids: [] })
  .and(pageSchema(productSchema));
export type OtherFavouritesResponse = z.output<typeof otherFavouritesResponseSchema>;
