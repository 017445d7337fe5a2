import type { ClientLink, footerPageSchema, vacancySchema } from '@shop/core/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { footerPages, vacancies } from '../../db/schema.js';
import { publicCache } from '../../http/cache.js';
import { NotFoundError } from '../../http/errors.js';
import { pick } from '../../http/locale.js';
import { safeHtml } from '../../http/safe-html.js';

/**
 * The customer pages: careers (GET /api/customer/vacancies/) and the footer's client-service
 * pages (GET /api/customer/footer-pages/ for the links, /{slug} for a page's body).
 */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/customer/vacancies/', async (request, reply) => {
    const { locale } = request;
    const rows = await app.db
      .select()
      .from(vacancies)
      .where(eq(vacancies.active, true))
      .orderBy(asc(vacancies.position), asc(vacancies.id));
    publicCache(reply);
    return rows.map((row): z.input<typeof vacancySchema> => {
      const title = pick(row.title, locale);
      return {
        id: row.id,
        title,
        // An editor's rich text, like every other one: made safe before a page inserts it.
        text: safeHtml(pick(row.text, locale)),
        letter: title.trim().charAt(0).toLocaleUpperCase(locale) || null,
        city: pick(row.city, locale) || null,
      };
    });
  });

  /**
   * The client-service links of the footer (§3 "Client link: slug, title, id"). Company links
   * (about, careers, contacts…) are the storefront's own routes, so only the client-service group
   * is listed; the slug `regulamente` is among them and the storefront sends it to
   * /pages/regulament (§2).
   */
  app.get('/api/customer/footer-pages/', async (request, reply) => {
    const rows = await app.db
      .select({ id: footerPages.id, slug: footerPages.slug, title: footerPages.title })
      .from(footerPages)
      .where(eq(footerPages.group, 'client_service'))
      .orderBy(asc(footerPages.position), asc(footerPages.id));
    publicCache(reply);
    return rows.map((row): ClientLink => ({
      id: row.id,
      slug: row.slug,
      title: pick(row.title, request.locale),
    }));
  });

  /**
   * One footer page by slug: a client-service page (/pages/aditional/{slug}) or a company page
   * whose body the storefront shows.
   */
  app.get<{ Params: { slug: string } }>(
    '/api/customer/footer-pages/:slug',
    async (request, reply) => {
      const [row] = await app.db
        .select()
        .from(footerPages)
        .where(eq(footerPages.slug, request.params.slug))
        .limit(1);
      if (!row) throw new NotFoundError('footer page');
      const answer: z.input<typeof footerPageSchema> = {
        id: row.id,
        slug: row.slug,
        title: pick(row.title, request.locale),
        content: safeHtml(pick(row.body, request.locale)),
      };
      publicCache(reply);
      return answer;
    },
  );
};
