import type { Category, SubCategory } from '@shop/core/contract';

/**
 * Where the mobile catalogue has drilled to: the top categories, one category's subcategories,
 * or one subcategory's sub-subcategories. Ids, not objects, so a fresh catalogue (another
 * language) keeps the place when its ids still exist.
 */
export type CatalogueLevel =
  | { readonly depth: 0 }
  | { readonly depth: 1; readonly categoryId: number }
  | { readonly depth: 2; readonly categoryId: number; readonly subcategoryId: number };

export type CatalogueLevelAction =
  /** Open a top category's subcategories. */
  | { readonly type: 'category'; readonly categoryId: number }
  /** Open a subcategory of the current category. */
  | { readonly type: 'subcategory'; readonly subcategoryId: number }
  /** Up one level (nothing at the top). */
  | { readonly type: 'back' }
  /** Straight to the top categories. */
  | { readonly type: 'top' };

/** The top level: the list of categories. */
export const CATALOGUE_TOP: CatalogueLevel = { depth: 0 };

/**
 * The next level of the drill-down.
 *
 * @example catalogueLevel({ depth: 1, categoryId: 3 }, { type: 'subcategory', subcategoryId: 31 })
 * // { depth: 2, categoryId: 3, subcategoryId: 31 }
 */
export function catalogueLevel(
  state: CatalogueLevel,
  action: CatalogueLevelAction,
): CatalogueLevel {
  switch (action.type) {
    case 'category':
      return { depth: 1, categoryId: action.categoryId };
    case 'subcategory':
      // A subcategory belongs to a category: without one open there is nothing to drill into.
      return state.depth === 0
        ? state
        : { depth: 2, categoryId: state.categoryId, subcategoryId: action.subcategoryId };
    case 'back':
      if (state.depth === 2) return { depth: 1, categoryId: state.categoryId };
      return CATALOGUE_TOP;
    case 'top':
      return CATALOGUE_TOP;
  }
}

/** A level with its data found in the catalogue. */
export type CatalogueView =
  | { readonly depth: 0 }
  | { readonly depth: 1; readonly category: Category }
  | { readonly depth: 2; readonly category: Category; readonly subcategory: SubCategory };

/**
 * The data of a level. A level whose category or subcategory is no longer in the catalogue
 * falls back to the nearest level that still exists.
 */
export function resolveCatalogueLevel(
  categories: readonly Category[],
  level: CatalogueLevel,
): CatalogueView {
  if (level.depth === 0) return { depth: 0 };
  const category = categories.find((item) => item.id === level.categoryId);
  if (!category) return { depth: 0 };
  if (level.depth === 1) return { depth: 1, category };
  const subcategory = category.category_in_subcategory.find(
    (item) => item.id === level.subcategoryId,
  );
  return subcategory ? { depth: 2, category, subcategory } : { depth: 1, category };
}
