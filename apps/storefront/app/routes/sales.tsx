import type { Route } from './+types/sales';
import { localizePath, salesPath } from '@shop/core/rules';
import { apiClient } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { rootData } from '../lib/root-data.js';
import { pageMeta } from '../lib/seo.js';
import { SalesPage } from '../pages/sales-page.js';

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const category = url.searchParams.get('category') ?? undefined;
  const sales = await apiClient(locale).content.sales(
    { page, category_slug: category },
    { signal: request.signal },
  );
  // Shared without the page number: a friend opens the sale from its start.
  const shareUrl = `${url.origin}${localizePath(salesPath({ category: category ?? null }), locale)}`;
  return { sales, page, category: category ?? null, shareUrl };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = rootData(matches);
  return pageMeta({
    title: loaderData?.sales.results.page_content.title ?? root.t('pageTitle.sales'),
    siteName: root.t('site.name'),
    description: root.t('site.description'),
    origin: root.origin,
    path: location.pathname,
    locale: root.locale,
    noindex: location.search !== '',
  });
};

export default function SalesRoute({ loaderData }: Route.ComponentProps) {
  return <SalesPage {...loaderData} />;
}
