import { salesQuerySchema } from '@shop/core/contract';
import { localizePath, salesPath } from '@shop/core/rules';
import type { Route } from './+types/sales';
import { apiClient, errorPage, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { publicUrl } from '../lib/public-url.server.js';
import { routeMeta } from '../lib/meta.js';
import { SalesPage } from '../pages/sales-page.js';
import { withTexts } from '../lib/texts.server.js';

export const loader = withTexts(
  ['salesPage', 'share'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const url = new URL(request.url);
    // The API's own rules for its query: a page number that is not one is the 400 page here,
    // before the API is asked.
    const query = salesQuerySchema.safeParse({
      page: url.searchParams.get('page') || undefined,
      category_slug: url.searchParams.get('category') || undefined,
    });
    if (!query.success) throw errorPage(400);
    const page = query.data.page ?? 1;
    const category = query.data.category_slug;
    const sales = await apiClient(locale)
      .content.sales({ page, category_slug: category }, { signal: request.signal })
      .catch((error: unknown) => failPage(error, request));
    // Shared without the page number: a friend opens the sale from its start.
    const shareUrl = `${publicUrl()}${localizePath(salesPath({ category: category ?? null }), locale)}`;
    return { sales, page, category: category ?? null, shareUrl };
  },
);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({
    title: args.loaderData?.sales.results.page_content.title ?? t('pageTitle.sales'),
    description: t('site.description'),
    noindex: args.location.search !== '',
  }));

export default function SalesRoute({ loaderData }: Route.ComponentProps) {
  return <SalesPage {...loaderData} />;
}
