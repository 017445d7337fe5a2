import { mediaUrl } from '../../http/media-url.js';
import type {
  brandSlideSchema,
  categorySlideSchema,
  homeFeatureSchema,
  homeSlideSchema,
  partnerBannerSchema,
  popupSchema,
  productOfTheDaySchema,
} from '@shop/core/contract';
import { daysBetween, PATHS, searchPath, shopDay, shopDayEnd, timeLeft } from '@shop/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { loadProducts } from '../../catalogue/product-json.js';
import { readSetting } from '../../content/settings.js';
import { brands, categories, homeSlides, popups } from '../../db/schema.js';
import { publicCache } from '../../http/cache.js';
import { NotFoundError } from '../../http/errors.js';
import { pick } from '../../http/locale.js';
import { safeHtml } from '../../http/safe-html.js';

/** The day the rotation counts from: day 0 shows its first product. */
const ROTATION_EPOCH = '1970-01-01';

/**
 * The product of a shop day: the rotation advances one product a day (in Chișinău) and starts
 * again after its last; a product that cannot be offered (gone, or out of stock) gives its day to
 * the next one. Null when none can.
 *
 * @example productOfTheDay([11, 12, 13], '1970-01-02', () => true) // 12
 */
export function productOfTheDay<Item>(
  rotation: readonly Item[],
  day: string,
  available: (item: Item) => boolean,
): Item | null {
  const count = rotation.length;
  const dayNumber = daysBetween(ROTATION_EPOCH, day);
  if (count === 0 || dayNumber === null) return null;
  const start = ((dayNumber % count) + count) % count;
  for (let step = 0; step < count; step++) {
    const item = rotation[(start + step) % count];
    if (item !== undefined && available(item)) return item;
  }
  return null;
}

/**
 * The home page's content: the chained popups and the three sliders (main, categories, brands).
 * Every list is in the editors' order (position, then id).
 */
