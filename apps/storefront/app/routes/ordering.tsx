import { localizePath, ORDER_KEY_PARAM, PATHS } from '@shop/core/rules';
import { ApiError } from '@shop/core/client';
import { OrderNotFound, OrderResult, useSession } from '@shop/ui';
import { data } from 'react-router';
import type { Route } from './+types/ordering';
import { requireLocale } from '../lib/locale.js';
import { invoiceHrefOf, orderIdOf, pickupShopName } from '../lib/orders.server.js';
import { routeMeta } from '../lib/meta.js';
import { localRedirect } from '../lib/redirect.server.js';
import { shopperClient, tokenOf } from '../lib/session.server.js';
import { withTexts } from '../lib/texts.server.js';

/** The order's id of the address: /pages/ordering/{id}, or /order_success?order={id}. */
function orderIdFrom(params: { id?: string }, url: URL): number | null {
  return orderIdOf(params.id ?? url.searchParams.get('order'));
}

/**
 * /pages/ordering/{id} and /order_success (SPEC §2 "Order success page"): the placed order,
 * read with the shopper's session (their own orders) or with the order's link token in the
 * address (`?key=`, a guest's order). An order that is not there or not theirs is a 404 page
 * that still leads home.
 */
export const loader = withTexts(
  ['orderResult', 'orderProgress'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const url = new URL(request.url);
    const token = tokenOf(request);
    // A bare /order_success (no `?order=`) names no order: a signed-in shopper finds theirs in the
    // profile's order history, anyone else goes home, in the address's language.
    if (!params.id && !url.searchParams.has('order')) {
      const home = localizePath(PATHS.home, locale);
      throw localRedirect(token ? localizePath(PATHS.profile, locale) : home, 302, home);
    }
    const id = orderIdFrom(params, url);
    const linkToken = url.searchParams.get(ORDER_KEY_PARAM) ?? undefined;
    const missing = () =>
      data({ order: null, shopName: undefined, signedIn: !!token, invoiceHref: null }, 404);
    if (id === null) return missing();
    try {
      const order = await shopperClient(request, locale, token ?? null).orders.get(id, {
        linkToken,
        signal: request.signal,
      });
      return {
        order,
        shopName: await pickupShopName(order, request, locale),
        signedIn: !!token,
        invoiceHref: invoiceHrefOf(order, locale, linkToken),
      };
    } catch (error) {
      if (error instanceof ApiError && [401, 403, 404].includes(error.status ?? 0))
        return missing();
      throw error;
    }
  },
);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({
    title: t(
      args.matches.at(-1)?.id === 'order-success' ? 'pageTitle.orderSuccess' : 'pageTitle.ordering',
    ),
    // A shopper's own order: nothing for a search engine, and its key stays out of referrers.
    noindex: true,
  }));

export function headers() {
  return { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'private, no-store' };
}

export default function OrderingRoute({ loaderData }: Route.ComponentProps) {
  const { order, shopName, signedIn, invoiceHref } = loaderData;
  const { roles } = useSession();
  if (!order) return <OrderNotFound />;
  return (
    <OrderResult
      order={order}
      shopName={shopName}
      signedIn={signedIn}
      // The fast order a manager took for a client: the page speaks to the manager.
      takenForClient={roles.isManager && order.is_fast_order}
      invoiceHref={invoiceHref}
    />
  );
}
