import { PATHS } from '@shop/core/rules';
import { FidelityPage } from '@shop/ui/components/fidelity-page';
import type { Route } from './+types/fidelity';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { InfoPageFrame, infoPageMeta } from '../pages/info-page.js';
import { withTexts } from '../lib/texts.server.js';

/** /pages/fidelity (SPEC §2): the loyalty programme, its levels and its regulation. */
export const loader = withTexts(['infoPages'], async ({ params, request }: Route.LoaderArgs) => {
  const locale = requireLocale(params.lang);
  const page = await apiClient(locale)
    .content.fidelityPage({ signal: request.signal })
    .catch((error: unknown) => failPage(error, request));
  return { page };
});

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, (root) => infoPageMeta(root, PATHS.fidelity, loaderData?.page));

export default function FidelityRoute({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <InfoPageFrame title={page.title}>
      <FidelityPage page={page} />
    </InfoPageFrame>
  );
}
