import { PATHS } from '@shop/core/rules';
import { DeliveryPage } from '@shop/ui/components/delivery-page';
import type { Route } from './+types/delivery';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { InfoPageFrame, infoPageMeta } from '../pages/info-page.js';
import { withTexts } from '../lib/texts.server.js';

/** /pages/delivery (SPEC §2): banner, three info items, the four-column table, informers. */
export const loader = withTexts(['infoPages'], async ({ params, request }: Route.LoaderArgs) => {
  const locale = requireLocale(params.lang);
  const page = await apiClient(locale)
    .content.deliveryPage({ signal: request.signal })
    .catch((error: unknown) => failPage(error, request));
  return { page };
});

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, (root) => infoPageMeta(root, PATHS.delivery, loaderData?.page));

export default function DeliveryRoute({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <InfoPageFrame title={page.title}>
      <DeliveryPage page={page} />
    </InfoPageFrame>
  );
}
