import { z } from '../zod.js';
import {
  arrayResponseSchema,
  countQuery,
  idSchema,
  imageSchema,
  listSchema,
  nullableSchema,
  nullableTextSchema,
  pageQuery,
  pageSchema,
  seoSchema,
  textOrEmptySchema,
} from './common.js';
import { productSchema } from './product.js';

/** The button of a popup. */
export const popupLinkSchema = z.object({
  title: z.string(),
  url: z.string(),
  bg_color: nullableTextSchema,
  text_color: nullableTextSchema,
});
export type PopupLink = z.output<typeof popupLinkSchema>;

/** A timing in seconds; missing, null or negative reads as 0. */
const secondsSchema = z
  .number()
  .nullish()
  .transform((value) => (value && value > 0 ? value : 0));

/** Popup of §3, chained on the home page by `inactive_time` and `active_time` (seconds). */
export const popupSchema = z.object({
  id: idSchema,
  title: textOrEmptySchema,
  image: imageSchema,
  /** HTML from the shop's editors. */
  description: textOrEmptySchema,
  inactive_time: secondsSchema,
  active_time: secondsSchema,
  link: nullableSchema(popupLinkSchema),
});
export type Popup = z.output<typeof popupSchema>;
export const popupsResponseSchema = arrayResponseSchema(popupSchema);

// ---------------------------------------------------------------------------------------------
// Home page sliders (fields not shown in the spec; designed for what the home sections draw)
// ---------------------------------------------------------------------------------------------

/** A slide of the home hero slider: images for desktop and mobile, and an optional button. */
export const homeSlideSchema = z.object({
  id: idSchema,
  title: nullableTextSchema,
  description: nullableTextSchema,
  image: imageSchema,
  image_mobile: imageSchema,
  url: nullableTextSchema,
  button_text: nullableTextSchema,
});
export type HomeSlide = z.output<typeof homeSlideSchema>;
export const homeSlidesResponseSchema = arrayResponseSchema(homeSlideSchema);

/** A category card of the home categories slider. */
export const categorySlideSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  image: imageSchema,
});
export type CategorySlide = z.output<typeof categorySlideSchema>;
export const categorySlidesResponseSchema = arrayResponseSchema(categorySlideSchema);

/** A partner brand of the home brands slider (logo and optional link). */
export const brandSlideSchema = z.object({
  id: idSchema,
  name: z.string(),
  image: imageSchema,
  url: nullableTextSchema,
});
export type BrandSlide = z.output<typeof brandSlideSchema>;
export const brandSlidesResponseSchema = arrayResponseSchema(brandSlideSchema);

/**
 * The product of the day (GET /api/homepage/product-of-the-day/, designed like the sliders; §2
 * "product-of-the-day marquee with timer"): today's product and the instant its day ends
 * (`ends_at`, ISO 8601 with its offset: midnight in Chișinău), which the timer counts down to.
 * The call answers 404 on a day without one.
 */
export const productOfTheDaySchema = z.object({
  product: productSchema,
  ends_at: z.iso.datetime({ offset: true }),
});
export type ProductOfTheDay = z.output<typeof productOfTheDaySchema>;

/**
 * A feature of the home page's features block (GET /api/homepage/features/; §2 "features": what
 * the shop promises, e.g. delivery, returns, payment, support). `icon` names the picture: one of
 * HOME_FEATURE_ICONS, an unknown one is drawn with a neutral mark. `url` optionally leads to the
 * page that tells more.
 */
export const homeFeatureSchema = z.object({
  id: idSchema,
  icon: textOrEmptySchema,
  title: z.string(),
  text: textOrEmptySchema,
  url: nullableTextSchema,
});
export type HomeFeature = z.output<typeof homeFeatureSchema>;
export const homeFeaturesResponseSchema = arrayResponseSchema(homeFeatureSchema);

/** The icons the features block knows (`homeFeatureSchema.icon`). */
export const HOME_FEATURE_ICONS = ['delivery', 'returns', 'payment', 'support', 'shops'] as const;
export type HomeFeatureIcon = (typeof HOME_FEATURE_ICONS)[number];

/**
 * The home page's partner banner (GET /api/homepage/partner-banner/; §2 "partner banner"): an
 * invitation to become a dealer, with an optional picture and a button to the dealer
 * application (/pages/signup-dealers unless `url` says otherwise). 404 when the shop has none.
 */
export const partnerBannerSchema = z.object({
  title: z.string(),
  text: textOrEmptySchema,
  image: imageSchema,
  button_text: nullableTextSchema,
  url: nullableTextSchema,
});
export type PartnerBanner = z.output<typeof partnerBannerSchema>;

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

