import { PATHS } from '@shop/core/rules';
import { infoPages } from '@shop/ui/catalogues/ro/info-pages';
import { registerCatalogues } from '@shop/ui';
import { FidelityPage } from '@shop/ui/components/fidelity-page';
import type { Route } from './+types/fidelity';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { InfoPageFrame, infoPageMeta } from '../pages/info-page.js';

// This page's Romanian labels: kept out of every other page's first load (@shop/ui LOADED_LATER).
registerCatalogues({ ro: { infoPages } });

/** /pages/fidelity (SPEC §2): the loyalty programme, its levels and its regulation. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const page = await apiClient(locale)
    .content.fidelityPage({ signal: request.signal })
    .catch((error: unknown) => failPage(error, request));
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, (root) => infoPageMeta(root, PATHS.fidelity, loaderData?.page));

export default function FidelityRoute({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <InfoPageFrame title={page.title}>
      <FidelityPage page={page} />
    </InfoPageFrame>
  );
}
