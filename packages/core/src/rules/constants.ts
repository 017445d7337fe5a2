/**
 * Business constants and limits of the shop (SPEC §9). Every rule reads its numbers from here so
 * that the storefront, the ui and the server agree on one value.
 */

/** Locale cookie lifetime: 365 days, in seconds. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Country calling code of Moldova; the phone mask starts with it. */
export const PHONE_PREFIX = '+373';

/** Free delivery from this items total, in bani (500 lei). */
export const FREE_DELIVERY_THRESHOLD_BANI = 500_00;
/** Shipping fee under the free-delivery threshold, in bani (80 lei; used by analytics). */
export const SHIPPING_FEE_BANI = 80_00;

/** Home popups are fetched at most once per this many seconds (a cookie, 3 hours). */
export const POPUPS_COOKIE_MAX_AGE_S = 10_800;

/** Minimum lengths of §5 / §9. */
export const MIN_LENGTH = {
  password: 8,
  /** Masked phone, '+373 (00) 000-000'. */
  phone: 17,
  idno: 13,
  iban: 24,
  tva: 7,
  companyName: 3,
  oneClickName: 2,
} as const;

/**
 * Upper bounds the spec leaves open ("other bounds are not shown"): generous limits that stop
 * abuse without refusing a real value.
 */
export const MAX_LENGTH = {
  email: 254,
  password: 128,
  name: 100,
  companyName: 200,
  idno: 13,
  iban: 34,
  bic: 11,
  tva: 20,
  text: 5000,
  search: 200,
} as const;

/** Unit codes (name_cod) of §3. */
export const UNIT_CODE = { piece: 1, set: 100, box: 200 } as const;
/** A manager may order at most this many units of one line. */
export const MANAGER_QUANTITY_CAP = 100;

/** Last-seen products kept at most. */
export const LAST_SEEN_CAP = 8;
/** Local storage key of the last-seen list. */
export const LAST_SEEN_STORAGE_KEY = 'lastSeenProducts';
/** Local storage key of a visitor's favourites (SPEC §4 "Favourites": kept in browser storage). */
export const FAVOURITES_STORAGE_KEY = 'favoriteProducts';
/** A visitor's favourites kept at most (the oldest go first). */
export const LOCAL_FAVOURITES_CAP = 200;
/** Local storage key of a visitor's cart lines (SPEC §4 "Cart panel": anonymous carts). */
export const CART_STORAGE_KEY = 'cartProducts';
/** Browser storage key of the first campaign's UTM values (§4 "UTM values"). */
export const UTM_STORAGE_KEY = 'utmData';
/** Lines an anonymous cart keeps at most. */
export const LOCAL_CART_CAP = 100;
/**
 * The most units of one line a client may ask for in a cart or an order: far above any real
 * order (stock caps it long before), low enough that no total can outgrow the database's numbers.
 */
export const MAX_LINE_QUANTITY = 10_000;
/** The largest amount in lei a client may send (a total, a unit price): 100 million lei. */
export const MAX_AMOUNT_LEI = 100_000_000;

/** Lines a server cart, and an order, holds at most (the same as an anonymous cart). */
export const CART_LINES_CAP = LOCAL_CART_CAP;
/** Favourites an account keeps on the server at most. */
export const SERVER_FAVOURITES_CAP = 500;
/** Favourites (server or anonymous) per page. */
export const FAVOURITES_PAGE_SIZE = 24;
/** Orders per page of the profile's order list. */
export const ORDERS_PAGE_SIZE = 20;

/**
 * Reviews (§2 product page; bounds not shown): a grade of 1 to 5 and a text long enough to say
 * something, short enough to read.
 */
export const REVIEW = { minGrade: 1, maxGrade: 5, minText: 10, maxText: 2000 } as const;

/**
 * The largest JSON body the shop takes (bytes): the API refuses more (413 payload_too_large), and
 * the storefront's own endpoints stop reading there, so no body of any size fills a server's
 * memory. The biggest real one (a registration, a long review) is a few kilobytes.
 */
export const JSON_BODY_MAX_BYTES = 256 * 1024;

/**
 * The CV of the vacancy form (§2 careers; limits not shown): at most 5 MB, as PDF, Word
 * (.doc, .docx), OpenDocument text (.odt) or RTF.
 */
export const CV_FILE = {
  maxBytes: 5 * 1024 * 1024,
  extensions: ['pdf', 'doc', 'docx', 'odt', 'rtf'],
} as const;

