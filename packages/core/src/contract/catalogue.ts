import { z } from '../zod.js';
import { MAX_LENGTH } from '../rules/constants.js';
import {
  arrayResponseSchema,
  flagQuery,
  flagSchema,
  idSchema,
  imageSchema,
  listSchema,
  nullableIntSchema,
  nullableMoneySchema,
  nullableSchema,
  nullableTextSchema,
  pageSchema,
} from './common.js';
import { productSchema } from './product.js';

/** The third level of the catalogue. */
export const subSubCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
});
export type SubSubCategory = z.output<typeof subSubCategorySchema>;

/** The second level of the catalogue, with its children. */
export const subCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  subsubcategory_in_subcategory: listSchema(subSubCategorySchema),
});
export type SubCategory = z.output<typeof subCategorySchema>;

/**
 * The banner of the desktop catalogue menu (§2: "an optional banner (title, button url, button
 * text) or image").
 */
export const categoryBannerSchema = z.object({
  title: nullableTextSchema,
  button_url: nullableTextSchema,
  button_text: nullableTextSchema,
  image: imageSchema,
});
export type CategoryBanner = z.output<typeof categoryBannerSchema>;

/** Category of §3, with its subcategories. */
export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  icon: imageSchema,
  banner: nullableSchema(categoryBannerSchema),
  image: imageSchema,
  category_in_subcategory: listSchema(subCategorySchema),
});
export type Category = z.output<typeof categorySchema>;

/** Answer of GET /api/categories/categories. */
export const categoriesResponseSchema = arrayResponseSchema(categorySchema);

/** Home category item of §3 (GET /api/categories/category-in-home_page/). */
export const homeCategoryItemSchema = z.object({
  id: idSchema,
  url: z.string(),
  image: imageSchema,
  title: z.string(),
});
export type HomeCategoryItem = z.output<typeof homeCategoryItemSchema>;
export const homeCategoriesResponseSchema = arrayResponseSchema(homeCategoryItemSchema);

/**
 * A footer category link (GET /api/categories/footer-categories/). The spec does not show its
 * fields; the footer needs a name and a slug for /pages/catalog/{slug}.
 */
export const footerCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
});
export type FooterCategory = z.output<typeof footerCategorySchema>;
export const footerCategoriesResponseSchema = arrayResponseSchema(footerCategorySchema);

/** Query of GET /api/categories/categories and categories-filter/. */
export const categoriesQuerySchema = z.object({ parent_slug: z.string().optional() });
export type CategoriesQuery = z.output<typeof categoriesQuerySchema>;

/** Query of GET /api/categories/footer-categories/ (`all=true` lists every category). */
export const footerCategoriesQuerySchema = z.object({ all: flagQuery.optional() });
export type FooterCategoriesQuery = z.output<typeof footerCategoriesQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------------

/** Filter types of §3: price, brand, and attribute filters ('others'). */
export const FILTER_TYPES = ['price', 'brand', 'others', 'attributes'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** A filter item: a brand, an attribute value (with `keyword`), or a price bucket (`min`/`max`). */
export const filterItemSchema = z.object({
  id: z.union([idSchema, z.string()]),
  title: z.string(),
  checked: flagSchema,
  color: nullableTextSchema,
  min: nullableMoneySchema,
  max: nullableMoneySchema,
  keyword: nullableTextSchema,
  /**
   * How many products of the listing the item matches (not in §3; shown beside the item). Null
   * when the server does not count.
   */
  count: nullableIntSchema,
});
export type FilterItem = z.output<typeof filterItemSchema>;

/**
 * A filter column of §3. An unknown `filterType` reads as 'others' so that a new kind of filter
 * on the server shows as a plain attribute list instead of breaking the sidebar.
 */
export const filterSchema = z.object({
  title: z.string(),
  filterType: z.enum(FILTER_TYPES).catch('others'),
  isColor: flagSchema,
  isPrice: flagSchema,
  max_price: nullableMoneySchema,
  items: listSchema(filterItemSchema),
});
export type Filter = z.output<typeof filterSchema>;

/** Answer of categories-filter/ and product-filter/. */
export const filtersResponseSchema = arrayResponseSchema(filterSchema);

/** Price range of §3: the chosen [min, max] and the slider limits. */
export const priceRangeSchema = z.object({
  value: z.tuple([z.number().nonnegative(), z.number().nonnegative()]),
  limits: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }),
});
export type PriceRangeWithLimits = z.output<typeof priceRangeSchema>;

/** Query of GET /api/products/product-filter/. */
export const searchFiltersQuerySchema = z.object({
  search: z.string().max(MAX_LENGTH.search),
  /** As on product-search: the words as typed only. */
  as_typed: flagQuery.optional(),
});
export type SearchFiltersQuery = z.output<typeof searchFiltersQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

/** A search category of §3 (a tab on the search page). */
export const searchCategorySchema = z.object({
  keyword: z.string(),
  active: flagSchema,
});
export type SearchCategory = z.output<typeof searchCategorySchema>;

/**
 * The spelling a search answered for when the words as typed found little (not in §3): the text
 * re-keyed from the other keyboard layout, or transliterated between Cyrillic and Latin.
 */
export const searchSpellingSchema = z.object({
  kind: z.enum(['layout', 'transliteration']),
  text: z.string(),
});

/**
 * Answer of GET /api/products/product-search: a page of products. The spec's search categories
 * have no call of their own, so they are designed as an optional `categories` list beside it;
 * `spelling` (null: the words as typed) says which other spelling the results are for.
 * `near_only` is true when no product has the words as typed (each as a word beginning, or the
 * article): every product found is a near spelling (a typo) of them; `suggestion` is then the
 * text with those words spelled as the closest products write them ("did you mean"), or null.
 */
export const searchResponseSchema = z
  .object({
    categories: listSchema(searchCategorySchema),
    spelling: searchSpellingSchema.nullable().default(null),
    near_only: z.boolean().default(false),
    suggestion: z.string().min(1).nullable().default(null),
  })
  .and(pageSchema(productSchema))
  .or(
    pageSchema(productSchema).transform((page) => ({
      ...page,
      categories: [] as SearchCategory[],
      spelling: null,
      near_only: false,
      suggestion: null,
    })),
  );
export type SearchResponse = z.output<typeof searchResponseSchema>;
