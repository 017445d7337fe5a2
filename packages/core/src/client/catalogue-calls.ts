import {
  categoriesResponseSchema,
  filtersResponseSchema,
  footerCategoriesResponseSchema,
  homeCategoriesResponseSchema,
  searchResponseSchema,
  type CategoriesQuery,
  type FooterCategoriesQuery,
  type SearchFiltersQuery,
} from '../contract/catalogue.js';
import { clientLinksResponseSchema } from '../contract/common.js';
import {
  createReviewResponseSchema,
  productListResponseSchema,
  productDetailSchema,
  productPageSchema,
  validateProductsResponseSchema,
  type CreateReviewRequest,
  type ProductListQuery,
  type ProductSearchQuery,
  type ValidateProductsRequest,
} from '../contract/product.js';
import { encodeBrand } from '../rules/filters.js';
import { pathSegment, type CallOptions, type Send } from './transport.js';

/** Brand names go with '&' written as '#' (§5); the server's query schema turns them back. */
function withEncodedBrands<Query extends { brands?: readonly string[] | undefined }>(
  query: Query,
): Query {
  return query.brands ? { ...query, brands: query.brands.map(encodeBrand) } : query;
}

/**
 * Catalogue calls of §7: products, categories, filters and search. The store actions
 * search/fetchProducts and fetchFilters, catalog fetchCatalogLinks, homePage
 * fetchPopularCategories, footer links and cart getProductsByIDs are these calls.
 */
export function catalogueCalls(send: Send) {
  return {
    /**
     * The category listing (parent_slug and filters) and the home lists (is_promotion, is_top or
     * is_recommended with qt 8, 5 or 10).
     */
    products: (query: ProductListQuery = {}, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/products/items/',
          query: withEncodedBrands(query),
          response: productPageSchema,
        },
        options,
      ),

    /**
     * One product for /pages/product/{slug}: the product with its description, reviews, per-star
     * counts, breadcrumbs and related products. The spec shows no path for it; it is the detail of
     * the listing's collection, without a trailing slash like the spec's other detail paths.
     */
    product: (slug: string, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: `/api/products/items/${pathSegment(slug)}`,
          response: productDetailSchema,
        },
        options,
      ),

    /** The catalogue menu, or the children of `parent_slug`. */
    categories: (query: CategoriesQuery = {}, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/categories/categories',
          query,
          response: categoriesResponseSchema,
        },
        options,
      ),

    /** The filter columns of a category listing. */
    categoryFilters: (query: CategoriesQuery = {}, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/categories/categories-filter/',
          query,
          response: filtersResponseSchema,
        },
        options,
      ),

    /** The home categories grid. */
    homeCategories: (options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/categories/category-in-home_page/',
          response: homeCategoriesResponseSchema,
        },
        options,
      ),

    /** The footer categories; `all: true` for the show-all toggle. */
    footerCategories: (query: FooterCategoriesQuery = {}, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/categories/footer-categories/',
          query,
          response: footerCategoriesResponseSchema,
        },
        options,
      ),

    /** The footer's client-service links (refreshed on a language switch). */
    footerPages: (options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/customer/footer-pages/',
          response: clientLinksResponseSchema,
        },
        options,
      ),

    /** The search page and the header dropdown. */
    search: (query: ProductSearchQuery, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/products/product-search',
          query: withEncodedBrands(query),
          response: searchResponseSchema,
        },
        options,
      ),

    /** The filter columns of a search. */
    searchFilters: (query: SearchFiltersQuery, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/products/product-filter/',
          query,
          response: filtersResponseSchema,
        },
        options,
      ),

    /** Fresh data of the products of an anonymous cart or the last-seen list. */
    productsByIds: (ids: readonly number[], options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/products/get-products-by-ids/',
          query: { products_ids: ids },
          response: productListResponseSchema,
        },
        options,
      ),

    /**
     * Revalidates an anonymous cart at load; invalid ids are dropped with a toast (§4). The '/ro/'
     * prefix is part of the path as the spec writes it; the language still goes in Accept-Language.
     */
    validateProducts: (body: ValidateProductsRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/ro/api/products/validate-products/',
          json: body,
          response: validateProductsResponseSchema,
        },
        options,
      ),

    /** Posts a review from the product page; needs the token (the author is the account). */
    createReview: (body: CreateReviewRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/shop/reviews/',
          json: body,
          response: createReviewResponseSchema,
        },
        options,
      ),
  };
}

export type CatalogueCalls = ReturnType<typeof catalogueCalls>;
