import { replaceSearchParam } from './filter-query.js';

/**
 * The shop's page addresses (SPEC §2), each written once. They are routes without the language
 * prefix: the ui's `ShopLink` (or `localizePath`) adds '/en' or '/ru'. The storefront's
 * `routes.ts` holds the matching route patterns.
 */
export const PATHS = {
  home: '/',
  search: '/pages/search',
  sales: '/pages/sales',
  promotions: '/pages/actionpromo',
  shops: '/pages/shops',
  delivery: '/pages/delivery',
  news: '/pages/news',
  about: '/pages/about',
  contacts: '/pages/contacts',
  careers: '/pages/careers',
  faq: '/pages/faq',
  fidelity: '/pages/fidelity',
  dealers: '/pages/signup-dealers',
  favourites: '/pages/favorites',
  cart: '/pages/cart',
  fastOrder: '/pages/fast-order',
  /** The profile and, below it, one order of its history (`/pages/profile/{id}`). */
  profile: '/pages/profile',
  profileData: '/pages/profile-data',
  profileSecurity: '/pages/profile-security',
  profileNewsletter: '/pages/profile-newsletter',
  /** The order pages lie below it (`orderPath`); not a page of its own. */
  ordering: '/pages/ordering',
  orderingError: '/pages/ordering-error',
  orderSuccess: '/order_success',
  /** The rules page: where the client-service slug 'regulamente' leads (`clientServicePath`). */
  regulations: '/pages/regulament',
  /** Where a promotion that failed to load sends the shopper (SPEC §8). */
  promo: '/pages/promo',
} as const;

/** The client-service slug that has a page of its own (`PATHS.regulations`), SPEC §2. */
const REGULATIONS_SLUG = 'regulamente';

/** The client-service slug of the questions page (`PATHS.faq`), which has a page of its own. */
const FAQ_SLUG = 'faq';

/**
 * A slug or id as one path segment: '/', '?', '#' and '%' in it are encoded, so it can neither
 * add segments nor start a query. ('.' and '..' stay dot segments: no URL can name those, and no
 * slug is one.)
 */
function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** The path with the query appended, or the bare path when the query is empty. */
function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * The listing of a catalogue level (category, subcategory or sub-subcategory): every level lists
 * its products at /pages/catalog/{slug}.
 *
 * @example catalogPath('bormasini') // '/pages/catalog/bormasini'
 */
export function catalogPath(slug: string): string {
  return `/pages/catalog/${segment(slug)}`;
}

/**
 * The page of one product.
 *
 * @example productPath('nivela-stanley-60') // '/pages/product/nivela-stanley-60'
 */
export function productPath(slug: string): string {
  return `/pages/product/${segment(slug)}`;
}

/**
 * The search page for `text` (SPEC §2: `/pages/search?search=…`). `query` is the search page's
 * own query when the shopper is already on it: its filters and sort stay in their places and only
 * `search` is replaced (SPEC §4). Blank text drops the parameter.
 *
 * @example searchPath('burghiu') // '/pages/search?search=burghiu'
 * @example searchPath('b', 'search=a&order_by=price_asc') // '/pages/search?search=b&order_by=price_asc'
 */
export function searchPath(text = '', query: URLSearchParams | string = ''): string {
  return withQuery(PATHS.search, replaceSearchParam(query, text));
}

/**
 * The sales page, on a category tab and a page of the grid; page 1 and the 'all' tab (`null`)
 * add nothing to the address.
 *
 * @example salesPath({ category: 'scule', page: 2 }) // '/pages/sales?category=scule&page=2'
 */