/**
 * Order placement: an `Idempotency-Key` (8 to 128 letters, digits, '-', '_', '.', ':') is
 * remembered for a day, so a retried submit replays the first answer instead of ordering twice.
 */
export const IDEMPOTENCY = {
  header: 'Idempotency-Key',
  pattern: /^[A-Za-z0-9._:-]{8,128}$/,
  keepMs: 24 * 60 * 60_000,
} as const;

/** Search input debounce. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Search dropdown sizes. */
export const SEARCH_DROPDOWN_LIMIT = { desktop: 5, mobile: 4 } as const;
/** Items shown in a filter section before 'view all'. */
export const FILTER_PREVIEW_COUNT = 6;

/** The catalogue button is disabled this long after each click. */
export const CATALOGUE_BUTTON_LOCK_MS = 300;
/** The header turns compact after this many pixels of scroll. */
export const HEADER_COMPACT_SCROLL_PX = 100;
/** Toasts close by themselves after this long. */
export const TOAST_DURATION_MS = 2500;
/** Signed-in cart quantity changes are debounced this long. */
export const CART_DEBOUNCE_MS = 100;
/** A failed chunk load reloads the page at most once per this long. */
export const RELOAD_GUARD_MS = 60_000;
/** Page-load progress bar. */
export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5000 } as const;
/** Default delay before a page fetch starts. */
export const PAGE_FETCH_DELAY_MS = 200;
/** Product-of-the-day marquee cycle. */
export const PRODUCT_OF_THE_DAY_MARQUEE_MS = 10_000;

/**
 * The session (SPEC §3 "Session data: a cookie named token", §4 "Session", "Login"): the sign-in
 * token lives in this cookie, for 30 days with "remember me" (the API's token lifetime) and for
 * the browser session without.
 */
export const TOKEN_COOKIE = 'token';
export const TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * What a session keeps in browser storage besides the lists (§4 "Session": a reset clears the
 * temporary product and the manager fast-order discount; without manager status the stored
 * dealer discount is removed).
 */
export const SESSION_STORAGE_KEYS = {
  managerDiscount: 'managerFastOrderDiscount',
  dealerDiscount: 'dealerDiscount',
  temporaryProduct: 'temporaryProduct',
  /** The state of a Google sign-in in progress, compared on the callback (§4 "OAuth callback"). */
  oauthState: 'oauthState',
} as const;

/** The query parameter of the e-mailed reset link that opens the new-password modal (§4). */
export const RESET_PASSWORD_PARAM = 'resetPassword';
/**
 * Password reset (issue 6): the e-mail link works once for 30 minutes; the SMS code has six
 * digits, lasts 10 minutes and allows 5 tries.
 */
export const PASSWORD_RESET = {
  emailLinkMs: 30 * 60_000,
  phoneCodeMs: 10 * 60_000,
  phoneCodeDigits: 6,
  phoneCodeTries: 5,
} as const;

/** Price slider limits when the server gives none. */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 2500 } as const;

/** Home page list sizes. */
export const HOME_SIZES = { sales: 8, top: 5, recommended: 10, newsPreview: 5 } as const;
/** Favourites list default page. */
export const FAVOURITES_DEFAULT_PAGE = 1;

/** Viewport widths of §9, in CSS pixels. */
export const BREAKPOINTS = {
  /** Below this width the shop uses its mobile layout. */
  mobile: 768,
  /** The footer uses its desktop layout above this width. */
  footerDesktopAbove: 480,
  /** The footer becomes an accordion at this width or less. */
  footerAccordionMax: 743,
  /** The filter drawer replaces the sidebar at this width or less. */
  filterDrawerMax: 1280,
  /** Panels slide from the bottom below this width. */
  panelsFromBottomBelow: 744,
} as const;

/** Layout widths of §9 used as Tailwind screens. */
export const LAYOUT_WIDTHS = [320, 360, 480, 570, 680, 744, 768, 1024, 1280] as const;

/** Side panel widths, in CSS pixels. */
export const PANEL_WIDTH = { cartMax: 640, tablet: 360, mobile: 420, toast: 720 } as const;

/** The 11 theme colours of §3, in the order the spec lists them. */
export const SETTINGS_COLOR_KEYS = [
  'header_color',
  'footer_color',
  'cart_color',
  'favorite_color',
  'buttons_color',
  'buttons_bg_color',
  'buttons_hover_color',
  'main_color',
  'icons_color',
  'newsletter_block_background_color',
  'product_of_the_day_color',
] as const;
export type SettingsColorKey = (typeof SETTINGS_COLOR_KEYS)[number];
