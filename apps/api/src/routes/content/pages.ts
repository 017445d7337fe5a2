import type {
  aboutPageSchema,
  dealersPageSchema,
  deliveryPageSchema,
  faqPageSchema,
  fidelityPageSchema,
} from '@shop/core/contract';
import { searchPath, type LocaleCode } from '@shop/core/rules';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { brands, homeSlides, siteSettings } from '../../db/schema.js';
import { publicCache } from '../../http/cache.js';
import { NotFoundError } from '../../http/errors.js';
import { pick } from '../../http/locale.js';
import { mediaUrl } from '../../http/media-url.js';
import { safeHtml } from '../../http/safe-html.js';

/**
 * The info pages of §2 (about, delivery, FAQ, fidelity, dealers). The spec shows no call for them; they
 * are designed like the other page collections, GET /api/pages/{name}/. Each page is one site
 * setting written by the editors (`about`, `delivery_page`, `faq_page`, `fidelity_page`), read
 * with its schema: a missing or malformed page answers 404.
 */

const text = z.object({ ro: z.string(), en: z.string(), ru: z.string() });

const storedPages = {
  about: z.object({
    title: text,
    description: text.nullish(),
    quote: text.nullish(),
    quote_author: text.nullish(),
    statistics: z.array(z.object({ value: z.string(), label: text })),
    milestones: z.array(z.object({ year: z.number().int(), text })),
    carousel: z.array(z.string()),
    team: z.array(z.object({ name: z.string(), position: text, image: z.string().nullish() })),
  }),
  delivery_page: z.object({
    title: text,
    description: text.nullish(),
    banner: z.string().nullish(),
    items: z.array(z.object({ icon: z.string().nullish(), title: text, text: text.nullish() })),
    table: z.object({ columns: z.array(text), rows: z.array(z.array(text)) }),
    informers: z.array(text),
  }),
  faq_page: z.object({
    title: text,
    description: text.nullish(),
    groups: z.array(
      z.object({
        id: z.string(),
        title: text,
        items: z.array(z.object({ id: z.string(), question: text, answer: text })),
      }),
    ),
  }),
  fidelity_page: z.object({
    title: text,
    description: text.nullish(),
    lead: text.nullish(),
    levels: z.array(
      z.object({
        name: text,
        threshold: z.number().nonnegative(),
        percent: z.number().nonnegative(),
        perks: z.array(text),
      }),
    ),
    body: text.nullish(),
    regulation_slug: z.string().nullish(),
  }),
  dealers_page: z.object({
    title: text,
    description: text.nullish(),
    lead: text.nullish(),
    benefits: z.array(z.object({ title: text, text: text.nullish() })),
    form_title: text,
    form_lead: text.nullish(),
    partner_title: text.nullish(),
    partner_text: text.nullish(),
  }),
};
type PageKey = keyof typeof storedPages;

/** The stored page of `key`; NotFoundError (404) when missing or malformed. */
async function readPage<Key extends PageKey>(
  db: Database,
  key: Key,
): Promise<z.output<(typeof storedPages)[Key]>> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  const parsed = storedPages[key].safeParse(row?.value);
  if (!parsed.success) throw new NotFoundError(`page ${key}`);
  return parsed.data as z.output<(typeof storedPages)[Key]>;
}

/** The page's seo block: its title and description in the request's language. */
function seoOf(
  page: { title: z.output<typeof text>; description?: z.output<typeof text> | null },
  locale: LocaleCode,
  ogImage: string | null = null,
) {
  return {
    title: pick(page.title, locale),
    description: pick(page.description, locale),
    og_image: ogImage,
  };
}

