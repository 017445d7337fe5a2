import type { socialPageSchema, successPageSchema } from '@shop/core/contract';
import { safeLocalPath, type LocaleCode } from '@shop/core/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { landingPages } from '../../db/schema.js';
import { publicCache } from '../../http/cache.js';
import { NotFoundError } from '../../http/errors.js';
import { pick } from '../../http/locale.js';
import { mediaUrl } from '../../http/media-url.js';
import { safeHtml } from '../../http/safe-html.js';

type SocialAnswer = z.input<typeof socialPageSchema>;
type SuccessAnswer = z.input<typeof successPageSchema>;
type Row = typeof landingPages.$inferSelect;

/** A page's button, its address a path of the shop (an unsafe one leads home). */
function button(row: Row, locale: LocaleCode) {
  return (
    row.button && { title: pick(row.button.title, locale), url: safeLocalPath(row.button.url) }
  );
}

/**
 * Hidden pages (SPEC §2): social campaigns' landing pages (GET /api/pages/social/, /{slug}) and
 * success pages (GET /api/pages/success/{slug}). An unknown slug is a 404.
 */
export const hiddenPageRoutes: FastifyPluginAsync = async (app) => {
  function social(row: Row, locale: LocaleCode): SocialAnswer {
    return {
      id: row.id,
      slug: row.slug,
      title: pick(row.title, locale),
      description: row.description ? pick(row.description, locale) : '',
      image: mediaUrl(app.config.publicUrl, row.image),
      content: safeHtml(pick(row.body, locale)),
      button: button(row, locale),
    };
  }

  const find = async (kind: Row['kind'], slug: string) => {
    const [row] = await app.db
      .select()
      .from(landingPages)
      .where(and(eq(landingPages.kind, kind), eq(landingPages.slug, slug)))
      .limit(1);
    return row;
  };

  app.get('/api/pages/social/', async (request, reply) => {
    const rows = await app.db
      .select()
      .from(landingPages)
      .where(eq(landingPages.kind, 'social'))
      .orderBy(asc(landingPages.position), asc(landingPages.id));
    publicCache(reply);
    return rows.map((row) => social(row, request.locale));
  });

  app.get<{ Params: { slug: string } }>('/api/pages/social/:slug', async (request, reply) => {
    const row = await find('social', request.params.slug);
    if (!row) throw new NotFoundError('social page');
    publicCache(reply);
    return social(row, request.locale);
  });

  app.get<{ Params: { slug: string } }>('/api/pages/success/:slug', async (request, reply) => {
    const row = await find('success', request.params.slug);
    if (!row) throw new NotFoundError('success page');
    const answer: SuccessAnswer = {
      slug: row.slug,
      title: pick(row.title, request.locale),
      content: safeHtml(pick(row.body, request.locale)),
      button: button(row, request.locale),
    };
    publicCache(reply);
    return answer;
  });
};
