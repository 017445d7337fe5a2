import { orderingError } from '@shop/ui/catalogues/ro/ordering-error';
import { OrderingError, registerCatalogues } from '@shop/ui';
import type { Route } from './+types/ordering-error';
import { routeMeta } from '../lib/meta.js';

// This page's Romanian texts: kept out of every other page's first load (@shop/ui LOADED_LATER).
registerCatalogues({ ro: { orderingError } });

/** /pages/ordering-error (SPEC §8 "Order failure"): where a failed order leads. */
export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({ title: t('pageTitle.orderingError'), noindex: true }));

export default function OrderingErrorRoute() {
  return <OrderingError />;
}
