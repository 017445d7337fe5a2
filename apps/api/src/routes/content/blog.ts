import { mediaUrl } from '../../http/media-url.js';
import { blogListQuerySchema, type blogArticleSchema } from '@shop/core/contract';
import { shopDay, type LocaleCode } from '@shop/core/rules';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { articles, blogCategories } from '../../db/schema.js';
import { publicCache } from '../../http/cache.js';
import { NotFoundError } from '../../http/errors.js';
import { pick } from '../../http/locale.js';
import { safeHtml } from '../../http/safe-html.js';
import { MAX_QT, PAGE_SIZE, isPastEnd, pageOf, pageWindow } from './shared.js';

type ArticleAnswer = z.input<typeof blogArticleSchema>;
type ArticleRow = typeof articles.$inferSelect;
type CategoryRow = typeof blogCategories.$inferSelect;

/** Articles dated in the future are scheduled: they appear on their day. */
const published = lte(articles.publishedAt, sql`now()`);

/**
 * The blog: GET /api/blog/category/ lists articles, newest first — a page of PAGE_SIZE.blog
 * (`page`), or the `qt` latest (the home preview asks for 5) — and GET /api/blog/category/{slug}
 * answers one article (the client's `blogArticle(slug)`).
 */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  function card(row: ArticleRow, category: CategoryRow | null, locale: LocaleCode): ArticleAnswer {
    return {
      id: row.id,
      slug: row.slug,
      title: pick(row.title, locale),
      image: mediaUrl(app.config.publicUrl, row.image),
      date: shopDay(row.publishedAt),
      description: pick(row.excerpt, locale),
      category: category && {
        id: category.id,
        name: pick(category.title, locale),
        slug: category.slug,
      },
    };
  }

  app.get('/api/blog/category/', async (request, reply) => {
    const query = blogListQuerySchema.parse(request.query);
    // `qt` is a page size: `?qt=5` is the first page of five, `?qt=5&page=2` the next five.
    const window = pageWindow(query.page, query.qt ? Math.min(query.qt, MAX_QT) : PAGE_SIZE.blog);
    const [totals] = await app.db.select({ total: count() }).from(articles).where(published);
    const total = totals?.total ?? 0;
    const rows = isPastEnd(window, total)
      ? []
      : await app.db
          .select({ article: articles, category: blogCategories })
          .from(articles)
          .leftJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
          .where(published)
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(window.size)
          .offset(window.offset);
    publicCache(reply);
    return pageOf(
      rows.map((row) => card(row.article, row.category, request.locale)),
      total,
      window.size,
    );
  });

  app.get<{ Params: { slug: string } }>('/api/blog/category/:slug', async (request, reply) => {
    const { locale } = request;
    const [row] = await app.db
      .select({ article: articles, category: blogCategories })
      .from(articles)
      .leftJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
      .where(and(eq(articles.slug, request.params.slug), published))
      .limit(1);
    if (!row) throw new NotFoundError('article');
    const { article } = row;
    const answer: ArticleAnswer = {
      ...card(article, row.category, locale),
      content: safeHtml(pick(article.body, locale)),
      seo: {
        title: pick(article.title, locale),
        description: pick(article.excerpt, locale),
        og_image: mediaUrl(app.config.publicUrl, article.image),
      },
    };
    publicCache(reply);
    return answer;
  });
};
