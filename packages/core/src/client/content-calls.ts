import { emptyResponseSchema, type PageQuery } from '../contract/common.js';
import { pickupItemParam, type PickupItem } from '../rules/shop-stock.js';
import {
  adminContactsResponseSchema,
  requisitesResponseSchema,
  shopContactsResponseSchema,
  shopStockResponseSchema,
  shopPageSchema,
  shopSchema,
  vacanciesResponseSchema,
  type ContactFormRequest,
  type DealerFormRequest,
  type PartnerFormRequest,
  type VacancyFormRequest,
} from '../contract/company.js';
import {
  blogArticlePageSchema,
  blogArticleSchema,
  brandSlidesResponseSchema,
  categorySlidesResponseSchema,
  footerPageSchema,
  homeFeaturesResponseSchema,
  homeSlidesResponseSchema,
  partnerBannerSchema,
  popupsResponseSchema,
  productOfTheDaySchema,
  promotionPageSchema,
  promotionSchema,
  regulationPageSchema,
  regulationSchema,
  salesPageSchema,
  aboutPageSchema,
  deliveryPageSchema,
  faqPageSchema,
  dealersPageSchema,
  fidelityPageSchema,
  socialPageListSchema,
  socialPageSchema,
  successPageSchema,
  type BlogListQuery,
  type SalesQuery,
} from '../contract/content.js';
import { globalSettingsSchema } from '../contract/settings.js';
import { pathSegment, type CallOptions, type Send } from './transport.js';

/** A file as the browser gives it: a File, or any Blob with the name it should arrive under. */
export type UploadFile = Blob & { readonly name?: string };

export interface VacancyFormOptions extends CallOptions {
  /**
   * The applicant's CV (pdf, doc, docx, odt or rtf, at most CV_FILE.maxBytes). Its name must keep
   * the extension: the server checks it together with the file's first bytes.
   */
  cv?: UploadFile;
}

/**
 * The vacancy form as multipart/form-data, the only way a file travels: every field as a text part
 * (the server reads `vacancy` back as a number) and the CV under `cv` with its file name.
 */
function vacancyFormData(body: VacancyFormRequest, cv: UploadFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined) form.append(name, String(value));
  }
  form.append('cv', cv, cv.name ?? 'cv');
  return form;
}

