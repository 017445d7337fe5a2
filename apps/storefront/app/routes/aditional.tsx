import { CLIENT_SERVICE_PATH, clientServicePath, localizePath } from '@shop/core/rules';
import type { Route } from './+types/aditional';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta, trailJsonLd } from '../lib/meta.js';
import { localRedirect } from '../lib/redirect.server.js';
import { ClientServicePage } from '../pages/client-service-page.js';
import { withTexts } from '../lib/texts.server.js';

/**
 * /pages/aditional/{id} (SPEC §2): a client-service page of the footer with every such link
 * beside it; without an id, the links as a page. The ids with a page of their own ('regulamente',
 * 'faq') move there for good (301), as core's `clientServicePath` says; an unknown id is the 404.
 */
export const loader = withTexts(['contentPages'], async ({ params, request }: Route.LoaderArgs) => {
  const locale = requireLocale(params.lang);
  const api = apiClient(locale);
  const signal = request.signal;
  if (params.id) {
    const target = clientServicePath(params.id);
    if (!target.startsWith(`${CLIENT_SERVICE_PATH}/`)) {
      const localized = localizePath(target, locale);
      throw localRedirect(localized, 301, localized);
    }
    const [page, links] = await Promise.all([
      api.content
        .footerPage(params.id, { signal })
        .catch((error: unknown) => failPage(error, request)),
      // The side links are a help: the page shows without them.
      api.catalogue.footerPages({ signal }).catch(() => []),
    ]);
    return { page, links };
  }
  const links = await api.catalogue
    .footerPages({ signal })
    .catch((error: unknown) => failPage(error, request));
  return { page: null, links };
});

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, (root) => {
    if (!loaderData) return null;
    const section = { name: root.t('pageTitle.aditional'), path: CLIENT_SERVICE_PATH };
    const { page } = loaderData;
    return {
      title: page?.title ?? section.name,
      description: root.t('contentPages.clientServiceLead'),
      extra: [
        trailJsonLd(
          root,
          page ? [section, { name: page.title, path: clientServicePath(page.slug) }] : [section],
        ),
      ],
    };
  });

export default function AditionalRoute({ loaderData }: Route.ComponentProps) {
  return <ClientServicePage page={loaderData.page} links={loaderData.links} />;
}
