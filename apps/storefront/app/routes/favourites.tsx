import type { Route } from './+types/favourites';
import { filterStateOf } from '../lib/listing.js';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { isUnauthenticated, shopperClient, tokenOf } from '../lib/session.server.js';
import { FavouritesRoutePage } from '../pages/favourites-page.js';
import { withTexts } from '../lib/texts.server.js';

/**
 * /pages/favorites (SPEC §2, §4 "Favourites"): a signed-in customer's page of favourites comes
 * from the API with the page; a visitor's ids live in the browser, so their products are fetched
 * there. When the API fails the page still renders and says so, with a way to try again (§8:
 * failures are logged, not an error page).
 */
export const loader = withTexts(
  ['favouritesPage'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const { page } = filterStateOf(request);
    const token = tokenOf(request);
    if (!token) return { page, account: null };
    try {
      const list = await shopperClient(request, locale, token).favourites.list(
        { page },
        { signal: request.signal },
      );
      return {
        page,
        account: {
          products: list.results.map((favourite) => favourite.product),
          pages: list.pages,
        },
      };
    } catch (error) {
      // A dead token: the root's check removes it and loads the page again.
      if (isUnauthenticated(error)) throw error;
      console.error('[storefront] favourites not loaded:', error);
      return { page, account: 'failed' as const };
    }
  },
);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({
    title: t('pageTitle.favorites'),
    // A shopper's own list: nothing for a search engine.
    noindex: true,
  }));

export default function FavouritesRoute({ loaderData }: Route.ComponentProps) {
  return <FavouritesRoutePage {...loaderData} />;
}
