import { z } from '../zod.js';
import { MAX_LENGTH } from '../rules/constants.js';
import { LOCALE_CODES } from '../rules/locales.js';
import { SORT_TYPES, decodeBrand } from '../rules/filters.js';
import { reviewGradeField, reviewTextField } from '../rules/fields.js';
import {
  amountQuery,
  arrayResponseSchema,
  countQuery,
  flagQuery,
  flagSchema,
  idField,
  idListQuery,
  idSchema,
  imageSchema,
  listQuery,
  listSchema,
  messageKey,
  moneySchema,
  nullableIntSchema,
  nullableMoneySchema,
  nullableSchema,
  nullableTextSchema,
  pageQuery,
  pageSchema,
  quantitySchema,
  seoSchema,
  stockSchema,
  textOrEmptySchema,
} from './common.js';

/** Product unit of §3: a piece (1), a set (100) or a box (200), with its coefficient. */
export const productUnitSchema = z.object({
  id: idSchema,
  name: z.string(),
  name_cod: z.number().int(),
  coef: quantitySchema
    .nullish()
    .transform((value) => (value === null || value === undefined || value <= 0 ? 1 : value)),
});
export type ProductUnit = z.output<typeof productUnitSchema>;

/** An attribute row of the product table: the title in the three languages and the value. */
export const productAttributeSchema = z.object({
  titles: z.object({
    title_ro: textOrEmptySchema,
    title_ru: textOrEmptySchema,
    title_en: textOrEmptySchema,
  }),
  value: z.object({ title: textOrEmptySchema }),
});
export type ProductAttribute = z.output<typeof productAttributeSchema>;

/** A brand: §3 names `brand{name}`; id, slug and logo are optional extras the ui may use. */
export const brandSchema = z.object({
  name: z.string(),
  id: idSchema.optional(),
  slug: nullableTextSchema,
  image: imageSchema,
});
export type Brand = z.output<typeof brandSchema>;

/**
 * One choice of a parameter group (a size, a feature). §3 says only "groups with items and
 * checked"; a real shop also links each choice to the variant product it selects, so an item
 * carries an optional `slug` of that product.
 */
export const parameterItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  checked: flagSchema,
  slug: nullableTextSchema,
});
export type ParameterItem = z.output<typeof parameterItemSchema>;

/** A parameter group shown as radios on the product page (size, feature). */
export const parameterGroupSchema = z.object({
  id: idSchema.optional(),
  title: z.string(),
  items: listSchema(parameterItemSchema),
});
export type ParameterGroup = z.output<typeof parameterGroupSchema>;

/**
 * A gallery image. The spec names `product_gallery` only; the slider and thumbnails need an
 * image URL each, and an id to key them. A bare URL string is accepted as well.
 */
export const galleryImageSchema = z.union([
  z.object({ id: idSchema.optional(), image: z.string(), alt: nullableTextSchema }),
  z.string().transform((image) => ({ image, alt: null })),
]);
export type GalleryImage = z.output<typeof galleryImageSchema>;

/**
 * A review of §3 ("author initial and name, date, grade, text"). The initial is taken from the
 * name when the server does not send it. Beyond §3, `lang` is the language the review was
 * written in (the page marks a review in another language for screen readers and hyphenation);
 * null when the server does not know it, or sends a language the shop does not have.
 */
export const reviewSchema = z
  .object({
    id: idSchema,
    user_name: z.string(),
    initial: nullableTextSchema,
    date: z.string(),
    grade: z.number().int().min(1).max(5),
    text: textOrEmptySchema,
    lang: z
      .enum(LOCALE_CODES)
      .nullish()
      .catch(null)
      .transform((value) => value ?? null),
  })
  .transform((review) => ({
    ...review,
    initial: review.initial ?? (review.user_name.trim().charAt(0).toUpperCase() || null),
  }));
export type Review = z.output<typeof reviewSchema>;

