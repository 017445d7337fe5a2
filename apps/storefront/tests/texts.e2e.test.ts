import { TOKEN_COOKIE, type LocaleCode } from '@shop/core/rules';
import { ro } from '@shop/ui';
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, startShop, WAIT, type Shop } from './e2e-shop.js';

/**
 * Every page of routes.ts in ro, en and ru, at a phone's width and a desktop's, loaded once each
 * in Chromium and hydrated: texts come from what each route declares (lib/texts.ts), so the
 * server's words and the browser's must be the same. A page fails on a hydration error (React's
 * #418 and its kin, any recoverable error, any error the page throws or logs), on a catalogue
 * key shown as text (a namespace the browser does not have: 'orderResult.deliveryMethod.courier'),
 * and on a literal HTML tag in its text ('<p>' from rich text shown as text); on a phone, also
 * when the top of the page wraps further than it is drawn to (the header in more than two rows,
 * the demo notice in more than two lines). Resource routes (robots.txt, sitemap.xml, resources/*,
 * session/*, auth/*, shop-api/*, the invoice PDF) render no page and are left out.
 */

const LOCALES: readonly LocaleCode[] = ['ro', 'en', 'ru'];
/** A phone's window and a desktop's: a page may draw other parts at each. */
const WIDTHS = [360, 1366] as const;
/** On a phone the header is two rows (logo and actions, then search), the demo notice two lines. */
const PHONE = { headerRows: 2, noticeLines: 2 };
const PASSWORD = 'demo-shop-1';

/** One page load: the path without its language prefix, and whose browser loads it. */
interface Visit {
  path: string;
  /** Where the address leads, when it is a redirect (its path without the language prefix). */
  lands?: string;
  /** A dialog the address opens (/login opens the sign-in dialog): its texts are checked too. */
  dialog?: boolean;
  /** Whose browser loads it: the signed-in manager's (else a visitor's). */
  signedIn?: boolean;
}

/** Every dotted path of the ro catalogue, texts and groups ('orderResult', 'orderResult.heading'…). */
function cataloguePaths(tree: object, prefix = '', into = new Set<string>()): Set<string> {
  for (const [name, value] of Object.entries(tree) as [string, unknown][]) {
    const path = `${prefix}${name}`;
    into.add(path);
    if (typeof value === 'object' && value !== null && !('other' in value)) {
      cataloguePaths(value, `${path}.`, into);
    }
  }
  return into;
}

const PATHS = cataloguePaths(ro);
const NAMESPACES = new Set(Object.keys(ro));

/**
 * The catalogue keys a text shows as they are: a dotted word whose first part is a namespace and
 * which is a key or a group of the catalogue ('orderResult.deliveryMethod.courier'), or starts
 * with one ('orderResult.deliveryMethod.someNewCode'), or is `namespace.word`.
 */
function rawKeys(text: string): string[] {
  const found = new Set<string>();
  for (const [word] of text.matchAll(/\b[a-z][a-zA-Z]*(?:\.[a-zA-Z_][\w]*)+\b/g)) {
    const parts = word.split('.');
    if (!NAMESPACES.has(parts[0] ?? '')) continue;
    const prefixes = parts.slice(2).map((_, index) => parts.slice(0, index + 2).join('.'));
    if (parts.length === 2 || [word, ...prefixes].some((path) => PATHS.has(path))) {
      found.add(word);
    }
  }
  return [...found];
}

/** HTML tags shown as text (rich text rendered as a string). */
function literalTags(text: string): string[] {
  const tags =
    /<\/?(?:p|ul|ol|li|br|div|span|strong|b|em|i|u|a|h[1-6]|table|thead|tbody|tr|td|th|img|blockquote)(?:\s[^<>]*)?\/?>/gi;
  return [...new Set([...text.matchAll(tags)].map(([tag]) => tag))];
}

/**
 * Whether a console message is about the page itself rather than a picture or font this test
 * blocks (the browser logs each refused request as an error).
 */
function pageError(text: string): boolean {
  return !/^Failed to load resource/.test(text);
}

/** What the pages do not fetch: pictures and fonts. */
const BLOCKED = ['http://api.test/*', '*.woff2', '*.woff', '*.png', '*.jpg', '*.webp', '*.svg'];

let shop: Shop;
let visits: Visit[] = [];
const contexts: Record<string, BrowserContext> = {};

/** The first slug of a list the API answers (`results` of a page, or an array). */
async function firstSlug(url: string): Promise<string> {
  const answer = await shop.api.app.inject({ url });
  const body = answer.json<{ results?: { slug: string }[] } | { slug: string }[]>();
  const items = Array.isArray(body) ? body : (body.results ?? []);
  const slug = items[0]?.slug;
  if (!slug) throw new Error(`${url} listed nothing`);
  return slug;
}

/** The API's token of a demo account. */
async function tokenOf(username: string): Promise<string> {
  const answer = await shop.api.app.inject({
    method: 'POST',
    url: '/auth/token/login/',
    payload: { username, password: PASSWORD },
  });
  return answer.json<{ auth_token: string }>().auth_token;
}

