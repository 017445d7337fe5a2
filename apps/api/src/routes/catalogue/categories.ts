import { mediaUrl } from '../../http/media-url.js';
import {
  categoriesQuerySchema,
  footerCategoriesQuerySchema,
  type categorySchema,
  type footerCategorySchema,
  type homeCategoryItemSchema,
} from '@shop/core/contract';
import { catalogPath, type LocaleCode } from '@shop/core/rules';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { categories } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';
import { publicCache } from '../../http/cache.js';
import { pick } from '../../http/locale.js';
import { listingFilters } from './facets.js';
import {
  baseConditions,
  categorySubtreeBySlug,
  choiceQueryShape,
  type ListingFilters,
} from './listing.js';
import { filtersOf } from './products.js';
import { sqlAnd } from './sql.js';

/**
 * GET /api/categories/categories, categories-filter/, category-in-home_page/ and
 * footer-categories/ (SPEC §7). The category table is small (a three-level tree), so each call
 * reads it in one query and builds the tree in memory.
 */

type CategoryAnswer = z.input<typeof categorySchema>;
type HomeCategoryAnswer = z.input<typeof homeCategoryItemSchema>;
type FooterCategoryAnswer = z.input<typeof footerCategorySchema>;
type CategoryRow = typeof categories.$inferSelect;

/** The query of categories-filter/: the category, plus the listing's choices to mark as ticked. */
const categoryFiltersQuery = categoriesQuerySchema.extend(choiceQueryShape);

class CategoryTree {
  private readonly children = new Map<number | null, CategoryRow[]>();

  constructor(rows: readonly CategoryRow[]) {
    for (const row of rows) {
      const siblings = this.children.get(row.parentId);
      if (siblings) siblings.push(row);
      else this.children.set(row.parentId, [row]);
    }
  }

  childrenOf(id: number | null): CategoryRow[] {
    return this.children.get(id) ?? [];
  }
}

function categoryAnswer(
  row: CategoryRow,
  tree: CategoryTree,
  locale: LocaleCode,
  publicUrl: string,
): CategoryAnswer {
  const { banner } = row;
  return {
    id: row.id,
    name: pick(row.name, locale),
    slug: row.slug,
    icon: mediaUrl(publicUrl, row.icon),
    image: mediaUrl(publicUrl, row.image),
    banner: banner && {
      title: pick(banner.title, locale),
      button_url: banner.buttonUrl,
      button_text: pick(banner.buttonText, locale),
      image: mediaUrl(publicUrl, banner.image),
    },
    category_in_subcategory: tree.childrenOf(row.id).map((sub) => ({
      id: sub.id,
      name: pick(sub.name, locale),
      slug: sub.slug,
      subsubcategory_in_subcategory: tree.childrenOf(sub.id).map((leaf) => ({
        id: leaf.id,
        name: pick(leaf.name, locale),
        slug: leaf.slug,
      })),
    })),
  };
}

export const categoryRoutes: FastifyPluginAsync = async (app) => {
  const allCategories = () =>
    app.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));

  /**
   * Without `parent_slug`: the top categories with their subcategories and sub-subcategories
   * (the catalogue menu). With it: the children of that category, each with its own children.
   */
  app.get('/api/categories/categories', async (request, reply): Promise<CategoryAnswer[]> => {
    const query = categoriesQuerySchema.parse(request.query);
    const rows = await allCategories();
    const tree = new CategoryTree(rows);
    let parentId: number | null = null;
    if (query.parent_slug) {
      const parent = rows.find((row) => row.slug === query.parent_slug);
      if (!parent) throw new NotFoundError('category');
      parentId = parent.id;
    }
    publicCache(reply);
    return tree
      .childrenOf(parentId)
      .map((row) => categoryAnswer(row, tree, request.locale, app.config.publicUrl));
  });

  /** The filter columns of a category listing (all products without `parent_slug`). */
  app.get('/api/categories/categories-filter/', async (request, reply) => {
    const query = categoryFiltersQuery.parse(request.query);
    const chosen: ListingFilters = filtersOf(query);
    if (query.parent_slug) {
      chosen.categoryIds = await categorySubtreeBySlug(app.categoryTree, query.parent_slug);
    }
    const base = sqlAnd(baseConditions(chosen));
    const filters = await listingFilters(app.db, base, chosen, request.locale);
    publicCache(reply);
    return filters;
  });

  /** The home categories grid: the categories flagged for it. */
  app.get(
    '/api/categories/category-in-home_page/',
    async (request, reply): Promise<HomeCategoryAnswer[]> => {
      const rows = await allCategories();
      publicCache(reply);
      return rows
        .filter((row) => row.showInHome)
        .map((row) => ({
          id: row.id,
          url: catalogPath(row.slug),
          image: mediaUrl(app.config.publicUrl, row.image ?? row.icon),
          title: pick(row.name, request.locale),
        }));
    },
  );

  /** The footer's categories: those flagged for it, or every top category with `all=true`. */
  app.get(
    '/api/categories/footer-categories/',
    async (request, reply): Promise<FooterCategoryAnswer[]> => {
      const query = footerCategoriesQuerySchema.parse(request.query);
      const rows = await allCategories();
      publicCache(reply);
      return rows
        .filter((row) => (query.all ? row.parentId === null : row.showInFooter))
        .map((row) => ({ id: row.id, name: pick(row.name, request.locale), slug: row.slug }));
    },
  );
};