export function salesPath({
  category = null,
  page = 1,
}: { category?: string | null; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  return withQuery(PATHS.sales, query);
}

/**
 * The page of one shop (SPEC §2 /pages/shops/{slug}).
 *
 * @example shopPath('botanica') // '/pages/shops/botanica'
 */
export function shopPath(slug: string): string {
  return `${PATHS.shops}/${segment(slug)}`;
}

/**
 * The contacts page; with a shop's address id, that shop's map is open (SPEC §2: `mapid`).
 *
 * @example contactsPath(2) // '/pages/contacts?mapid=2'
 */
export function contactsPath(mapid?: number | string): string {
  const query = new URLSearchParams();
  if (mapid !== undefined) query.set('mapid', String(mapid));
  return withQuery(PATHS.contacts, query);
}

/**
 * A client-service page of the footer: /pages/aditional/{slug}; SPEC §2 sends the slug
 * 'regulamente' to the rules page (/pages/regulament) instead.
 *
 * @example clientServicePath('garantie-retur') // '/pages/aditional/garantie-retur'
 * @example clientServicePath('regulamente') // '/pages/regulament'
 */
export function clientServicePath(slug: string): string {
  if (slug === REGULATIONS_SLUG) return PATHS.regulations;
  if (slug === FAQ_SLUG) return PATHS.faq;
  return `${CLIENT_SERVICE}/${segment(slug)}`;
}

/** The client-service pages' base: without a slug, the list of their links. */
const CLIENT_SERVICE = '/pages/aditional';

/** The list of client-service pages (/pages/aditional). */
export const CLIENT_SERVICE_PATH = CLIENT_SERVICE;

/**
 * One news article (SPEC §2 /pages/news/{slug}).
 *
 * @example newsArticlePath('scule-noi') // '/pages/news/scule-noi'
 */
export function newsArticlePath(slug: string): string {
  return `${PATHS.news}/${segment(slug)}`;
}

/**
 * One promotion (SPEC §2 /pages/actionpromo/{slug}).
 *
 * @example promotionPath('black-friday') // '/pages/actionpromo/black-friday'
 */
export function promotionPath(slug: string): string {
  return `${PATHS.promotions}/${segment(slug)}`;
}

/**
 * One regulation (SPEC §2 /pages/regulament/{slug}).
 *
 * @example regulationPath('campanie-vara') // '/pages/regulament/campanie-vara'
 */
export function regulationPath(slug: string): string {
  return `${PATHS.regulations}/${segment(slug)}`;
}

/** A page of a paginated list: the bare path for page 1, `?page=N` after. */
export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The query parameter of an order page that carries the order's link token (a guest's order). */
export const ORDER_KEY_PARAM = 'key';

/**
 * The page of one placed order (after checkout, and from the profile). A guest's order opens with
 * the link token the order's creation answered (the owner's opens with their session).
 *
 * @example orderPath(1042) // '/pages/ordering/1042'
 * @example orderPath(1042, 'k7…') // '/pages/ordering/1042?key=k7…'
 */
export function orderPath(id: number | string, linkToken?: string | null): string {
  const path = `${PATHS.ordering}/${segment(id)}`;
  return linkToken ? `${path}?${ORDER_KEY_PARAM}=${encodeURIComponent(linkToken)}` : path;
}

/**
 * The pro-forma invoice of an order paid by bank transfer (a PDF download), beside its page and
 * opened the same way: with the session, or a guest's link token.
 *
 * @example invoicePath(1042) // '/pages/ordering/1042/invoice.pdf'
 * @example invoicePath(1042, 'k7…') // '/pages/ordering/1042/invoice.pdf?key=k7…'
 */
export function invoicePath(id: number | string, linkToken?: string | null): string {
  const path = `${PATHS.ordering}/${segment(id)}/invoice.pdf`;
  return linkToken ? `${path}?${ORDER_KEY_PARAM}=${encodeURIComponent(linkToken)}` : path;
}

/**
 * The profile's orders: page 1 is the bare path, the others add `?page=`.
 *
 * @example profileOrdersPath(2) // '/pages/profile?page=2'
 */
export function profileOrdersPath(page = 1): string {
  return page > 1 ? `${PATHS.profile}?page=${String(page)}` : PATHS.profile;
}

/**
 * One order of the profile's history (SPEC §2 "/pages/profile/{id}"): its detail with the
 * progress and a print button.
 *
 * @example profileOrderPath(1042) // '/pages/profile/1042'
 */
export function profileOrderPath(id: number | string): string {
  return `${PATHS.profile}/${segment(id)}`;
}

/**
 * A social campaign's landing page, or their list without a slug (hidden pages, SPEC §2).
 *
 * @example socialPagePath('facebook-toamna') // '/pages/social/facebook-toamna'
 */
export function socialPagePath(slug?: string): string {
  return slug ? `/pages/social/${segment(slug)}` : '/pages/social';
}

/**
 * The page a form or a campaign leads to (hidden, SPEC §2).
 *
 * @example successPagePath('newsletter') // '/pages/success/newsletter'
 */
export function successPagePath(slug: string): string {
  return `/pages/success/${segment(slug)}`;
}
