import { pagedPath, PATHS, regulationPath } from '@shop/core/rules';
import type { Route } from './+types/regulament';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta, trailJsonLd } from '../lib/meta.js';
import { pagedList } from '../lib/paged.server.js';
import { RegulationPage, RegulationsListPage } from '../pages/regulations-page.js';
import { withTexts } from '../lib/texts.server.js';

/** /pages/regulament (the list, ?page=N) and /pages/regulament/{slug}; unknown slug → 404. */
export const loader = withTexts(['contentPages'], async ({ params, request }: Route.LoaderArgs) => {
  const locale = requireLocale(params.lang);
  const api = apiClient(locale);
  const signal = request.signal;
  if (!params.slug) {
    const { list, page } = await pagedList(request, (page) =>
      api.content.regulations({ page }, { signal }),
    );
    return { kind: 'list' as const, list, page };
  }
  const regulation = await api.content
    .regulation(params.slug, { signal })
    .catch((error: unknown) => failPage(error, request));
  return { kind: 'regulation' as const, regulation };
});

export const meta: Route.MetaFunction = ({ loaderData, ...args }) => {
  const list = loaderData?.kind === 'list';
  const path = list ? pagedPath(args.location.pathname, loaderData.page) : args.location.pathname;
  return routeMeta({ ...args, location: { pathname: path } }, (root) => {
    if (!loaderData) return null;
    const section = { name: root.t('pageTitle.regulament'), path: PATHS.regulations };
    const description = root.t('contentPages.regulationsLead');
    if (loaderData.kind === 'list') {
      return { title: section.name, description, extra: [trailJsonLd(root, [section])] };
    }
    const { regulation } = loaderData;
    return {
      title: regulation.title,
      description,
      extra: [
        trailJsonLd(root, [
          section,
          { name: regulation.title, path: regulationPath(regulation.slug) },
        ]),
      ],
    };
  });
};

export default function RegulamentRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'list') {
    return <RegulationsListPage list={loaderData.list} page={loaderData.page} />;
  }
  return <RegulationPage regulation={loaderData.regulation} />;
}
