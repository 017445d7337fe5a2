import { PATHS } from '@shop/core/rules';
import { AboutPage } from '@shop/ui/components/about-page';
import type { Route } from './+types/about';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { InfoPageFrame, infoPageMeta } from '../pages/info-page.js';
import { withTexts } from '../lib/texts.server.js';

/** /pages/about (SPEC §2): quote, statistics, milestones, picture carousel, team. */
export const loader = withTexts(['infoPages'], async ({ params, request }: Route.LoaderArgs) => {
  const locale = requireLocale(params.lang);
  const page = await apiClient(locale)
    .content.aboutPage({ signal: request.signal })
    .catch((error: unknown) => failPage(error, request));
  return { page };
});

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, (root) => infoPageMeta(root, PATHS.about, loaderData?.page));

export default function AboutRoute({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <InfoPageFrame title={page.title}>
      <AboutPage page={page} />
    </InfoPageFrame>
  );
}
