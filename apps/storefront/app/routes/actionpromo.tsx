import { localizePath, pagedPath, PATHS, promotionPath } from '@shop/core/rules';
import { getTranslator } from '@shop/ui';
import type { Route } from './+types/actionpromo';
import { apiClient } from '../lib/api.server.js';
import { loadLayoutData } from '../lib/layout-data.server.js';
import { redirectOnFailure } from '../lib/content.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta, trailJsonLd } from '../lib/meta.js';
import { pagedList } from '../lib/paged.server.js';
import { endedIds } from '../lib/promotions.server.js';
import { publicUrl } from '../lib/public-url.server.js';
import { articleJsonLd } from '../lib/seo.js';
import { shopName } from '../lib/shop-name.js';
import { PromotionPage, PromotionsListPage } from '../pages/promotions-page.js';
import { withTexts } from '../lib/texts.server.js';

/**
 * /pages/actionpromo (the list, ?page=N) and /pages/actionpromo/{slug}. SPEC §8: a promotion that
 * fails to load (not a 404) sends the shopper to /pages/promo; an unknown one is the 404 page.
 */
export const loader = withTexts(
  ['contentPages', 'share'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const api = apiClient(locale);
    const signal = request.signal;
    if (!params.slug) {
      const { list, page } = await pagedList(request, (page) =>
        api.content.promotions({ page }, { signal }),
      );
      return { kind: 'list' as const, list, page, ended: endedIds(list.results) };
    }
    const promotion = await api.content
      .promotion(params.slug, { signal })
      .catch((error: unknown) => redirectOnFailure(error, request, PATHS.promo, locale));
    const shareUrl = `${publicUrl()}${localizePath(promotionPath(promotion.slug), locale)}`;
    const image = promotion.banner ?? promotion.image;
    // Built here, on the server: the helper stays out of every page's browser code.
    const article = articleJsonLd({
      headline: promotion.title,
      url: shareUrl,
      description: promotion.description || null,
      datePublished: promotion.date,
      imageUrls: image ? [image] : [],
      publisher: shopName((await loadLayoutData(locale)).data.settings, getTranslator(locale).t),
    });
    return {
      kind: 'promotion' as const,
      promotion,
      ended: endedIds([promotion]).length > 0,
      shareUrl,
      article,
    };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  const list = loaderData?.kind === 'list';
  const path = list ? pagedPath(args.location.pathname, loaderData.page) : args.location.pathname;
  return routeMeta({ ...args, location: { pathname: path } }, (root) => {
    if (!loaderData) return null;
    const section = { name: root.t('pageTitle.actionpromo'), path: PATHS.promotions };
    if (loaderData.kind === 'list') {
      return {
        title: section.name,
        description: root.t('contentPages.promotionsLead'),
        extra: [trailJsonLd(root, [section])],
      };
    }
    const { promotion } = loaderData;
    const image = promotion.banner ?? promotion.image;
    return {
      title: promotion.seo?.title ?? promotion.title,
      description: promotion.seo?.description ?? (promotion.description || null),
      extra: [
        ...(image ? [{ property: 'og:image', content: image }] : []),
        { property: 'og:type', content: 'article' },
        { 'script:ld+json': loaderData.article },
        trailJsonLd(root, [
          section,
          { name: promotion.title, path: promotionPath(promotion.slug) },
        ]),
      ],
    };
  });
};

export default function ActionPromoRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'list') {
    return (
      <PromotionsListPage list={loaderData.list} page={loaderData.page} ended={loaderData.ended} />
    );
  }
  return (
    <PromotionPage
      promotion={loaderData.promotion}
      ended={loaderData.ended}
      shareUrl={loaderData.shareUrl}
    />
  );
}