/** A blog category (an article's section). */
export const blogCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
});
export type BlogCategory = z.output<typeof blogCategorySchema>;

/**
 * A blog article. The list (GET /api/blog/category/?page / ?qt) sends the card fields; the article
 * (GET /api/blog/category/{slug}) adds `content` (HTML) and `seo`.
 */
export const blogArticleSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  image: imageSchema,
  date: nullableTextSchema,
  description: textOrEmptySchema,
  content: textOrEmptySchema,
  category: nullableSchema(blogCategorySchema),
  seo: nullableSchema(seoSchema),
});
export type BlogArticle = z.output<typeof blogArticleSchema>;
export const blogArticlePageSchema = pageSchema(blogArticleSchema);

/** Query of the blog list: a page, or `qt` articles for the home preview (5). */
export const blogListQuerySchema = z.object({
  page: pageQuery.optional(),
  qt: countQuery.optional(),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Promotions, regulations, sales
// ---------------------------------------------------------------------------------------------

/** A tab of a promotion page. */
export const promotionTabSchema = z.object({
  title: z.string(),
  content: textOrEmptySchema,
});

/** A button of a promotion page. */
export const promotionButtonSchema = z.object({
  title: z.string(),
  url: z.string(),
});

/**
 * A promotion (§2: "a promotion page with banner, title, date, tabs and button"). The list sends
 * the card fields; the page adds tabs and button. `date` is the first day (YYYY-MM-DD) and
 * `end_date` the last one, null while the promotion has no end.
 */
export const promotionSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  image: imageSchema,
  banner: imageSchema,
  date: nullableTextSchema,
  end_date: nullableTextSchema,
  description: textOrEmptySchema,
  tabs: listSchema(promotionTabSchema),
  button: nullableSchema(promotionButtonSchema),
  seo: nullableSchema(seoSchema),
  /**
   * The promotion's products (the page only; empty when it lists none). Missing in an older
   * answer reads as empty.
   */
  products: listSchema(productSchema),
});
export type Promotion = z.output<typeof promotionSchema>;
export const promotionPageSchema = pageSchema(promotionSchema);

/** A regulation (rules of a campaign, terms): a title and HTML content. */
export const regulationSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  date: nullableTextSchema,
  content: textOrEmptySchema,
});
export type Regulation = z.output<typeof regulationSchema>;
export const regulationPageSchema = pageSchema(regulationSchema);

/** A category tab of the sales page. */
export const saleCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
});
export type SaleCategory = z.output<typeof saleCategorySchema>;

/**
 * Sales page of §3: `results.products` and `results.page_content`, with the pagination beside.
 * `title` and `end_date` (the sale date badge) are designed; the spec shows only the background
 * image and the categories.
 */
export const salesPageSchema = z.object({
  pages: z.number().int().nonnegative().default(1),
  total: z.number().int().nonnegative().default(0),
  results: z.object({
    products: listSchema(productSchema),
    page_content: z.object({
      background_image: imageSchema,
      sale_categories: listSchema(saleCategorySchema),
      title: nullableTextSchema,
      end_date: nullableTextSchema,
    }),
  }),
});
export type SalesPage = z.output<typeof salesPageSchema>;

/** Query of GET /api/pages/sales/. */
export const salesQuerySchema = z.object({
  page: pageQuery.optional(),
  category_slug: z.string().optional(),
});
export type SalesQuery = z.output<typeof salesQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Footer pages
// ---------------------------------------------------------------------------------------------

/**
 * A footer page's body (GET /api/customer/footer-pages/{slug}): the client-service pages of
 * /pages/aditional/{id} (garantie-retur, return, terms…), whose links come from
 * GET /api/customer/footer-pages/. The spec shows the links only; the page needs its title and
 * HTML content.
 */
export const footerPageSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  /** HTML from the shop's editors. */
  content: textOrEmptySchema,
});
export type FooterPage = z.output<typeof footerPageSchema>;

// ---------------------------------------------------------------------------------------------
// Info pages: about, delivery, FAQ, fidelity
// ---------------------------------------------------------------------------------------------
// SPEC §2 lists the pages but shows no call; they are designed like the other page collections
// (GET /api/pages/{name}/), in the request's language. Each answers its `title` and `seo`.

