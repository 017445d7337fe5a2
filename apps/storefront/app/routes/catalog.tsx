import { catalogPath } from '@shop/core/rules';
import { useLocale } from '@shop/ui';
import { useMemo } from 'react';
import type { Route } from './+types/catalog';
import { apiClient, failPage } from '../lib/api.server.js';
import { loadLayoutData } from '../lib/layout-data.server.js';
import { filterStateOf, findCategory, listingCounter, listingQuery } from '../lib/listing.js';
import { notFound, requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { ListingPage } from '../pages/listing-page.js';
import { withTexts } from '../lib/texts.server.js';

export const loader = withTexts(
  ['filterPanel', 'filters', 'sort'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const api = apiClient(locale);
    const state = filterStateOf(request);
    const options = { signal: request.signal };
    const [shell, page, filters] = await Promise.all([
      loadLayoutData(locale),
      api.catalogue.products({ parent_slug: params.slug, ...listingQuery(state) }, options),
      api.catalogue.categoryFilters({ parent_slug: params.slug }, options).catch(() => []),
    ]).catch((error: unknown) => failPage(error, request));
    // The category from the shell's kept tree (already checked against the contract); one it does
    // not know yet (added since it was loaded, or the tree failed to load) is asked of the API.
    const category =
      findCategory(shell.data.categories, params.slug) ??
      findCategory(
        await api.catalogue
          .categories({}, options)
          .catch((error: unknown) => failPage(error, request)),
        params.slug,
      );
    if (!category) throw notFound();
    return { category, page, filters, state };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, ({ t }) => {
    if (!loaderData) return null;
    const { search } = args.location;
    return {
      title: loaderData.category.name,
      description: t('site.description'),
      // Filtered and sorted variants are not separate pages for a search engine.
      noindex: search !== '' && search !== '?',
    };
  });

export default function CatalogRoute({ loaderData }: Route.ComponentProps) {
  const { category, page, filters, state } = loaderData;
  const locale = useLocale();
  const countProducts = useMemo(
    () => listingCounter(locale, { parent_slug: category.slug }),
    [locale, category.slug],
  );
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
      countProducts={countProducts}
    />
  );
}
