import { catalogPath } from '@shop/core/rules';
import type { Route } from './+types/catalog';
import { apiClient, failPage } from '../lib/api.server.js';
import { filterStateOf, findCategory, listingQuery } from '../lib/listing.js';
import { notFound, requireLocale } from '../lib/locale.js';
import { rootData } from '../lib/root-data.js';
import { pageMeta } from '../lib/seo.js';
import { ListingPage } from '../pages/listing-page.js';

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const api = apiClient(locale);
  const state = filterStateOf(request);
  const options = { signal: request.signal };
  const [categories, page, filters] = await Promise.all([
    api.catalogue.categories({}, options),
    api.catalogue.products({ parent_slug: params.slug, ...listingQuery(state) }, options),
    api.catalogue.categoryFilters({ parent_slug: params.slug }, options).catch(() => []),
  ]).catch((error: unknown) => failPage(error, request));
  const category = findCategory(categories, params.slug);
  if (!category) throw notFound();
  return { category, page, filters, state };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = rootData(matches);
  if (!loaderData) return [];
  const filtered = location.search !== '' && location.search !== '?';
  return pageMeta({
    title: loaderData.category.name,
    siteName: root.t('site.name'),
    description: root.t('site.description'),
    origin: root.origin,
    path: location.pathname,
    locale: root.locale,
    // Filtered and sorted variants are not separate pages for a search engine.
    noindex: filtered,
  });
};

export default function CatalogRoute({ loaderData }: Route.ComponentProps) {
  const { category, page, filters, state } = loaderData;
  return (
    <ListingPage
      title={category.name}
      trail={category.trail.map((item) => ({
        label: item.name,
        href: catalogPath(item.slug),
      }))}
      page={page}
      filters={filters}
      state={state}
    />
  );
}
