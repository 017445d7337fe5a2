import { mediaUrl } from '../../http/media-url.js';
import { salesQuerySchema, type salesPageSchema } from '@shop/core/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/client.js';
import { categories, products, siteSettings } from '../../db/schema.js';
import { publicCache } from '../../http/cache.js';
import { NotFoundError } from '../../http/errors.js';
import { pick } from '../../http/locale.js';
import { loadProducts } from '../../catalogue/product-json.js';
import { PAGE_SIZE, isPastEnd, pageOf, pageWindow } from './shared.js';

type SalesAnswer = z.input<typeof salesPageSchema>;

const localizedText = z.object({ ro: z.string(), en: z.string(), ru: z.string() });

/** The `sales_page` row of site_settings: the page's background, and optionally a title and end. */
const salesPageSetting = z.object({
  background_image: z.string().nullish(),
  title: localizedText.nullish(),
  end_date: z.string().nullish(),
});

/** The ids of a category and every category under it (three levels, §3). */
export async function subtreeIds(db: Database, slug: string): Promise<number[] | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive subtree(id) as (
          select ${categories.id} from ${categories} where ${categories.slug} = ${slug}
          union all
          select c.id from ${categories} c join subtree on c.parent_id = subtree.id
        )
        select id from subtree`,
  );
  return rows.length === 0 ? null : rows.map((row) => Number(row.id));
}

/**
 * GET /api/pages/sales/?page&category_slug: the products on promotion (most popular first, a page
 * of PAGE_SIZE.sales), optionally only those filed under one category and its subcategories, and
 * the page's content: the background image and the category tabs (categories marked for the
 * sales page, in catalogue order). An unknown category is a 404.
 */
export const salesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/pages/sales/', async (request, reply) => {
    const { locale } = request;
    const query = salesQuerySchema.parse(request.query);
    const window = pageWindow(query.page, PAGE_SIZE.sales);

    const conditions: SQL[] = [eq(products.isPromotion, true)];
    if (query.category_slug !== undefined) {
      const ids = await subtreeIds(app.db, query.category_slug);
      if (!ids) throw new NotFoundError('category');
      conditions.push(inArray(products.categoryId, ids));
    }
    const where = and(...conditions);

    const [totals] = await app.db.select({ total: count() }).from(products).where(where);
    const total = totals?.total ?? 0;
    const rows = isPastEnd(window, total)
      ? []
      : await app.db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(desc(products.popularity), asc(products.id))
          .limit(window.size)
          .offset(window.offset);

    const [setting] = await app.db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, 'sales_page'));
    const content = salesPageSetting.safeParse(setting?.value);
    const tabs = await app.db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(eq(categories.onSalesPage, true))
      .orderBy(asc(categories.position), asc(categories.id));

    const page = pageOf(
      await loadProducts(
        { db: app.db, locale, publicUrl: app.config.publicUrl },
        rows.map((row) => row.id),
      ),
      total,
      window.size,
    );
    const answer: SalesAnswer = {
      pages: page.pages,
      total: page.total,
      results: {
        products: page.results,
        page_content: {
          background_image: mediaUrl(
            app.config.publicUrl,
            content.success ? content.data.background_image : null,
          ),
          sale_categories: tabs.map((tab) => ({
            id: tab.id,
            name: pick(tab.name, locale),
            slug: tab.slug,
          })),
          title: content.success ? pick(content.data.title, locale) : null,
          end_date: content.success ? (content.data.end_date ?? null) : null,
        },
      },
    };
    publicCache(reply);
    return answer;
  });
};