export const homeRoutes: FastifyPluginAsync = async (app) => {
  const media = (path: string | null) => mediaUrl(app.config.publicUrl, path);

  /** GET /api/popups/items: the active popups in the order they are chained (§4). */
  app.get('/api/popups/items', async (request, reply) => {
    const { locale } = request;
    const rows = await app.db
      .select()
      .from(popups)
      .where(eq(popups.active, true))
      .orderBy(asc(popups.position), asc(popups.id));
    publicCache(reply);
    return rows.map((row): z.input<typeof popupSchema> => ({
      id: row.id,
      title: pick(row.title, locale),
      image: media(row.image),
      description: safeHtml(pick(row.description, locale)),
      inactive_time: row.inactiveTime,
      active_time: row.activeTime,
      link: row.link && {
        title: pick(row.link.title, locale),
        url: row.link.url,
        bg_color: row.link.bgColor,
        text_color: row.link.textColor,
      },
    }));
  });

  /**
   * GET /api/homepage/product-of-the-day/: today's product (site setting `product_of_the_day`)
   * and the instant its day ends, midnight in Chișinău. 404 on a day without one. The answer
   * changes at midnight, so it may be kept until then at most, and never served stale.
   */
  app.get('/api/homepage/product-of-the-day/', async (request, reply) => {
    const now = new Date();
    const rotation = (await readSetting(app.db, 'product_of_the_day'))?.product_ids ?? [];
    const candidates = await loadProducts(
      { db: app.db, locale: request.locale, publicUrl: app.config.publicUrl },
      rotation,
    );
    const product = productOfTheDay(candidates, shopDay(now), (item) => Number(item.balance) > 0);
    if (!product) throw new NotFoundError('product of the day');
    const endsAt = shopDayEnd(now);
    publicCache(reply);
    const untilMidnight = Math.max(1, timeLeft(now, endsAt).totalSeconds);
    void reply.header('Cache-Control', `public, max-age=${Math.min(60, untilMidnight)}`);
    return { product, ends_at: endsAt.toISOString() } satisfies z.input<
      typeof productOfTheDaySchema
    >;
  });

  /** GET /api/homepage/features/: the features block (site setting `home_features`). */
  app.get('/api/homepage/features/', async (request, reply) => {
    const { locale } = request;
    const features = (await readSetting(app.db, 'home_features')) ?? [];
    publicCache(reply);
    return features.map((feature, index): z.input<typeof homeFeatureSchema> => ({
      id: index + 1,
      icon: feature.icon,
      title: pick(feature.title, locale),
      text: pick(feature.text, locale),
      url: feature.url ?? null,
    }));
  });

  /**
   * GET /api/homepage/partner-banner/: the invitation to become a dealer (site setting
   * `partner_banner`); its button leads to the dealer application unless the editors say
   * otherwise. 404 when the shop has none.
   */
  app.get('/api/homepage/partner-banner/', async (request, reply) => {
    const { locale } = request;
    const banner = await readSetting(app.db, 'partner_banner');
    if (!banner) throw new NotFoundError('partner banner');
    publicCache(reply);
    return {
      title: pick(banner.title, locale),
      text: pick(banner.text, locale),
      image: media(banner.image ?? null),
      button_text: pick(banner.button_text, locale) || null,
      url: banner.url ?? PATHS.dealers,
    } satisfies z.input<typeof partnerBannerSchema>;
  });

  /** GET /api/homepage/home-page-slider/: the hero slides. */
  app.get('/api/homepage/home-page-slider/', async (request, reply) => {
    const { locale } = request;
    const rows = await app.db
      .select()
      .from(homeSlides)
      .where(eq(homeSlides.kind, 'main'))
      .orderBy(asc(homeSlides.position), asc(homeSlides.id));
    publicCache(reply);
    return rows.map((row): z.input<typeof homeSlideSchema> => ({
      id: row.id,
      title: pick(row.title, locale) || null,
      description: pick(row.subtitle, locale) || null,
      image: media(row.image),
      image_mobile: media(row.mobileImage ?? row.image),
      url: row.url,
      button_text: pick(row.buttonText, locale) || null,
    }));
  });

  /**
   * GET /api/homepage/slider-category-for-home-page/: category cards. `id`, `slug` and the name are
   * the category's (the card opens /pages/catalog/{slug}); the slide's own title, when the
   * editors gave one, overrides the name, and its image is the card's.
   */
  app.get('/api/homepage/slider-category-for-home-page/', async (request, reply) => {
    const { locale } = request;
    const rows = await app.db
      .select({ slide: homeSlides, category: categories })
      .from(homeSlides)
      .innerJoin(categories, eq(categories.id, homeSlides.categoryId))
      .where(eq(homeSlides.kind, 'category'))
      .orderBy(asc(homeSlides.position), asc(homeSlides.id));
    publicCache(reply);
    return rows.map(({ slide, category }): z.input<typeof categorySlideSchema> => ({
      id: category.id,
      name: pick(slide.title, locale) || pick(category.name, locale),
      slug: category.slug,
      image: media(slide.image) ?? media(category.image),
    }));
  });

  /**
   * GET /api/homepage/slider-brands-for-home-page/: partner logos. `id` and `name` are the
   * brand's; the link is the slide's, else a search for the brand.
   */
  app.get('/api/homepage/slider-brands-for-home-page/', async (_request, reply) => {
    const rows = await app.db
      .select({ slide: homeSlides, brand: brands })
      .from(homeSlides)
      .innerJoin(brands, eq(brands.id, homeSlides.brandId))
      .where(eq(homeSlides.kind, 'brand'))
      .orderBy(asc(homeSlides.position), asc(homeSlides.id));
    publicCache(reply);
    return rows.map(({ slide, brand }): z.input<typeof brandSlideSchema> => ({
      id: brand.id,
      name: brand.name,
      image: media(slide.image) ?? media(brand.image),
      url: slide.url ?? searchPath(brand.name),
    }));
  });
};
