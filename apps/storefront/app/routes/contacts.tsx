import { isApiError } from '@shop/core/client';
import { localizePath, PATHS } from '@shop/core/rules';
import type { Route } from './+types/contacts';
import { apiClient, failPage } from '../lib/api.server.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta, trailJsonLd } from '../lib/meta.js';
import { organizationJsonLd } from '../lib/seo.js';
import { ContactsPageView } from '../pages/contacts-page.js';
import { withTexts } from '../lib/texts.server.js';

/** `?mapid`: a shop's id, or null for anything that is not a positive whole number. */
function requestedMapId(url: URL): number | null {
  const raw = url.searchParams.get('mapid');
  return raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/**
 * /pages/contacts (SPEC §2). The shops are the page: without them it is the 503 page like the
 * other content pages. The administration block and the requisites only add to it, so one of
 * them failing (the API away, a 5xx) leaves its block out and the shops still show; a broken
 * contract or a bug is still thrown (a logged 500), and so is the shopper going away.
 */
export const loader = withTexts(
  ['contactsPage', 'companyForms'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const api = apiClient(locale);
    const signal = request.signal;
    const optional = <T,>(call: Promise<T[]>): Promise<T[]> =>
      call.catch((error: unknown) => {
        if (!isApiError(error) || signal.aborted) throw error;
        if (
          error.code === 'http' &&
          error.status !== null &&
          error.status < 500 &&
          error.status !== 429
        ) {
          throw error;
        }
        console.error('[storefront] contacts: a block left out, the API failed:', error.message);
        return [];
      });
    const [shops, adminContacts, requisites] = await Promise.all([
      api.content.shopContacts({ signal }).catch((error: unknown) => failPage(error, request)),
      optional(api.content.adminContacts({ signal })),
      optional(api.content.requisites({ signal })),
    ]);
    return { shops, adminContacts, requisites, mapId: requestedMapId(new URL(request.url)) };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  routeMeta(args, (root) => {
    if (!loaderData) return null;
    const title = root.t('pageTitle.contacts');
    return {
      title,
      extra: [
        trailJsonLd(root, [{ name: title, path: PATHS.contacts }]),
        ...(loaderData.adminContacts.length > 0
          ? [
              {
                'script:ld+json': organizationJsonLd({
                  name: root.shopName,
                  url: `${root.origin}${localizePath(PATHS.home, root.locale)}`,
                  contacts: loaderData.adminContacts,
                }),
              },
            ]
          : []),
      ],
    };
  });

export default function ContactsRoute({ loaderData }: Route.ComponentProps) {
  return <ContactsPageView {...loaderData} />;
}
