import {
  productSearchQuerySchema,
  searchFiltersQuerySchema,
  type searchResponseSchema,
} from '@shop/core/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { publicCache } from '../../http/cache.js';
import { listingFilters, type FilterAnswer } from './facets.js';
import {
  baseConditions,
  choiceQueryShape,
  idIn,
  listingWhere,
  pageOfIds,
  PAGE_SIZE,
  sortOrder,
} from './listing.js';
import { loadProducts } from '../../catalogue/product-json.js';
import { catalogueContext, filtersOf } from './products.js';
import { resolveSearch, searchRank, searchTier } from './search.js';
import { sqlAnd } from './sql.js';

/**
 * GET /api/products/product-search and GET /api/products/product-filter/ (SPEC §7). The matching
 * and ranking are in search.ts. A search whose text is blank (or only punctuation) answers an
 * empty page and no filters rather than an error: §5 runs a search only on non-empty text, and
 * "empty clears the results". A missing `search` parameter is a 400.
 */

type SearchAnswer = z.input<typeof searchResponseSchema>;

/** The query of product-filter/: the search, plus the listing's choices to mark as ticked. */
const searchFiltersQuery = searchFiltersQuerySchema.extend(choiceQueryShape);

export const searchRoutes: FastifyPluginAsync = async (app) => {
  /**
   * A page of search results (24 a page), with the listing's filters. Without `order_by` the
   * results are in relevance order; with it, the products with the words as typed still come
   * before the near spellings, each group in that order with relevance breaking ties.
   */
  app.get('/api/products/product-search', async (request, reply): Promise<SearchAnswer> => {
    const query = productSearchQuerySchema.parse(request.query);
    publicCache(reply);
    const found = await resolveSearch(app.db, query.search, { asTyped: query.as_typed === true });
    if (found === null || found.ids.length === 0) {
      return {
        pages: 0,
        total: 0,
        results: [],
        categories: [],
        spelling: null,
        near_only: false,
        suggestion: null,
      };
    }
    const { ids, terms, near } = found;
    const tier = searchTier(near);
    const rank = searchRank(terms, near);
    const page = await pageOfIds(
      app.db,
      await listingWhere(app.db, filtersOf(query), [idIn(ids)]),
      sql.join(
        [tier, query.order_by ? sortOrder(query.order_by) : null, rank].filter(
          (part): part is SQL => part !== null,
        ),
        sql`, `,
      ),
      query.page ?? 1,
      PAGE_SIZE,
    );
    return {
      pages: page.pages,
      total: page.total,
      results: await loadProducts(catalogueContext(request), page.ids),
      // Search categories (§3) have no call of their own and no filter parameter: none yet.
      categories: [],
      spelling: found.spelling,
      near_only: found.nearOnly,
      suggestion: found.suggestion,
    };
  });

  /** The filter columns of a search: counts over every product the search finds. */
  app.get('/api/products/product-filter/', async (request, reply): Promise<FilterAnswer[]> => {
    const query = searchFiltersQuery.parse(request.query);
    publicCache(reply);
    const ids =
      (await resolveSearch(app.db, query.search, { asTyped: query.as_typed === true }))?.ids ?? [];
    if (ids.length === 0) return [];
    const chosen = filtersOf(query);
    return listingFilters(
      app.db,
      sqlAnd([...baseConditions(chosen), idIn(ids)]),
      chosen,
      request.locale,
    );
  });
};