/** GET /api/pages/about/: quote, statistics, milestones, picture carousel and team (§2). */
export const aboutPageSchema = z.object({
  title: z.string(),
  quote: textOrEmptySchema,
  quote_author: textOrEmptySchema,
  statistics: listSchema(z.object({ value: z.string(), label: z.string() })),
  milestones: listSchema(z.object({ year: z.number().int(), text: z.string() })),
  /** Absolute picture URLs, in order. */
  carousel: listSchema(z.string()),
  team: listSchema(z.object({ name: z.string(), position: textOrEmptySchema, image: imageSchema })),
  seo: nullableSchema(seoSchema),
});
export type AboutPage = z.output<typeof aboutPageSchema>;

/** The icons of the delivery page's info items (`deliveryPageSchema.items[].icon`). */
export const DELIVERY_ITEM_ICONS = ['delivery', 'time', 'shops'] as const;

/**
 * GET /api/pages/delivery/: a banner, three info items (icon key, title, text), a table of four
 * columns and informer notes (§2).
 */
export const deliveryPageSchema = z.object({
  title: z.string(),
  banner: imageSchema,
  items: listSchema(
    z.object({ icon: textOrEmptySchema, title: z.string(), text: textOrEmptySchema }),
  ),
  table: z.object({
    columns: listSchema(z.string()),
    rows: listSchema(listSchema(z.string())),
  }),
  informers: listSchema(z.string()),
  seo: nullableSchema(seoSchema),
});
export type DeliveryPage = z.output<typeof deliveryPageSchema>;

/** A question of the FAQ; `answer` is sanitised HTML. */
export const faqItemSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: textOrEmptySchema,
});
export type FaqItem = z.output<typeof faqItemSchema>;

/** GET /api/pages/faq/: the questions in titled groups, in the editors' order. */
export const faqPageSchema = z.object({
  title: z.string(),
  groups: listSchema(
    z.object({ id: z.string(), title: z.string(), items: listSchema(faqItemSchema) }),
  ),
  seo: nullableSchema(seoSchema),
});
export type FaqPage = z.output<typeof faqPageSchema>;
export type FaqGroup = FaqPage['groups'][number];

/**
 * GET /api/pages/fidelity/: the loyalty programme: a lead, its levels (from `threshold` lei spent
 * a year, `percent` back in points, and perks), an HTML body and the slug of its regulation
 * (/pages/regulament/{slug}).
 */
export const fidelityPageSchema = z.object({
  title: z.string(),
  lead: textOrEmptySchema,
  levels: listSchema(
    z.object({
      name: z.string(),
      threshold: z.number().nonnegative(),
      percent: z.number().nonnegative(),
      perks: listSchema(z.string()),
    }),
  ),
  body: textOrEmptySchema,
  regulation_slug: nullableTextSchema,
  seo: nullableSchema(seoSchema),
});
export type FidelityPage = z.output<typeof fidelityPageSchema>;
export type FidelityLevel = FidelityPage['levels'][number];

/**
 * GET /api/pages/dealers/: the dealer application page (§2 "Dealers: logos and an application
 * form"): a lead, what dealers get, the form's heading and lead, an invitation to other partners
 * (the partner form), and the logos of the brands the shop sells.
 */
export const dealersPageSchema = z.object({
  title: z.string(),
  lead: textOrEmptySchema,
  benefits: listSchema(z.object({ title: z.string(), text: textOrEmptySchema })),
  form_title: z.string(),
  form_lead: textOrEmptySchema,
  partner_title: textOrEmptySchema,
  partner_text: textOrEmptySchema,
  /** The brands' logos, as the home page's partners answer them. */
  logos: listSchema(brandSlideSchema),
  seo: nullableSchema(seoSchema),
});
export type DealersPage = z.output<typeof dealersPageSchema>;
// Hidden pages: social campaign landing pages and success pages (SPEC §2)
// ---------------------------------------------------------------------------------------------

/** The button of a hidden page: a label and a path of the shop. */
export const hiddenPageButtonSchema = z.object({
  title: z.string(),
  url: z.string(),
});

/**
 * A social campaign's landing page (GET /api/pages/social/{slug}; the list,
 * GET /api/pages/social/, sends the same fields): a post links to it. Not in any menu or the
 * sitemap.
 */
export const socialPageSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  description: textOrEmptySchema,
  image: imageSchema,
  /** HTML from the shop's editors. */
  content: textOrEmptySchema,
  button: nullableSchema(hiddenPageButtonSchema),
});
export type SocialPage = z.output<typeof socialPageSchema>;
export const socialPageListSchema = arrayResponseSchema(socialPageSchema);

/** The page a form or a campaign leads to (GET /api/pages/success/{slug}). */
export const successPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** HTML from the shop's editors. */
  content: textOrEmptySchema,
  button: nullableSchema(hiddenPageButtonSchema),
});
export type SuccessPage = z.output<typeof successPageSchema>;
