import { localizePath, pagedPath, PATHS, shopPath } from '@shop/core/rules';
import type { Route } from './+types/shops';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta, trailJsonLd } from '../lib/meta.js';
import { pagedList } from '../lib/paged.server.js';
import { publicUrl } from '../lib/public-url.server.js';
import { storeJsonLd } from '../lib/seo.js';
import { ShopDetailPage, ShopsListPage } from '../pages/shops-page.js';
import { withTexts } from '../lib/texts.server.js';

/**
 * /pages/shops (the cards, ?page=N; past the last page → the last) and /pages/shops/{slug} (one
 * shop; an unknown one is the 404 page). The API away is the 503 page.
 */
export const loader = withTexts(
  ['shopsPage', 'video'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const api = apiClient(locale);
    const signal = request.signal;
    if (!params.slug) {
      const { list, page } = await pagedList(request, (page) =>
        api.content.shops({ page }, { signal }),
      );
      return { kind: 'list' as const, list, page };
    }
    const shop = await api.content
      .shop(params.slug, { signal })
      .catch((error: unknown) => failPage(error, request));
    // Built here, on the server: the helper stays out of every page's browser code.
    const jsonLd = storeJsonLd({
      name: shop.title,
      url: `${publicUrl()}${localizePath(shopPath(shop.slug), locale)}`,
      address: shop.address,
      telephones: shop.numbers,
      imageUrls: shop.image ? [shop.image] : shop.images.slice(0, 1),
      latitude: shop.latitude,
      longitude: shop.longitude,
    });
    return { kind: 'shop' as const, shop, jsonLd };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  const list = loaderData?.kind === 'list';
  const path = list ? pagedPath(args.location.pathname, loaderData.page) : args.location.pathname;
  return routeMeta({ ...args, location: { pathname: path } }, (root) => {
    if (!loaderData) return null;
    const section = { name: root.t('pageTitle.shops'), path: PATHS.shops };
    const description = root.t('shopsPage.lead');
    if (loaderData.kind === 'list') {
      return { title: section.name, description, extra: [trailJsonLd(root, [section])] };
    }
    const { shop } = loaderData;
    return {
      title: shop.title,
      description: shop.address ? `${shop.title}, ${shop.address}` : description,
      extra: [
        ...(shop.image ? [{ property: 'og:image', content: shop.image }] : []),
        { 'script:ld+json': loaderData.jsonLd },
        trailJsonLd(root, [section, { name: shop.title, path: shopPath(shop.slug) }]),
      ],
    };
  });
};

export default function ShopsRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'list') {
    return <ShopsListPage list={loaderData.list} page={loaderData.page} />;
  }
  return <ShopDetailPage shop={loaderData.shop} />;
}
