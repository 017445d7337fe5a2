import {
  favouriteRequestSchema,
  idField,
  messageKey,
  pageOnlyQuerySchema,
  type FavouriteIds,
  type favouriteSchema,
} from '@shop/core/contract';
import { FAVOURITES_PAGE_SIZE, SERVER_FAVOURITES_CAP } from '@shop/core/rules';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../../auth/sessions.js';
import { favourites } from '../../db/schema.js';
import { ApiProblem, ERROR_DETAIL, fieldProblem } from '../../http/errors.js';
import { loadProducts } from '../../catalogue/product-json.js';
import { catalogueContext } from '../catalogue/products.js';
import { pageCount } from '../catalogue/sql.js';
import { assertOwnAccount, lockAccount } from '../../shop/buyer.js';
import { existingProductIds } from './known-products.js';

type FavouriteAnswer = z.input<typeof favouriteSchema>;

interface FavouritesPageAnswer {
  pages: number;
  total: number;
  results: FavouriteAnswer[];
}

/** An id in a query string: the text of a positive integer, read with the contract's `idField`. */
const idQuery = z.coerce.number(messageKey('required')).pipe(idField);

/**
 * DELETE's fallback for clients that cannot send a body with a DELETE (some proxies and HTTP
 * libraries drop it): `?product=ID` (and optionally `&user=ID`), read only when no body came.
 */
const removeQuery = z.object({ product: idQuery, user: idQuery.optional() });

/**
 * The signed-in customer's favourites of §7 "Favourites" (§4: toggle add/remove; §6: customers
 * keep them on the server). Every call needs the token and touches only the caller's rows:
 * - GET /shop/favorite-products/?page: newest first, FAVOURITES_PAGE_SIZE a page, each with its
 *   product in the request's language; a page past the last is empty (as the listings answer);
 * - POST /shop/favorite-products/ `{ user?, product }`: 201 with the new favourite, 200 with the
 *   one already there (a double click adds nothing); at most SERVER_FAVOURITES_CAP (409);
 * - DELETE /shop/favorite-products/ with the same body (or `?product=`): 204, also when the
 *   product was not a favourite, so a repeated click does not fail;
 * - GET /shop/favorite-products-delete-all/: 204 (the favourites page's clear-all button);
 * - GET /shop/favorite-products-ids/: the ids of all of them (for the hearts on every page).
 * `user`, when sent, must be the caller's own id (403 otherwise): the storefront sends it, and a
 * request naming another account is refused rather than quietly applied to the caller.
 */
export const accountFavouriteRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.get('/shop/favorite-products/', async (request): Promise<FavouritesPageAnswer> => {
    const { user } = await requireSession(db, request);
    const page = pageOnlyQuerySchema.parse(request.query).page ?? 1;
    const mine = eq(favourites.userId, user.id);
    const [counted] = await db.select({ n: count() }).from(favourites).where(mine);
    const rows = await db
      .select({ id: favourites.id, productId: favourites.productId })
      .from(favourites)
      .where(mine)
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(FAVOURITES_PAGE_SIZE)
      .offset((page - 1) * FAVOURITES_PAGE_SIZE);
    const loaded = await loadProducts(
      catalogueContext(request),
      rows.map((row) => row.productId),
    );
    const byId = new Map(loaded.map((product) => [product.id, product]));
    const total = counted?.n ?? 0;
    return {
      pages: pageCount(total, FAVOURITES_PAGE_SIZE),
      total,
      results: rows.flatMap((row) => {
        const product = byId.get(row.productId);
        return product ? [{ id: row.id, product }] : [];
      }),
    };
  });

  /** The ids of all the caller's favourites, newest first (at most SERVER_FAVOURITES_CAP). */
  app.get('/shop/favorite-products-ids/', async (request): Promise<FavouriteIds> => {
    const { user } = await requireSession(db, request);
    const rows = await db
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(eq(favourites.userId, user.id))
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(SERVER_FAVOURITES_CAP);
    return { ids: rows.map((row) => row.productId), total: rows.length };
  });

  app.post('/shop/favorite-products/', async (request, reply) => {
    const { user } = await requireSession(db, request);
    const body = favouriteRequestSchema.parse(request.body);
    assertOwnAccount(body.user, user.id);
    // The account's row lock makes its adds take turns, so the cap check and the insert see every
    // add before them: neither parallel adds of one product nor a burst at the cap slip through.
    // Everything inside goes through `tx`: PGlite has one connection and would wait on itself.
    const saved = await db.transaction(async (tx) => {
      await lockAccount(tx, user.id);
      if (!(await existingProductIds(tx, [body.product])).has(body.product)) {
        throw fieldProblem('product', 'invalid');
      }
      const [existing] = await tx
        .select({ id: favourites.id })
        .from(favourites)
        .where(and(eq(favourites.userId, user.id), eq(favourites.productId, body.product)));
      if (existing) return { id: existing.id, created: false };
      const [counted] = await tx
        .select({ n: count() })
        .from(favourites)
        .where(eq(favourites.userId, user.id));
      if ((counted?.n ?? 0) >= SERVER_FAVOURITES_CAP) {
        throw new ApiProblem(409, ERROR_DETAIL.limitReached);
      }
      const [row] = await tx
        .insert(favourites)
        .values({ userId: user.id, productId: body.product })
        .returning({ id: favourites.id });
      if (!row) throw new Error('favourite insert returned no row');
      return { id: row.id, created: true };
    });
    const [product] = await loadProducts(catalogueContext(request), [body.product]);
    // Deleted since the transaction: its favourite went with it (on delete cascade).
    if (!product) throw fieldProblem('product', 'invalid');
    const answer: FavouriteAnswer = { id: saved.id, product };
    return reply.code(saved.created ? 201 : 200).send(answer);
  });

  app.delete('/shop/favorite-products/', async (request, reply) => {
    const { user } = await requireSession(db, request);
    const body =
      request.body === undefined || request.body === null
        ? removeQuery.parse(request.query)
        : favouriteRequestSchema.parse(request.body);
    assertOwnAccount(body.user, user.id);
    await db
      .delete(favourites)
      .where(and(eq(favourites.userId, user.id), eq(favourites.productId, body.product)));
    return reply.code(204).send();
  });

  app.get('/shop/favorite-products-delete-all/', async (request, reply) => {
    const { user } = await requireSession(db, request);
    await db.delete(favourites).where(eq(favourites.userId, user.id));
    return reply.code(204).send();
  });
};
