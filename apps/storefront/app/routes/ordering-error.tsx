import { OrderingError } from '@shop/ui';
import type { Route } from './+types/ordering-error';
import { rootData } from '../lib/root-data.js';
import { pageMeta } from '../lib/seo.js';

/** /pages/ordering-error (SPEC §8 "Order failure"): where a failed order leads. */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootData(matches);
  return pageMeta({
    title: root.t('pageTitle.orderingError'),
    siteName: root.t('site.name'),
    origin: root.origin,
    path: location.pathname,
    locale: root.locale,
    noindex: true,
  });
};

export default function OrderingErrorRoute() {
  return <OrderingError />;
}
