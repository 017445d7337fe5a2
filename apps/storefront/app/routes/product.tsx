import { catalogPath, localizePath, PATHS } from '@shop/core/rules';
import type { Route } from './+types/product';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { localRedirect } from '../lib/redirect.server.js';
import { breadcrumbJsonLd, productJsonLd } from '../lib/seo.js';
import { ProductPage } from '../pages/product-page.js';
import { withTexts } from '../lib/texts.server.js';

export const loader = withTexts(
  ['productReviews', 'attributes', 'sizeChart', 'share', 'lastSeen', 'shopStock'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    // A bare /pages/product names no product: the shopper is sent where the catalogue starts, the
    // home page's categories in the address's language (there is no catalogue index page).
    if (!params.slug) {
      const home = localizePath(PATHS.home, locale);
      throw localRedirect(home, 302, home);
    }
    // SPEC §8: a product that cannot be found is the 404 page (the 'wrong slug' state).
    const product = await apiClient(locale)
      .catalogue.product(params.slug, { signal: request.signal })
      .catch((error: unknown) => failPage(error, request));
    return { product };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, ({ t, origin, locale }) => {
    if (!loaderData) return null;
    const { product } = loaderData;
    const url = `${origin}${args.location.pathname}`;
    const images = [product.image, ...product.product_gallery.map((item) => item.image)].filter(
      (image): image is string => Boolean(image),
    );
    const at = (path: string) => `${origin}${localizePath(path, locale)}`;
    const trail = [
      { name: t('pageTitle.home'), url: at(PATHS.home) },
      ...product.breadcrumbs.map((crumb) => ({
        name: crumb.name,
        url: at(catalogPath(crumb.slug)),
      })),
      { name: product.name, url },
    ];
    return {
      title: product.seo?.title ?? product.name,
      description: product.seo?.description ?? product.description?.slice(0, 160) ?? null,
      extra: [
        ...(images[0] ? [{ property: 'og:image', content: images[0] }] : []),
        { property: 'og:type', content: 'product' },
        { 'script:ld+json': productJsonLd(product, url, images) },
        { 'script:ld+json': breadcrumbJsonLd(trail) },
      ],
    };
  });

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage product={loaderData.product} />;
}
