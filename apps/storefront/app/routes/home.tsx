import { HOME_SIZES } from '@shop/core/rules';
import type { Route } from './+types/home';
import { apiClient } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { googleCallback } from '../lib/oauth.server.js';
import { routeMeta } from '../lib/meta.js';
import { HomePage } from '../pages/home-page.js';

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  // A provider's sign-in comes back to home (SPEC §2 "Auth redirects").
  const callback = await googleCallback(request);
  if (callback) throw callback;
  const api = apiClient(locale);
  const options = { signal: request.signal };
  const empty = { results: [], pages: 1 };
  // Each section stands alone and all are asked at once: one that fails (or a day without a
  // product of the day, a shop without a partner banner: 404) is left out, the page still renders.
  const [
    slides,
    categories,
    topSales,
    sales,
    shops,
    featured,
    productOfTheDay,
    features,
    brands,
    partnerBanner,
  ] = await Promise.all([
    api.content.homeSlides(options).catch(() => []),
    api.catalogue.homeCategories(options).catch(() => []),
    api.catalogue.products({ is_top: true, qt: HOME_SIZES.top }, options).catch(() => empty),
    api.catalogue
      .products({ is_promotion: true, qt: HOME_SIZES.sales }, options)
      .catch(() => empty),
    api.content.shops({}, options).catch(() => empty),
    api.catalogue
      .products({ is_recommended: true, qt: HOME_SIZES.recommended }, options)
      .catch(() => empty),
    api.content.productOfTheDay(options).catch(() => null),
    api.content.homeFeatures(options).catch(() => []),
    api.content.homeBrandSlides(options).catch(() => []),
    api.content.partnerBanner(options).catch(() => null),
  ]);
  return {
    slides,
    productOfTheDay,
    features,
    categories,
    topSales: topSales.results,
    sales: sales.results,
    shops: shops.results,
    featured: featured.results,
    brands,
    partnerBanner,
  };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({ title: t('site.name'), description: t('site.description') }));

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
