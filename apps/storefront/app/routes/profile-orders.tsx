import { localizePath, profileOrdersPath } from '@shop/core/rules';
import { OrderHistory } from '@shop/ui';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/profile-orders';
import { filterStateOf } from '../lib/listing.js';
import { requireLocale } from '../lib/locale.js';
import { localRedirect } from '../lib/redirect.server.js';
import { routeMeta } from '../lib/meta.js';
import { isUnauthenticated, shopperClient, tokenOf } from '../lib/session.server.js';
import { withTexts } from '../lib/texts.server.js';

/**
 * /pages/profile (SPEC §2 "Profile: order list"): the signed-in customer's orders, newest first,
 * a page of them at a time (`?page=`). The profile layout sends visitors home. When the API fails
 * the page still renders and says so, with a way to try again.
 */
export const loader = withTexts(
  ['orderHistory', 'orderResult'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const { page } = filterStateOf(request);
    const token = tokenOf(request);
    // The layout's loader, beside this one, sends a visitor home.
    if (!token) return { page, list: 'failed' as const };
    let answer;
    try {
      answer = await shopperClient(request, locale, token).orders.list(
        { page },
        { signal: request.signal },
      );
    } catch (error) {
      // A dead token: the root's check removes it and loads the page again.
      if (isUnauthenticated(error)) throw error;
      console.error('[storefront] orders not loaded:', error);
      return { page, list: 'failed' as const };
    }
    // Past the last page (orders moved on, an edited address): the last page.
    const last = Math.max(answer.pages, 1);
    if (page > last) throw localRedirect(localizePath(profileOrdersPath(last), locale));
    return { page, list: { orders: answer.results, count: answer.total, pages: answer.pages } };
  },
);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({
    title: t('pageTitle.profile'),
    // A shopper's own orders: nothing for a search engine.
    noindex: true,
  }));

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ProfileOrdersRoute({ loaderData }: Route.ComponentProps) {
  const { page, list } = loaderData;
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  const failed = list === 'failed';
  return (
    <OrderHistory
      orders={failed ? [] : list.orders}
      count={failed ? 0 : list.count}
      page={page}
      pages={failed ? 1 : list.pages}
      loading={failed && retrying}
      loadFailed={failed && !retrying}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