/** Content calls of §7: settings, home page, blog, promotions, regulations, sales, company pages. */
export function contentCalls(send: Send) {
  return {
    /** Theme colours and the header/footer data; loaded once per page render. */
    siteSettings: (options?: CallOptions) =>
      send({ method: 'GET', path: '/api/site-settings/', response: globalSettingsSchema }, options),

    /** The home popups, chained by their times (fetched at most once per 3 hours, §4). */
    popups: (options?: CallOptions) =>
      send({ method: 'GET', path: '/api/popups/items', response: popupsResponseSchema }, options),

    /** The home hero slider. */
    homeSlides: (options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/homepage/home-page-slider/',
          response: homeSlidesResponseSchema,
        },
        options,
      ),

    /** The home categories slider. */
    homeCategorySlides: (options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/homepage/slider-category-for-home-page/',
          response: categorySlidesResponseSchema,
        },
        options,
      ),

    /** The home partners (brands) slider. */
    homeBrandSlides: (options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/homepage/slider-brands-for-home-page/',
          response: brandSlidesResponseSchema,
        },
        options,
      ),

    /**
     * Today's product of the day and when its day ends (the home marquee's timer). Designed like
     * the sliders; 404 on a day without one.
     */
    productOfTheDay: (options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/homepage/product-of-the-day/',
          response: productOfTheDaySchema,
        },
        options,
      ),

    /** The home features block (delivery, returns, payment, support…), in the page's language. */
    homeFeatures: (options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/homepage/features/',
          response: homeFeaturesResponseSchema,
        },
        options,
      ),

    /** The home partner banner (the invitation to become a dealer); 404 when there is none. */
    partnerBanner: (options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/homepage/partner-banner/',
          response: partnerBannerSchema,
        },
        options,
      ),

    /** The blog list (`page`) or the home news preview (`qt: 5`). */
    blogArticles: (query: BlogListQuery = {}, options?: CallOptions) =>
      send(
        { method: 'GET', path: '/api/blog/category/', query, response: blogArticlePageSchema },
        options,
      ),

    /** One article; a failure sends the reader back to /pages/news (§8). */
    blogArticle: (slug: string, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: `/api/blog/category/${pathSegment(slug)}`,
          response: blogArticleSchema,
        },
        options,
      ),

    /** The promotions list. */
    promotions: (query: PageQuery = {}, options?: CallOptions) =>
      send(
        { method: 'GET', path: '/api/pages/promotions/', query, response: promotionPageSchema },
        options,
      ),

    /** One promotion; a failure sends the reader to /pages/promo (§8). */
    promotion: (slug: string, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: `/api/pages/promotions/${pathSegment(slug)}`,
          response: promotionSchema,
        },
        options,
      ),

    /** The regulations list. */
    regulations: (query: PageQuery = {}, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/customer/regulaments/',
          query,
          response: regulationPageSchema,
        },
        options,
      ),

    /** One regulation. */
    regulation: (slug: string, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: `/api/customer/regulaments/${pathSegment(slug)}`,
          response: regulationSchema,
        },
        options,
      ),

    /** The sales page, by page and category tab. */
    sales: (query: SalesQuery = {}, options?: CallOptions) =>
      send({ method: 'GET', path: '/api/pages/sales/', query, response: salesPageSchema }, options),

    /**
     * One footer page (/pages/aditional/{id}: garantie-retur, return, terms…); the links come
     * from `catalogue.footerPages`. The spec shows the links only; the body sits under their path.
     */
    footerPage: (slug: string, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: `/api/customer/footer-pages/${pathSegment(slug)}`,
          response: footerPageSchema,
        },
        options,
      ),

    /** The careers cards. */
    vacancies: (options?: CallOptions) =>
      send(
        { method: 'GET', path: '/api/customer/vacancies/', response: vacanciesResponseSchema },
        options,
      ),

    /**
     * Applies for a vacancy from the careers modal: JSON, or multipart/form-data when a CV goes
     * with it.
     */
    sendVacancyForm: (body: VacancyFormRequest, options: VacancyFormOptions = {}) =>
      send(
        {
          method: 'POST',
          path: '/accounts/vacancy-form/',
          ...(options.cv === undefined
            ? { json: body }
            : { multipart: vacancyFormData(body, options.cv) }),
          response: emptyResponseSchema,
        },
        options,
      ),

    /** The company requisites of the contacts page. */
    requisites: (options?: CallOptions) =>
      send(
        { method: 'GET', path: '/api/contacts/requisites/', response: requisitesResponseSchema },
        options,
      ),

    /** The administration block of the contacts page. */
    adminContacts: (options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/contacts/admin-contacts/',
          response: adminContactsResponseSchema,
        },
        options,
      ),

    /**
     * The shops of the contacts accordion (their ids are the `mapid` of /pages/contacts). The spec
     * does not show this path; it sits beside requisites/ and admin-contacts/.
     */
    shopContacts: (options?: CallOptions) =>
      send(
        { method: 'GET', path: '/api/contacts/addresses/', response: shopContactsResponseSchema },
        options,
      ),

    /**
     * The shops that give orders for pickup, with the pieces each can give of these items for the
     * caller's role and whether it has them all: the product page's stock in shops and the
     * checkout's pickup choice.
     */
    shopStock: (items: readonly PickupItem[], options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/api/shops/stock',
          query: { items: items.map(pickupItemParam) },
          response: shopStockResponseSchema,
        },
        options,
      ),

    /**
     * The partner form (SPEC §3 "form fields plus activity_type"): a business that proposes to
     * work with the shop, from the home page's partner banner and the dealers page.
     */
    sendPartnerForm: (body: PartnerFormRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/ru/api/accounts/partner-form/',
          json: body,
          response: emptyResponseSchema,
        },
        options,
      ),

    /**
     * The dealer application of /pages/signup-dealers. The spec shows the form but not its call;
     * it posts beside the partner form.
     */
    sendDealerForm: (body: DealerFormRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/api/accounts/dealer-form/',
          json: body,
          response: emptyResponseSchema,
        },
        options,
      ),

    /**
     * The contact form. The spec does not show its call; it posts beside the other contacts
     * calls.
     */
    sendContactForm: (body: ContactFormRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/api/contacts/contact-form/',
          json: body,
          response: emptyResponseSchema,
        },
        options,
      ),

    /**
     * The shops list. The spec shows the pages but not the call; it sits with the other page
     * collections, beside /api/pages/promotions/.
     */
    shops: (query: PageQuery = {}, options?: CallOptions) =>
      send({ method: 'GET', path: '/api/pages/shops/', query, response: shopPageSchema }, options),

    /** One shop (video, image grid, slider, map); path designed like `shops`. */
    shop: (slug: string, options?: CallOptions) =>
      send(
        { method: 'GET', path: `/api/pages/shops/${pathSegment(slug)}`, response: shopSchema },
        options,
      ),

    /** The about page (quote, statistics, milestones, carousel, team); path designed (§2). */
    aboutPage: (options?: CallOptions) =>
      send({ method: 'GET', path: '/api/pages/about/', response: aboutPageSchema }, options),

    /** The delivery page (banner, info items, table, informers); path designed (§2). */
    deliveryPage: (options?: CallOptions) =>
      send({ method: 'GET', path: '/api/pages/delivery/', response: deliveryPageSchema }, options),

    /** The FAQ: questions in groups, answers as HTML; path designed (§2). */
    faqPage: (options?: CallOptions) =>
      send({ method: 'GET', path: '/api/pages/faq/', response: faqPageSchema }, options),

    /** The loyalty programme page; path designed (§2). */
    fidelityPage: (options?: CallOptions) =>
      send({ method: 'GET', path: '/api/pages/fidelity/', response: fidelityPageSchema }, options),

    /** The dealer application page: lead, benefits, the form's heading, partner logos. */
    dealersPage: (options?: CallOptions) =>
      send({ method: 'GET', path: '/api/pages/dealers/', response: dealersPageSchema }, options),
    /** The social campaigns' landing pages (hidden: in no menu or sitemap). */
    socialPages: (options?: CallOptions) =>
      send({ method: 'GET', path: '/api/pages/social/', response: socialPageListSchema }, options),

    /** One social campaign's landing page. */
    socialPage: (slug: string, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: `/api/pages/social/${pathSegment(slug)}`,
          response: socialPageSchema,
        },
        options,
      ),

    /** The page a form or a campaign leads to (hidden). */
    successPage: (slug: string, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: `/api/pages/success/${pathSegment(slug)}`,
          response: successPageSchema,
        },
        options,
      ),
  };
}

export type ContentCalls = ReturnType<typeof contentCalls>;
