import {
  otherFavouritesQuerySchema,
  otherFavouritesRequestSchema,
  pageOnlyQuerySchema,
  type otherFavouritesResponseSchema,
} from '@shop/core/contract';
import { FAVOURITES_PAGE_SIZE, LOCALE_CODES, type LocaleCode } from '@shop/core/rules';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { prefixedLocale } from '../../http/locale.js';
import { loadProducts } from '../../catalogue/product-json.js';
import { catalogueContext } from '../catalogue/products.js';
import { pageCount } from '../catalogue/sql.js';
import { existingProductIds } from './known-products.js';

type OtherFavouritesAnswer = z.input<typeof otherFavouritesResponseSchema>;

/** What both forms of the call ask: the ids kept in the browser, a page, and the delete trigger. */
interface OtherFavouritesAsk {
  ids: readonly number[];
  page: number;
  triggerDelete: boolean;
}

/**
 * A visitor's favourites (§4: kept in browser storage; §7 "POST and GET
 * /ru/api/products/other-favorites/ … for anonymous users"): no token needed, nothing stored.
 * - POST `{ favorites_ids, trigger_delete? }` (page in the query, `?page=2`);
 * - GET `?favorites_ids=1&favorites_ids=2&page=1&trigger_delete=true`.
 * Both answer a page of the products that exist, in the order of the ids sent (a repeated id
 * once), FAVOURITES_PAGE_SIZE a page (a page past the last is empty), and with `trigger_delete`
 * the ids sent whose product is gone, which the storefront drops from storage. A product out of
 * stock stays: a favourite is kept to watch it. Registered with each locale prefix and without;
 * the prefix gives the language when no Accept-Language comes (as validate-products does).
 */
export const anonymousFavouriteRoutes: FastifyPluginAsync = async (app) => {
  const answer = async (
    request: FastifyRequest,
    prefix: LocaleCode | null,
    ask: OtherFavouritesAsk,
  ): Promise<OtherFavouritesAnswer> => {
    const locale = prefixedLocale(request, prefix);
    const ids = [...new Set(ask.ids)];
    const existing = await existingProductIds(app.db, ids);
    const found = ids.filter((id) => existing.has(id));
    const start = (ask.page - 1) * FAVOURITES_PAGE_SIZE;
    return {
      pages: pageCount(found.length, FAVOURITES_PAGE_SIZE),
      total: found.length,
      results: await loadProducts(
        catalogueContext(request, locale),
        found.slice(start, start + FAVOURITES_PAGE_SIZE),
      ),
      invalid_ids: ask.triggerDelete ? ids.filter((id) => !existing.has(id)) : [],
    };
  };

  for (const prefix of [null, ...LOCALE_CODES]) {
    const path = `${prefix === null ? '' : `/${prefix}`}/api/products/other-favorites/`;

    app.post(path, async (request) => {
      const body = otherFavouritesRequestSchema.parse(request.body);
      const { page = 1 } = pageOnlyQuerySchema.parse(request.query);
      return answer(request, prefix, {
        ids: body.favorites_ids,
        page,
        triggerDelete: body.trigger_delete === true,
      });
    });

    app.get(path, async (request) => {
      const query = otherFavouritesQuerySchema.parse(request.query);
      return answer(request, prefix, {
        ids: query.favorites_ids,
        page: query.page ?? 1,
        triggerDelete: query.trigger_delete === true,
      });
    });
  }
};
