import type { productDetailSchema } from '@shop/core/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { queryRows } from '../../db/client.js';
import { products, reviews, type LocalizedText } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';
import { publicCache } from '../../http/cache.js';
import { pick } from '../../http/locale.js';
import type { LocaleCode } from '@shop/core/rules';
import { safeHtml } from '../../http/safe-html.js';
import { catalogueContext } from './products.js';
import { loadProducts } from '../../catalogue/product-json.js';
import { toInt } from './sql.js';

/**
 * GET /api/products/items/{slug}: the product page of §2 (its path is not shown in the spec; the
 * client's `catalogue.product` call uses this one). The product of every list plus its
 * description, the reviews block (average, count, per-star counts, the latest reviews), the
 * breadcrumbs and related products.
 */

type ProductDetailAnswer = z.input<typeof productDetailSchema>;

/** Reviews the page shows; the count and the per-star bars cover all of them. */
export const LATEST_REVIEWS = 10;
/** Related products: the same category first, then its sibling categories, best sellers first. */
export const RELATED_PRODUCTS = 8;

const params = z.object({ slug: z.string().min(1).max(200) });

export const productPageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/products/items/:slug', async (request, reply): Promise<ProductDetailAnswer> => {
    const { slug } = params.parse(request.params);
    const { db } = app;
    const [row] = await db
      .select({
        id: products.id,
        description: products.description,
        categoryId: products.categoryId,
      })
      .from(products)
      .where(eq(products.slug, slug));
    if (!row) throw new NotFoundError('product');
    const context = catalogueContext(request);

    const [product] = await loadProducts(context, [row.id]);
    if (!product) throw new NotFoundError('product');

    const latest = await db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, row.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(LATEST_REVIEWS);
    const grades = await queryRows<{ grade: number; count: number | string }>(
      db,
      sql`select grade, count(*) as count from reviews where product_id = ${row.id} group by grade`,
    );
    // The category path, each step with its size chart if it has one: the breadcrumbs and the
    // chart of the nearest category come from the one query.
    const path = await queryRows<{
      id: number;
      slug: string;
      name: LocalizedText;
      depth: number;
      chart_title: LocalizedText | null;
      chart_note: LocalizedText | null;
      chart_columns: LocalizedText[] | null;
      chart_rows: LocalizedText[][] | null;
    }>(
      db,
      sql`with recursive up(id, parent_id, slug, name, depth) as (
            select id, parent_id, slug, name, 0 from categories where id = ${row.categoryId}
            union all
            select c.id, c.parent_id, c.slug, c.name, up.depth + 1
            from categories c join up on c.id = up.parent_id
          )
          select up.id, up.slug, up.name, up.depth, s.title as chart_title,
                 s.note as chart_note, s.columns as chart_columns, s.rows as chart_rows
          from up left join size_charts s on s.category_id = up.id
          order by up.depth desc`,
    );
    const charted = path.findLast((step) => step.chart_title !== null);
    const relatedIds = await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p
          where p.id <> ${row.id}
            and p.category_id in (
              select c.id from categories c
              where c.id = ${row.categoryId}
                 or c.parent_id = (select parent_id from categories where id = ${row.categoryId})
            )
          order by (p.category_id = ${row.categoryId}) desc, p.popularity desc, p.id asc
          limit ${RELATED_PRODUCTS}`,
    );
    const related = await loadProducts(
      context,
      relatedIds.map((related) => related.id),
    );

    publicCache(reply);
    return {
      ...product,
      description: safeHtml(pick(row.description, request.locale)),
      reviews: latest.map((review) => ({
        id: review.id,
        user_name: review.userName,
        initial: review.userName.trim().charAt(0).toUpperCase() || null,
        date: review.createdAt.toISOString(),
        grade: review.grade,
        text: review.text,
        lang: review.lang,
      })),
      rating_distribution: [5, 4, 3, 2, 1].map((grade) => ({
        grade,
        count: toInt(grades.find((bucket) => bucket.grade === grade)?.count),
      })),
      breadcrumbs: path.map((step) => ({
        id: step.id,
        name: pick(step.name, request.locale),
        slug: step.slug,
      })),
      related,
      size_chart: charted ? sizeChart(charted, request.locale) : null,
    };
  });
};

/** A category's stored chart in the request's language. */
function sizeChart(
  step: {
    chart_title: LocalizedText | null;
    chart_note: LocalizedText | null;
    chart_columns: LocalizedText[] | null;
    chart_rows: LocalizedText[][] | null;
  },
  locale: LocaleCode,
): NonNullable<ProductDetailAnswer['size_chart']> {
  return {
    title: pick(step.chart_title, locale) ?? '',
    note: pick(step.chart_note, locale),
    columns: (step.chart_columns ?? []).map((heading) => pick(heading, locale)),
    rows: (step.chart_rows ?? []).map((cells) => cells.map((cell) => pick(cell, locale))),
  };
}
