import { PATHS } from '@shop/core/rules';
import type { Route } from './+types/careers';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta, trailJsonLd } from '../lib/meta.js';
import { CareersPageView } from '../pages/careers-page.js';
import { withTexts } from '../lib/texts.server.js';

/** /pages/careers (SPEC §2): the open vacancies, in the page's language. */
export const loader = withTexts(['careersPage'], async ({ params, request }: Route.LoaderArgs) => {
  const locale = requireLocale(params.lang);
  const vacancies = await apiClient(locale)
    .content.vacancies({ signal: request.signal })
    .catch((error: unknown) => failPage(error, request));
  return { vacancies };
});

/*
 * No JobPosting JSON-LD: schema.org requires `datePosted`, and Google a `hiringOrganization`
 * address and `jobLocation` street address; a vacancy here has only a title, a text and a town,
 * so such markup would have to make facts up.
 */
export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (root) => ({
    title: root.t('pageTitle.careers'),
    description: root.t('careersPage.lead'),
    extra: [trailJsonLd(root, [{ name: root.t('pageTitle.careers'), path: PATHS.careers }])],
  }));

export default function CareersRoute({ loaderData: { vacancies } }: Route.ComponentProps) {
  return <CareersPageView vacancies={vacancies} />;
}