/** A courier order of the first product in stock, for the customer of `token` or a guest. */
async function placeOrder(token?: string): Promise<{ id: number; link_token: string | null }> {
  const list = (await shop.api.app.inject({ url: '/api/products/items/' })).json<{
    results: { id: number; price: number | string; balance: number }[];
  }>();
  const product = list.results.find((item) => item.balance > 0);
  if (!product) throw new Error('the seed has no product in stock');
  const price = Number(product.price).toFixed(2);
  const answer = await shop.api.app.inject({
    method: 'POST',
    url: '/api/orders/orders/',
    headers: token ? { Authorization: `Token ${token}` } : {},
    payload: {
      is_fast_order: false,
      name: 'Ana Rusu',
      phone: '+37369123456',
      person_type: 'physical',
      delivery_method: 'courier',
      address: 'Chișinău, str. Pușkin 1',
      pay_method: 'cash',
      agreement: true,
      total_price: price,
      lang: 'ro',
      order_products: [
        {
          product_id: product.id,
          quantity: 1,
          unit_price: price,
          total_price: price,
          product_atributes: [],
        },
      ],
      user: null,
    },
  });
  if (answer.statusCode !== 201) throw new Error(`no order: ${answer.statusCode} ${answer.body}`);
  return answer.json();
}

beforeAll(async () => {
  // The pictures' host allowed by the pages' CSP, so that blocking them (below) is all they log.
  shop = await startShop({ seed: { products: 24 }, env: { API_PUBLIC_URL: 'http://api.test' } });
  // A manager: the fast-order page is theirs, and they have a customer's profile and orders.
  const token = await tokenOf('manager@demo.md');
  const [own, guest] = await Promise.all([placeOrder(token), placeOrder()]);
  const categories = (await shop.api.app.inject({ url: '/api/categories/categories' })).json<
    { slug: string }[]
  >();
  const category = categories[0]?.slug;
  if (!category) throw new Error('the seed has no category');
  const slugs = await Promise.all(
    [
      `/api/products/items/?parent_slug=${category}`,
      '/api/blog/category/?page=1',
      '/api/pages/promotions/?page=1',
      '/api/customer/regulaments/?page=1',
      '/api/customer/footer-pages/',
      '/api/pages/social/',
      '/api/pages/shops/?page=1',
    ].map(firstSlug),
  );
  const [product, news, promotion, regulament, aditional, social, shopPage] = slugs;
  visits = [
    // main layout
    { path: '/' },
    { path: '/login', lands: '/', dialog: true },
    // category layout
    { path: `/pages/catalog/${category}` },
    { path: '/pages/category' },
    // search and sales layouts
    { path: '/pages/search?q=masina' },
    { path: '/pages/sales' },
    // profile layout
    { path: '/pages/profile', signedIn: true },
    { path: `/pages/profile/${own.id}`, signedIn: true },
    { path: '/pages/profile-data', signedIn: true },
    { path: '/pages/profile-newsletter', signedIn: true },
    { path: '/pages/profile-security', signedIn: true },
    // default layout
    { path: `/pages/product/${product}` },
    { path: `/order_success?order=${guest.id}&key=${guest.link_token ?? ''}` },
    { path: '/pages/about' },
    { path: '/pages/about-old', lands: '/pages/about' },
    { path: '/pages/actionpromo' },
    { path: `/pages/actionpromo/${promotion}` },
    { path: '/pages/careers' },
    { path: '/pages/cart' },
    { path: '/pages/contacts' },
    { path: '/pages/delivery' },
    { path: '/pages/fast-order', signedIn: true },
    { path: '/pages/favorites' },
    { path: '/pages/fidelity' },
    { path: '/pages/faq' },
    { path: '/pages/modals' },
    { path: '/pages/news' },
    { path: `/pages/news/${news}` },
    { path: `/pages/ordering/${own.id}`, signedIn: true },
    { path: '/pages/ordering-error' },
    { path: '/pages/regulament' },
    { path: `/pages/regulament/${regulament}` },
    { path: '/pages/shops' },
    { path: `/pages/shops/${shopPage}` },
    { path: '/pages/signup-dealers' },
    { path: '/pages/social' },
    { path: `/pages/social/${social}` },
    { path: '/pages/success/newsletter' },
    { path: '/pages/aditional' },
    { path: `/pages/aditional/${aditional}` },
    { path: '/pages/promo' },
    // the 404 page (the default layout's catch-all) and a failed page's boundary
    { path: '/pages/no-such-page' },
  ];
  for (const width of WIDTHS) {
    for (const who of ['visitor', 'manager'] as const) {
      // Not the harness's context: a routed context has no HTTP cache, and each page would fetch
      // every script again. Pictures and fonts are blocked per page instead (newPage below).
      const context = await shop.browser.newContext({
        viewport: { width, height: 900 },
        locale: 'ro-MD',
      });
      if (who === 'manager') {
        await context.addCookies([
          { name: TOKEN_COOKIE, value: token, url: shop.baseUrl, httpOnly: true, sameSite: 'Lax' },
        ]);
      }
      contexts[`${who} ${width}`] = context;
    }
  }
}, 180_000);

