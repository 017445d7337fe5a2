import { mediaUrl } from '../../http/media-url.js';
import {
  pageOnlyQuerySchema,
  type promotionSchema,
  type regulationSchema,
} from '@shop/core/contract';
import { shopDay, type LocaleCode } from '@shop/core/rules';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { loadProducts } from '../../catalogue/product-json.js';
import { products, promotions, regulations } from '../../db/schema.js';
import { publicCache } from '../../http/cache.js';
import { NotFoundError } from '../../http/errors.js';
import { pick } from '../../http/locale.js';
import { safeHtml } from '../../http/safe-html.js';
import { subtreeIds } from './sales.js';
import { PAGE_SIZE, isPastEnd, pageOf, pageWindow } from './shared.js';

/** How many products a promotion page shows at most (its category's most popular). */
export const PROMOTION_PRODUCTS_LIMIT = 12;

type PromotionAnswer = z.input<typeof promotionSchema>;
type PromotionRow = typeof promotions.$inferSelect;
type RegulationAnswer = z.input<typeof regulationSchema>;
type RegulationRow = typeof regulations.$inferSelect;

/** Regulations dated in the future are scheduled: they appear on their day. */
const publishedRegulation = lte(regulations.publishedAt, sql`now()`);

/**
 * Promotions (GET /api/pages/promotions/?page, /{slug}) and regulations
 * (GET /api/customer/regulaments/?page, /{slug}). Promotions are listed newest start first, ended
 * ones included (their page keeps its dates); regulations newest first.
 */
export const promotionRoutes: FastifyPluginAsync = async (app) => {
  const media = (path: string | null) => mediaUrl(app.config.publicUrl, path);

  function promotionCard(row: PromotionRow, locale: LocaleCode): PromotionAnswer {
    return {
      id: row.id,
      slug: row.slug,
      title: pick(row.title, locale),
      image: media(row.banner),
      banner: media(row.banner),
      date: shopDay(row.startsAt),
      end_date: shopDay(row.endsAt),
      description: pick(row.excerpt, locale),
    };
  }

  /** The products of a promotion's category (and its subcategories), most popular first. */
  async function promotionProducts(category: string | null, locale: LocaleCode) {
    if (category === null) return [];
    const ids = await subtreeIds(app.db, category);
    // A category removed since the promotion was written lists nothing rather than failing.
    if (!ids) return [];
    const rows = await app.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.categoryId, ids))
      .orderBy(desc(products.popularity), asc(products.id))
      .limit(PROMOTION_PRODUCTS_LIMIT);
    return loadProducts(
      { db: app.db, locale, publicUrl: app.config.publicUrl },
      rows.map((product) => product.id),
    );
  }

  app.get('/api/pages/promotions/', async (request, reply) => {
    const query = pageOnlyQuerySchema.parse(request.query);
    const window = pageWindow(query.page, PAGE_SIZE.promotions);
    const [totals] = await app.db.select({ total: count() }).from(promotions);
    const total = totals?.total ?? 0;
    const rows = isPastEnd(window, total)
      ? []
      : await app.db
          .select()
          .from(promotions)
          .orderBy(desc(promotions.startsAt), desc(promotions.id))
          .limit(window.size)
          .offset(window.offset);
    publicCache(reply);
    return pageOf(
      rows.map((row) => promotionCard(row, request.locale)),
      total,
      window.size,
    );
  });

  app.get<{ Params: { slug: string } }>('/api/pages/promotions/:slug', async (request, reply) => {
    const { locale } = request;
    const [row] = await app.db
      .select()
      .from(promotions)
      .where(eq(promotions.slug, request.params.slug))
      .limit(1);
    if (!row) throw new NotFoundError('promotion');
    const answer: PromotionAnswer = {
      products: await promotionProducts(row.productsCategory, locale),
      ...promotionCard(row, locale),
      tabs: row.tabs.map((tab) => ({
        title: pick(tab.title, locale),
        content: safeHtml(pick(tab.body, locale)),
      })),
      button: row.button && { title: pick(row.button.text, locale), url: row.button.url },
      seo: {
        title: pick(row.title, locale),
        description: pick(row.excerpt, locale),
        og_image: media(row.banner),
      },
    };
    publicCache(reply);
    return answer;
  });

  function regulationCard(row: RegulationRow, locale: LocaleCode): RegulationAnswer {
    return {
      id: row.id,
      slug: row.slug,
      title: pick(row.title, locale),
      date: shopDay(row.publishedAt),
    };
  }

  app.get('/api/customer/regulaments/', async (request, reply) => {
    const query = pageOnlyQuerySchema.parse(request.query);
    const window = pageWindow(query.page, PAGE_SIZE.regulations);
    const [totals] = await app.db
      .select({ total: count() })
      .from(regulations)
      .where(publishedRegulation);
    const total = totals?.total ?? 0;
    const rows = isPastEnd(window, total)
      ? []
      : await app.db
          .select()
          .from(regulations)
          .where(publishedRegulation)
          .orderBy(desc(regulations.publishedAt), desc(regulations.id))
          .limit(window.size)
          .offset(window.offset);
    publicCache(reply);
    return pageOf(
      rows.map((row) => regulationCard(row, request.locale)),
      total,
      window.size,
    );
  });

  app.get<{ Params: { slug: string } }>(
    '/api/customer/regulaments/:slug',
    async (request, reply) => {
      const [row] = await app.db
        .select()
        .from(regulations)
        .where(and(eq(regulations.slug, request.params.slug), publishedRegulation))
        .limit(1);
      if (!row) throw new NotFoundError('regulation');
      const answer: RegulationAnswer = {
        ...regulationCard(row, request.locale),
        content: safeHtml(pick(row.body, request.locale)),
      };
      publicCache(reply);
      return answer;
    },
  );
};
