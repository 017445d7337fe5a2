import { z } from 'zod';
import {
  flagQuery,
  idField,
  idListQuery,
  idSchema,
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
  favorites_ids: z.array(idField, messageKey('required')),
  trigger_delete: z.boolean(messageKey('required')).optional(),
});
export type OtherFavouritesRequest = z.input<typeof otherFavouritesRequestSchema>;

/** Query of GET /ru/api/products/other-favorites/ (repeated `favorites_ids`). */
export const otherFavouritesQuerySchema = z.object({
  favorites_ids: idListQuery,
  page: pageQuery.optional(),
  trigger_delete: flagQuery.optional(),
});
export type OtherFavouritesQuery = z.output<typeof otherFavouritesQuerySchema>;

/** Answer of other-favorites (POST and GET): a page of the favourite products. */
export const otherFavouritesResponseSchema = pageSchema(productSchema);
