import {
  countQuery,
  idField,
  productListQuerySchema,
  productsByIdsQuerySchema,
  validateProductsRequestSchema,
  type productPageSchema,
  type validateProductsResponseSchema,
} from '@shop/core/contract';
import { DEFAULT_SORT, LOCALE_CODES, type LocaleCode } from '@shop/core/rules';
import { and, gt, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { products } from '../../db/schema.js';
import { publicCache } from '../../http/cache.js';
import { prefixedLocale } from '../../http/locale.js';
import {
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  categorySubtreeBySlug,
  listingWhere,
  pageOfIds,
  sortOrder,
  type ListingFilters,
} from './listing.js';
import { loadProducts, type CatalogueContext } from '../../catalogue/product-json.js';

/**
 * GET /api/products/items/ (the category listing and the home lists), GET
 * /api/products/get-products-by-ids/ and POST /{ro|en|ru}/api/products/validate-products/.
 */

export type ProductPageAnswer = z.input<typeof productPageSchema>;
type ValidateAnswer = z.input<typeof validateProductsResponseSchema>;

/** Ids one by-ids or validate call may carry: a cart or the last-seen list, with room to spare. */
export const MAX_IDS = 200;

/** The listing query of the contract, with a bound on `qt` (the page size). */
const listQuery = productListQuerySchema.extend({
  qt: countQuery.max(MAX_PAGE_SIZE).optional(),
});

const byIdsQuery = productsByIdsQuerySchema.extend({
  products_ids: productsByIdsQuerySchema.shape.products_ids.pipe(z.array(z.number()).max(MAX_IDS)),
});

const validateBody = validateProductsRequestSchema.extend({
  product_ids: z.array(idField).max(MAX_IDS),
});

export function catalogueContext(
  request: FastifyRequest,
  locale = request.locale,
): CatalogueContext {
  return { db: request.server.db, locale, publicUrl: request.server.config.publicUrl };
}

/** The listing filters of a parsed query (the category resolved by the caller). */
export function filtersOf(query: {
  is_promotion?: boolean | undefined;
  price__gte?: number | undefined;
  price__lte?: number | undefined;
  brands?: string[] | undefined;
  attributes?: string[] | undefined;
}): ListingFilters {
  return {
    isPromotion: query.is_promotion,
    priceGte: query.price__gte,
    priceLte: query.price__lte,
    brands: query.brands,
    attributes: query.attributes,
  };
}

export const productRoutes: FastifyPluginAsync = async (app) => {
  /**
   * A page of products: `parent_slug` (a category at any level: its whole subtree), the filters
   * and the sort; `qt` sets the page size (the home lists: is_promotion / is_top /
   * is_recommended with qt 8, 5 or 10). 24 a page by default.
   */
  app.get('/api/products/items/', async (request, reply): Promise<ProductPageAnswer> => {
    const query = listQuery.parse(request.query);
    const filters: ListingFilters = {
      ...filtersOf(query),
      isTop: query.is_top,
      isRecommended: query.is_recommended,
    };
    if (query.parent_slug) {
      filters.categoryIds = await categorySubtreeBySlug(app.categoryTree, query.parent_slug);
    }
    const size = query.qt ?? PAGE_SIZE;
    const where = await listingWhere(app.db, filters);
    const page = await pageOfIds(
      app.db,
      where,
      sortOrder(query.order_by ?? DEFAULT_SORT),
      query.page ?? 1,
      size,
    );
    publicCache(reply);
    return {
      pages: page.pages,
      total: page.total,
      results: await loadProducts(catalogueContext(request), page.ids),
    };
  });

  /** Fresh data of products by id (cart panel, last seen): in the order asked, unknown left out. */
  app.get('/api/products/get-products-by-ids/', async (request, reply) => {
    const query = byIdsQuery.parse(request.query);
    publicCache(reply);
    return loadProducts(catalogueContext(request), query.products_ids);
  });

  /**
   * Revalidates an anonymous cart (§4): the products still sold, with their current price and
   * stock, and the ids to drop. A product is still sold when it exists, has a price above 0 and
   * is in stock (balance above 0). Shown with a locale prefix in the spec; every prefix and none
   * work, and the prefix gives the language when Accept-Language is absent.
   */
  const validate = (prefix: LocaleCode | null) =>
    async function validateProducts(request: FastifyRequest): Promise<ValidateAnswer> {
      const body = validateBody.parse(request.body);
      const locale = prefixedLocale(request, prefix);
      const ids = [...new Set(body.product_ids)];
      const sold =
        ids.length === 0
          ? []
          : await app.db
              .select({ id: products.id })
              .from(products)
              .where(
                and(inArray(products.id, ids), gt(products.price, '0'), gt(products.balance, 0)),
              );
      const soldIds = new Set(sold.map((row) => row.id));
      return {
        products: await loadProducts(
          catalogueContext(request, locale),
          ids.filter((id) => soldIds.has(id)),
        ),
        invalid_ids: ids.filter((id) => !soldIds.has(id)),
      };
    };
  app.post('/api/products/validate-products/', validate(null));
  for (const locale of LOCALE_CODES) {
    app.post(`/${locale}/api/products/validate-products/`, validate(locale));
  }
};