/**
 * Product of §3, as every list and the product page receive it. Missing optional data reads as
 * a neutral value (no promotion, no stock, no units) so the rules never meet `undefined`.
 * Beyond §3, the product page needs a description (HTML), a rating and its reviews: designed
 * here as `description`, `rating`, `reviews_count` and `reviews`.
 */
export const productSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  image: imageSchema,
  price: moneySchema,
  /** Null or 0 means no promotion (§3); the value is kept and the rules decide. */
  promotion_price: nullableMoneySchema,
  is_promotion: flagSchema,
  /** Wholesale price; null when the product has none. */
  price_angro: nullableMoneySchema,
  /** The article. */
  model: nullableTextSchema,
  brand: nullableSchema(brandSchema),
  balance: stockSchema,
  balance_angro: stockSchema,
  products_units: listSchema(productUnitSchema),
  product_attributes: listSchema(productAttributeSchema),
  /** The smallest unit code (name_cod) a manager may sell. */
  angro_min_sale_unit: nullableIntSchema,
  /** The default manager quantity. */
  angro_sale_qt: nullableIntSchema,
  parameters: listSchema(parameterGroupSchema),
  product_gallery: listSchema(galleryImageSchema),
  seo: nullableSchema(seoSchema),
  /** The unit the product is in the cart with, when it is. */
  real_product_cart_unit: nullableSchema(productUnitSchema),
  description: nullableTextSchema,
  rating: z
    .number()
    .min(0)
    .max(5)
    .nullish()
    .transform((value) => value ?? null),
  reviews_count: z
    .number()
    .int()
    .nonnegative()
    .nullish()
    .transform((value) => value ?? 0),
  reviews: listSchema(reviewSchema),
});
export type Product = z.output<typeof productSchema>;

/**
 * A parameter item (size, feature) chosen for a cart or order line: its id and its title as the
 * shopper saw it, so the line keeps the choice even if the catalogue changes.
 */
export const lineAttributeSchema = z.object({
  id: idSchema.optional(),
  title: z.string(),
});
export type LineAttribute = z.output<typeof lineAttributeSchema>;

/** A step of the product page's breadcrumbs: a category, from the top one down to the product's. */
export const breadcrumbSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
});
export type Breadcrumb = z.output<typeof breadcrumbSchema>;

/** How many reviews gave one grade: a bar of the product page's per-star chart (§2). */
export const ratingBucketSchema = z.object({
  grade: z.number().int().min(1).max(5),
  count: z.number().int().nonnegative(),
});
export type RatingBucket = z.output<typeof ratingBucketSchema>;

/** The five grades, best first: the order of the per-star chart. */
const GRADES_BEST_FIRST = [5, 4, 3, 2, 1] as const;

/**
 * The per-star counts, read as exactly five bars from 5 down to 1: a grade the server leaves out
 * has no reviews, and repeated grades add up.
 */
export const ratingDistributionSchema = listSchema(ratingBucketSchema).transform(
  (buckets): RatingBucket[] =>
    GRADES_BEST_FIRST.map((grade) => ({
      grade,
      count: buckets
        .filter((bucket) => bucket.grade === grade)
        .reduce((total, bucket) => total + bucket.count, 0),
    })),
);

/**
 * A size chart (SPEC: the size chart modal of product pages whose products have sizes): a table
 * in the request's language that a category holds and its products inherit. `columns` are the
 * headings; each row has one cell per heading, its first cell naming the size (the row heading).
 * `note` is a line read under the table (how to measure, tolerances).
 */
export const sizeChartSchema = z
  .object({
    title: z.string().min(1),
    note: nullableTextSchema,
    columns: z.array(z.string()).min(2),
    rows: z.array(z.array(z.string())).min(1),
  })
  .refine((chart) => chart.rows.every((row) => row.length === chart.columns.length), {
    message: 'every row has one cell per column',
    path: ['rows'],
  });
export type SizeChart = z.output<typeof sizeChartSchema>;

