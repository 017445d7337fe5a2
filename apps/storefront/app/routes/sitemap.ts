import type { Category } from '@shop/core/contract';
import { catalogPath, LOCALE_CODES, localizePath, PATHS } from '@shop/core/rules';
import type { Route } from './+types/sitemap';
import { apiClient } from '../lib/api.server.js';
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
];

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
 * sitemap.xml: the static pages and every category listing, each with its three language
 * versions as xhtml:link alternates. Products are reached through the listings.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicUrl();
  // The API down: the static pages are still listed, but such a short list is not kept by caches.
  const categories = await apiClient('ro')
    .catalogue.categories({}, { signal: request.signal })
    .catch(() => null);
  const paths = [...STATIC_PATHS, ...categorySlugs(categories ?? []).map(catalogPath)];
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
      'Cache-Control': categories ? 'public, max-age=3600' : 'no-store',
    },
  });
}
