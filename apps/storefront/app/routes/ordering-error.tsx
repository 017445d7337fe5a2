import { OrderingError } from '@shop/ui';
import type { Route } from './+types/ordering-error';
import { routeMeta } from '../lib/meta.js';
import { withTexts } from '../lib/texts.server.js';

/** The page's texts (lib/texts.server.ts). */
export const loader = withTexts(['orderingError'], (_args: Route.LoaderArgs) => null);

/** /pages/ordering-error (SPEC §8 "Order failure"): where a failed order leads. */
export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({ title: t('pageTitle.orderingError'), noindex: true }));

export default function OrderingErrorRoute() {
  return <OrderingError />;
}
