import type { Route } from './+types/promo';
import { apiClient } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { endedIds } from '../lib/promotions.server.js';
import { PromoFallbackPage } from '../pages/promotions-page.js';
import { withTexts } from '../lib/texts.server.js';

/**
 * /pages/promo (SPEC §8): where a promotion that failed to load leads. It says so and shows the
 * promotions' first page; when that fails too, the page still answers, with links only.
 */
export const loader = withTexts(
  ['contentPages', 'share'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const list = await apiClient(locale)
      .content.promotions({ page: 1 }, { signal: request.signal })
      .catch((error: unknown) => {
        if (request.signal.aborted) throw error;
        console.error('[storefront] /pages/promo without promotions:', String(error));
        return null;
      });
    return { list, ended: list ? endedIds(list.results) : [] };
  },
);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({
    title: t('contentPages.promoUnavailableTitle'),
    description: t('contentPages.promoUnavailableText'),
    noindex: true,
  }));

export default function PromoRoute({ loaderData }: Route.ComponentProps) {
  return <PromoFallbackPage list={loaderData.list} ended={loaderData.ended} />;
}