afterAll(async () => {
  for (const context of Object.values(contexts)) await context.close();
  await shop?.close();
});

/**
 * How the top of a page wraps on a phone: the demo notice's lines, and the header's rows (its
 * bar's visible items, a row starting where an item begins below every item before it).
 */
function topOfPage(): { noticeLines: number; headerRows: number } {
  const notice = document.querySelector('[data-slot="demo-banner"] p');
  const lineHeight = notice ? parseFloat(getComputedStyle(notice).lineHeight) : 0;
  const noticeLines = notice ? Math.round(notice.getBoundingClientRect().height / lineHeight) : 0;
  const bar = document.querySelector('[data-slot="header"] > div');
  const boxes = [...(bar?.children ?? [])]
    .map((item) => item.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0)
    .sort((a, b) => a.top - b.top);
  let headerRows = 0;
  let rowBottom = -Infinity;
  for (const box of boxes) {
    if (box.top >= rowBottom - 1) headerRows += 1;
    rowBottom = Math.max(rowBottom, box.bottom);
  }
  return { noticeLines, headerRows };
}

/** What went wrong on one page load, as lines of the failure message. */
async function problemsOf(
  page: Page,
  visit: Visit,
  locale: LocaleCode,
  width: number,
): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' && pageError(message.text())) errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(`${error.name}: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    const url = `${shop.baseUrl}${locale === 'ro' ? '' : `/${locale}`}${visit.path}`;
    await page.goto(url, { waitUntil: 'commit' });
    // Hydrated and drawn: what did not match has been reported.
    await settled(page);
    if (visit.dialog) await page.getByRole('dialog').waitFor(WAIT);
    const text = await page.evaluate(() => {
      const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
        .flatMap((element) =>
          ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name)),
        )
        .filter((value): value is string => value !== null);
      return [document.title, document.body.innerText, ...attributes].join('\n');
    });
    const problems = errors.map((error) => `error: ${error.slice(0, 300)}`);
    // A page that sent the browser elsewhere (a signed-out shopper sent home) was not tested.
    const landed = new URL(page.url()).pathname.replace(/^\/(?:en|ru)(?=\/|$)/, '') || '/';
    const expected = visit.lands ?? new URL(visit.path, shop.baseUrl).pathname;
    if (landed !== expected) problems.push(`landed on ${landed}`);
    for (const key of rawKeys(text)) problems.push(`raw key: ${key}`);
    for (const tag of literalTags(text)) problems.push(`HTML as text: ${tag}`);
    if (width === WIDTHS[0]) {
      const top = await page.evaluate(topOfPage);
      if (top.headerRows > PHONE.headerRows) problems.push(`header in ${top.headerRows} rows`);
      if (top.noticeLines > PHONE.noticeLines) problems.push(`notice in ${top.noticeLines} lines`);
    }
    return problems;
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

describe('every page in three languages', () => {
  it.each(LOCALES.flatMap((locale) => WIDTHS.map((width) => ({ locale, width }))))(
    '$locale at $width px: hydrates without an error, with no catalogue key or HTML tag shown as text',
    { timeout: 120_000 },
    async ({ locale, width }) => {
      // Three tabs at a time: two a visitor's, one the signed-in manager's.
      const found: string[] = [];
      const lane = async (who: 'visitor' | 'manager', queue: Visit[]) => {
        const context = contexts[`${who} ${width}`]!;
        const page = await context.newPage();
        // Pictures (the seed's, on http://api.test) and fonts say nothing about texts.
        const devtools = await context.newCDPSession(page);
        await devtools.send('Network.enable');
        await devtools.send('Network.setBlockedURLs', { urls: BLOCKED });
        for (let visit = queue.shift(); visit; visit = queue.shift()) {
          for (const problem of await problemsOf(page, visit, locale, width)) {
            found.push(`${locale} ${visit.path}: ${problem}`);
          }
        }
        await page.close();
      };
      const visitor = visits.filter((visit) => !visit.signedIn);
      await Promise.all([
        lane('visitor', visitor),
        lane('visitor', visitor),
        lane(
          'manager',
          visits.filter((visit) => visit.signedIn),
        ),
      ]);
      expect(found).toEqual([]);
    },
  );
});

describe('a client-side navigation', () => {
  it.each(['ro', 'en'] as const)(
    "%s: brings the next page's texts with its data (the profile tabs)",
    { timeout: 60_000 },
    async (locale) => {
      const page = await contexts[`manager ${WIDTHS[1]}`]!.newPage();
      const prefix = locale === 'ro' ? '' : `/${locale}`;
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${shop.baseUrl}${prefix}/pages/profile-data`);
      await page.waitForFunction(() => {
        const main = document.querySelector('main');
        return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
      });
      // The order list's texts (orderHistory, orderResult) were not on the first page.
      await page.locator(`[data-slot="profile-nav"] a[href="${prefix}/pages/profile"]`).click();
      await page.waitForURL((url) => url.pathname === `${prefix}/pages/profile`, WAIT);
      await page.locator('main h1').first().waitFor(WAIT);
      const text = await page.evaluate(() => document.body.innerText);
      expect(rawKeys(text)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
