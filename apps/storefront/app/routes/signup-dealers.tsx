import { PATHS } from '@shop/core/rules';
import type { Route } from './+types/signup-dealers';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { DealersPageView } from '../pages/dealers-page.js';
import { infoPageMeta } from '../pages/info-page.js';
import { withTexts } from '../lib/texts.server.js';

/** /pages/signup-dealers (SPEC §2): the dealer application page, its content from the API. */
export const loader = withTexts(
  ['companyForms', 'formFields', 'companyCodes'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const page = await apiClient(locale)
      .content.dealersPage({ signal: request.signal })
      .catch((error: unknown) => failPage(error, request));
    return { page };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, (root) => infoPageMeta(root, PATHS.dealers, loaderData?.page));

export default function SignupDealersRoute({ loaderData: { page } }: Route.ComponentProps) {
  return <DealersPageView page={page} />;
}
