import type { Category } from '@shop/core/contract';
import {
  catalogPath,
  clientServicePath,
  CLIENT_SERVICE_PATH,
  LOCALE_CODES,
  localizePath,
  newsArticlePath,
  PATHS,
  promotionPath,
  regulationPath,
  shopPath,
} from '@shop/core/rules';
import type { Route } from './+types/sitemap';
import { apiClient, RETRY_AFTER_SECONDS } from '../lib/api.server.js';
import { publicUrl } from '../lib/public-url.server.js';

const STATIC_PATHS = [
  PATHS.home,
  PATHS.sales,
  PATHS.promotions,
  PATHS.shops,
  PATHS.delivery,
  PATHS.news,
  PATHS.about,
  PATHS.contacts,
  PATHS.careers,
  PATHS.faq,
  PATHS.fidelity,
  PATHS.dealers,
  PATHS.regulations,
];

/** The most pages of one content list the sitemap reads (a guard, far above the shop's lists). */
const MAX_LIST_PAGES = 50;

/**
 * The slugs of every item of a paginated content list (news, promotions, regulations, shops): its first
 * page, then the others together; null when a page fails (the sitemap then lists the rest).
 */
export async function allSlugs(
  pageOf: (page: number) => Promise<{ pages: number; results: readonly { slug: string }[] }>,
): Promise<string[] | null> {
  try {
    const first = await pageOf(1);
    const more = Array.from({ length: Math.min(first.pages, MAX_LIST_PAGES) - 1 }, (_, index) =>
      pageOf(index + 2),
    );
    const pages = [first, ...(await Promise.all(more))];
    return pages.flatMap((page) => page.results.map((item) => item.slug));
  } catch {
    return null;
  }
}

/** The client-service pages with a page under /pages/aditional (not those moved elsewhere). */
export function clientServicePaths(slugs: readonly string[]): string[] {
  return slugs.map(clientServicePath).filter((path) => path.startsWith(`${CLIENT_SERVICE_PATH}/`));
}

/** Every category slug of the three-level catalogue. */
export function categorySlugs(categories: readonly Category[]): string[] {
  return categories.flatMap((top) => [
    top.slug,
    ...top.category_in_subcategory.flatMap((sub) => [
      sub.slug,
      ...sub.subsubcategory_in_subcategory.map((leaf) => leaf.slug),
    ]),
  ]);
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * sitemap.xml: the static pages, every category listing, news article, promotion, regulation,
 * shop and client-service page, each with its three language
 * versions as xhtml:link alternates. Products are reached through the listings.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicUrl();
  const categories = await apiClient('ro')
    .catalogue.categories({}, { signal: request.signal })
    .catch(() => null);
  const signal = request.signal;
  const content = apiClient('ro').content;
  const [articles, promotions, regulations, shops, clientPages] = await Promise.all([
    allSlugs((page) => content.blogArticles({ page }, { signal })),
    allSlugs((page) => content.promotions({ page }, { signal })),
    allSlugs((page) => content.regulations({ page }, { signal })),
    allSlugs((page) => content.shops({ page }, { signal })),
    apiClient('ro')
      .catalogue.footerPages({ signal })
      .then((links) => links.map((link) => link.slug))
      .catch(() => null),
  ]);
  // A list that failed (the API away) would leave its pages out of the sitemap, and a crawler
  // would drop them: a sitemap is never written from a failed load, the crawler asks again later.
  if (![categories, articles, promotions, regulations, shops, clientPages].every(Boolean)) {
    return new Response('The sitemap is briefly unavailable.\n', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
      },
    });
  }
  const paths = [
    ...STATIC_PATHS,
    ...categorySlugs(categories ?? []).map(catalogPath),
    ...(articles ?? []).map(newsArticlePath),
    ...(promotions ?? []).map(promotionPath),
    ...(regulations ?? []).map(regulationPath),
    ...(shops ?? []).map(shopPath),
    ...clientServicePaths(clientPages ?? []),
  ];
  const urls = paths.flatMap((path) =>
    LOCALE_CODES.map((locale) => {
      const alternates = LOCALE_CODES.map(
        (code) =>
          `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(origin + localizePath(path, code))}"/>`,
      ).join('');
      return `<url><loc>${escapeXml(origin + localizePath(path, locale))}</loc>${alternates}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
