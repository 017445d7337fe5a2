import { mediaUrl } from '../../http/media-url.js';
import type {
  brandSlideSchema,
  categorySlideSchema,
  homeSlideSchema,
  popupSchema,
} from '@shop/core/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { brands, categories, homeSlides, popups } from '../../db/schema.js';
import { publicCache } from '../../http/cache.js';
import { pick } from '../../http/locale.js';
import { safeHtml } from '../../http/safe-html.js';

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
      url: slide.url ?? `/pages/search?search=${encodeURIComponent(brand.name)}`,
    }));
  });
};