/**
 * The product page (GET /api/products/items/{slug}; not shown in the spec): the product with its
 * description, rating and latest reviews, plus what §2's page shows around it: the category path
 * for the breadcrumbs, the per-star counts of the reviews block and a few related products of the
 * same category.
 */
export const productDetailSchema = productSchema.extend({
  breadcrumbs: listSchema(breadcrumbSchema),
  rating_distribution: ratingDistributionSchema,
  related: listSchema(productSchema),
  /** The chart of the nearest category up the tree that has one; null (or absent) when none. */
  size_chart: nullableSchema(sizeChartSchema),
});
export type ProductDetail = z.output<typeof productDetailSchema>;

/** A page of products (listing, search, home lists). */
export const productPageSchema = pageSchema(productSchema);

/** A plain list of products (GET /api/products/get-products-by-ids/). */
export const productListResponseSchema = arrayResponseSchema(productSchema);

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

const brandListQuery = listQuery.transform((names) => names.map(decodeBrand));

/** Filters shared by the catalogue listing and the search (§7). */
const listingFilters = {
  page: pageQuery.optional(),
  is_promotion: flagQuery.optional(),
  price__gte: amountQuery.optional(),
  price__lte: amountQuery.optional(),
  /** Brand names; '&' travels as '#'. */
  brands: brandListQuery.optional(),
  /** Attribute keywords (filter item `keyword`). */
  attributes: listQuery.optional(),
  order_by: z.enum(SORT_TYPES).optional(),
};

/**
 * Query of GET /api/products/items/: the category listing (`parent_slug` and the filters) and
 * the home page lists (`is_promotion`, `is_top` or `is_recommended` with `qt` 8, 5 or 10).
 */
export const productListQuerySchema = z.object({
  ...listingFilters,
  parent_slug: z.string().optional(),
  is_top: flagQuery.optional(),
  is_recommended: flagQuery.optional(),
  qt: countQuery.optional(),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** Query of GET /api/products/product-search. */
export const productSearchQuerySchema = z.object({
  ...listingFilters,
  search: z.string().max(MAX_LENGTH.search),
  /**
   * Search the words as typed only: no other spelling (layout, transliteration) is tried. The
   * search page's "search instead for" link sets it.
   */
  as_typed: flagQuery.optional(),
});
export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;

/** Query of GET /api/products/get-products-by-ids/ (repeated `products_ids`). */
export const productsByIdsQuerySchema = z.object({ products_ids: idListQuery });
export type ProductsByIdsQuery = z.output<typeof productsByIdsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** Body of POST /ro/api/products/validate-products/: the ids of an anonymous cart. */
export const validateProductsRequestSchema = z.strictObject({
  product_ids: z.array(idField, messageKey('required')),
});
export type ValidateProductsRequest = z.input<typeof validateProductsRequestSchema>;

/**
 * Answer of validate-products. The spec names only the request; the cart needs the fresh data of
 * the products still sold (price and balance may have changed) and the ids to drop with a toast
 * (§4). A bare product list reads as "these are valid, none reported invalid".
 */
export const validateProductsResponseSchema = z.union([
  z.object({
    products: listSchema(productSchema),
    invalid_ids: listSchema(idSchema),
  }),
  z.array(productSchema).transform((products) => ({ products, invalid_ids: [] as number[] })),
]);
export type ValidateProductsResponse = z.output<typeof validateProductsResponseSchema>;

/** Body of POST /shop/reviews/. The author is the signed-in user; the server takes it from the token. */
export const createReviewRequestSchema = z.strictObject({
  product: idField,
  // The same fields the review form checks (rules/review.ts).
  grade: reviewGradeField,
  text: reviewTextField,
});
export type CreateReviewRequest = z.input<typeof createReviewRequestSchema>;

/** Answer of POST /shop/reviews/: the stored review (it may await moderation before it shows). */
export const createReviewResponseSchema = reviewSchema;
