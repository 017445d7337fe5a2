import { ApiError } from '@shop/core/client';
import { OrderNotFound, OrderResult } from '@shop/ui';
import { data } from 'react-router';
import type { Route } from './+types/profile-order';
import { requireLocale } from '../lib/locale.js';
import { invoiceHrefOf, orderIdOf, pickupShopName } from '../lib/orders.server.js';
import { routeMeta } from '../lib/meta.js';
import { isUnauthenticated, shopperClient, tokenOf } from '../lib/session.server.js';
import { withTexts } from '../lib/texts.server.js';

/**
 * /pages/profile/{id} (SPEC §2 "Profile: order detail with a print button and a five-step
 * progress bar"): one of the signed-in customer's orders. Another account's order, an order that
 * is not there and an id that is not one are the not-found page (404); the profile layout sends
 * visitors home.
 */
export const loader = withTexts(
  ['orderResult', 'orderProgress'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const id = orderIdOf(params.id);
    const token = tokenOf(request);
    const missing = () => data({ order: null, shopName: undefined, invoiceHref: null }, 404);
    if (id === null || !token) return missing();
    try {
      const order = await shopperClient(request, locale, token).orders.get(id, {
        signal: request.signal,
      });
      return {
        order,
        shopName: await pickupShopName(order, request, locale),
        invoiceHref: invoiceHrefOf(order, locale),
      };
    } catch (error) {
      // A dead token: the root's check removes it and loads the page again.
      if (isUnauthenticated(error)) throw error;
      if (error instanceof ApiError && [403, 404].includes(error.status ?? 0)) return missing();
      throw error;
    }
  },
);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => {
    const order = args.loaderData?.order;
    return {
      title: order
        ? t('orderResult.historyHeading', { number: String(order.id) })
        : t('orderResult.notFoundTitle'),
      noindex: true,
    };
  });

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ProfileOrderRoute({ loaderData }: Route.ComponentProps) {
  const { order, shopName, invoiceHref } = loaderData;
  if (!order) return <OrderNotFound />;
  return (
    <OrderResult
      variant="history"
      order={order}
      shopName={shopName}
      invoiceHref={invoiceHref}
      className="shop:px-0 shop:bp768:px-0"
    />
  );
}
