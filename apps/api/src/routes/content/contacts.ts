import { mediaUrl } from '../../http/media-url.js';
import {
  pageOnlyQuerySchema,
  type adminContactSchema,
  type requisiteSchema,
  type shopContactSchema,
  type shopSchema,
} from '@shop/core/contract';
import { mapEmbedUrl, shopDay, type LocaleCode } from '@shop/core/rules';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { adminContacts, requisites, shops } from '../../db/schema.js';
import { publicCache } from '../../http/cache.js';
import { safeHtml } from '../../http/safe-html.js';
import { NotFoundError } from '../../http/errors.js';
import { pick } from '../../http/locale.js';
import { PAGE_SIZE, isPastEnd, pageOf, pageWindow } from './shared.js';

type ShopAnswer = z.input<typeof shopSchema>;
type ShopRow = typeof shops.$inferSelect;

const shopOrder = [asc(shops.position), asc(shops.id)];

/**
 * The contacts page (GET /api/contacts/requisites/, /admin-contacts/, /addresses/) and the shops
 * (GET /api/pages/shops/?page, /{slug}). Shops are in the editors' order.
 */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  const media = (path: string | null) => mediaUrl(app.config.publicUrl, path);

  app.get('/api/contacts/requisites/', async (request, reply) => {
    const rows = await app.db
      .select()
      .from(requisites)
      .orderBy(asc(requisites.position), asc(requisites.id));
    publicCache(reply);
    return rows.map((row): z.input<typeof requisiteSchema> => ({
      id: row.id,
      title: pick(row.title, request.locale),
      value: row.value,
    }));
  });

  app.get('/api/contacts/admin-contacts/', async (request, reply) => {
    const { locale } = request;
    const rows = await app.db
      .select()
      .from(adminContacts)
      .orderBy(asc(adminContacts.sort), asc(adminContacts.id));
    publicCache(reply);
    return rows.map((row): z.input<typeof adminContactSchema> => ({
      id: row.id,
      position: pick(row.position, locale),
      name: pick(row.name, locale),
      phone: row.phone,
      email: row.email,
    }));
  });

  /** The contacts accordion: one entry per shop, its id the `mapid` of /pages/contacts. */
  app.get('/api/contacts/addresses/', async (request, reply) => {
    const { locale } = request;
    const rows = await app.db
      .select()
      .from(shops)
      .orderBy(...shopOrder);
    publicCache(reply);
    return rows.map((row): z.input<typeof shopContactSchema> => ({
      id: row.id,
      city: pick(row.city, locale),
      location: pick(row.address, locale),
      type: pick(row.type, locale),
      phone: row.phones[0] ?? null,
      email: row.email,
      schedule: pick(row.schedule, locale) || null,
      map_url: mapEmbedUrl({ latitude: Number(row.latitude), longitude: Number(row.longitude) }),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    }));
  });

  function shopCard(row: ShopRow, locale: LocaleCode): ShopAnswer {
    return {
      id: row.id,
      slug: row.slug,
      image: media(row.image),
      date: shopDay(row.openedAt),
      title: pick(row.title, locale),
      address: pick(row.address, locale),
      text: safeHtml(pick(row.text, locale)),
      numbers: row.phones,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    };
  }

  app.get('/api/pages/shops/', async (request, reply) => {
    const query = pageOnlyQuerySchema.parse(request.query);
    const window = pageWindow(query.page, PAGE_SIZE.shops);
    const [totals] = await app.db.select({ total: count() }).from(shops);
    const total = totals?.total ?? 0;
    const rows = isPastEnd(window, total)
      ? []
      : await app.db
          .select()
          .from(shops)
          .orderBy(...shopOrder)
          .limit(window.size)
          .offset(window.offset);
    publicCache(reply);
    return pageOf(
      rows.map((row) => shopCard(row, request.locale)),
      total,
      window.size,
    );
  });

  /**
   * One shop: the card plus the video (its cover is the shop's image), the image grid and the
   * slider (the shop's image, then the grid's images).
   */
  app.get<{ Params: { slug: string } }>('/api/pages/shops/:slug', async (request, reply) => {
    const [row] = await app.db.select().from(shops).where(eq(shops.slug, request.params.slug));
    if (!row) throw new NotFoundError('shop');
    const images = row.images.map(media).filter((url): url is string => url !== null);
    const cover = media(row.image);
    const answer: ShopAnswer = {
      ...shopCard(row, request.locale),
      video: media(row.video),
      video_cover: cover,
      images,
      slider: cover && !images.includes(cover) ? [cover, ...images] : images,
    };
    publicCache(reply);
    return answer;
  });
};
