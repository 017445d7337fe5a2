import { productSearchQuerySchema } from '@shop/core/contract';
import type { Route } from './+types/search';
import { apiClient, errorPage, failPage } from '../lib/api.server.js';
import { filterStateOf, listingQuery } from '../lib/listing.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { SearchPage } from '../pages/search-page.js';
import { withTexts } from '../lib/texts.server.js';

export const loader = withTexts(
  ['searchPage', 'filterPanel', 'filters', 'sort'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const state = filterStateOf(request);
    const text = state.search?.trim() ?? '';
    // "Search instead for …": the words as typed only, kept through the page's filter links.
    const asTyped = new URL(request.url).searchParams.get('as_typed') === '1';
    if (!text) return { text, state, asTyped: false, page: null, filters: [] };
    // The API's rule for the text (at most MAX_LENGTH.search characters), checked before asking.
    if (!productSearchQuerySchema.shape.search.safeParse(text).success) throw errorPage(400);
    const api = apiClient(locale);
    const options = { signal: request.signal };
    const exact = asTyped ? { as_typed: true } : {};
    const [page, filters] = await Promise.all([
      api.catalogue.search({ search: text, ...exact, ...listingQuery(state) }, options),
      api.catalogue.searchFilters({ search: text, ...exact }, options).catch(() => []),
    ]).catch((error: unknown) => failPage(error, request));
    return { text, state, asTyped, page, filters };
  },
);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => {
    const text = args.loaderData?.text ?? '';
    return {
      title: text ? t('searchPage.title', { text }) : t('pageTitle.search'),
      // Search results are not pages a search engine should list.
      noindex: true,
    };
  });

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