export const pagesRoutes: FastifyPluginAsync = async (app) => {
  const media = (path: string | null | undefined) => mediaUrl(app.config.publicUrl, path);

  /** GET /api/pages/about/: quote, statistics, milestones, carousel, team. */
  app.get('/api/pages/about/', async (request, reply) => {
    const { locale } = request;
    const page = await readPage(app.db, 'about');
    const carousel = page.carousel.map(media).filter((url): url is string => url !== null);
    publicCache(reply);
    return {
      title: pick(page.title, locale),
      quote: pick(page.quote, locale),
      quote_author: pick(page.quote_author, locale),
      statistics: page.statistics.map((item) => ({
        value: item.value,
        label: pick(item.label, locale),
      })),
      milestones: page.milestones.map((item) => ({
        year: item.year,
        text: pick(item.text, locale),
      })),
      carousel,
      team: page.team.map((member) => ({
        name: member.name,
        position: pick(member.position, locale),
        image: media(member.image),
      })),
      seo: seoOf(page, locale, carousel[0] ?? null),
    } satisfies z.input<typeof aboutPageSchema>;
  });

  /** GET /api/pages/delivery/: banner, three info items, the table, informers. */
  app.get('/api/pages/delivery/', async (request, reply) => {
    const { locale } = request;
    const page = await readPage(app.db, 'delivery_page');
    publicCache(reply);
    return {
      title: pick(page.title, locale),
      banner: media(page.banner),
      items: page.items.map((item) => ({
        icon: item.icon ?? '',
        title: pick(item.title, locale),
        text: pick(item.text, locale),
      })),
      table: {
        columns: page.table.columns.map((column) => pick(column, locale)),
        rows: page.table.rows.map((row) => row.map((cell) => pick(cell, locale))),
      },
      informers: page.informers.map((informer) => pick(informer, locale)),
      seo: seoOf(page, locale, media(page.banner)),
    } satisfies z.input<typeof deliveryPageSchema>;
  });

  /** GET /api/pages/faq/: the questions in groups; answers are sanitised HTML. */
  app.get('/api/pages/faq/', async (request, reply) => {
    const { locale } = request;
    const page = await readPage(app.db, 'faq_page');
    publicCache(reply);
    return {
      title: pick(page.title, locale),
      groups: page.groups.map((group) => ({
        id: group.id,
        title: pick(group.title, locale),
        items: group.items.map((item) => ({
          id: item.id,
          question: pick(item.question, locale),
          answer: safeHtml(pick(item.answer, locale)),
        })),
      })),
      seo: seoOf(page, locale),
    } satisfies z.input<typeof faqPageSchema>;
  });

  /** GET /api/pages/fidelity/: lead, levels, HTML body and the regulation's slug. */
  app.get('/api/pages/fidelity/', async (request, reply) => {
    const { locale } = request;
    const page = await readPage(app.db, 'fidelity_page');
    publicCache(reply);
    return {
      title: pick(page.title, locale),
      lead: pick(page.lead, locale),
      levels: page.levels.map((level) => ({
        name: pick(level.name, locale),
        threshold: level.threshold,
        percent: level.percent,
        perks: level.perks.map((perk) => pick(perk, locale)),
      })),
      body: safeHtml(pick(page.body, locale)),
      regulation_slug: page.regulation_slug ?? null,
      seo: seoOf(page, locale),
    } satisfies z.input<typeof fidelityPageSchema>;
  });

  /**
   * GET /api/pages/dealers/: the dealer application page (§2 "Dealers: logos and an application
   * form"): a lead, what dealers get, the form's heading, an invitation to other partners, and
   * the logos of the brands the shop sells (the home page's partner slides).
   */
  app.get('/api/pages/dealers/', async (request, reply) => {
    const { locale } = request;
    const page = await readPage(app.db, 'dealers_page');
    const logos = await app.db
      .select({
        id: brands.id,
        name: brands.name,
        slide: homeSlides.image,
        own: brands.image,
        url: homeSlides.url,
      })
      .from(homeSlides)
      .innerJoin(brands, eq(brands.id, homeSlides.brandId))
      .where(and(eq(homeSlides.kind, 'brand'), isNotNull(homeSlides.brandId)))
      .orderBy(asc(homeSlides.position), asc(homeSlides.id));
    publicCache(reply);
    return {
      title: pick(page.title, locale),
      lead: pick(page.lead, locale),
      benefits: page.benefits.map((benefit) => ({
        title: pick(benefit.title, locale),
        text: pick(benefit.text, locale),
      })),
      form_title: pick(page.form_title, locale),
      form_lead: pick(page.form_lead, locale),
      partner_title: pick(page.partner_title, locale),
      partner_text: pick(page.partner_text, locale),
      logos: logos.map((logo) => ({
        id: logo.id,
        name: logo.name,
        image: media(logo.slide) ?? media(logo.own),
        url: logo.url ?? searchPath(logo.name),
      })),
      seo: seoOf(page, locale),
    } satisfies z.input<typeof dealersPageSchema>;
  });
};
