import { PATHS, localizePath } from '@shop/core/rules';
import type { Route } from './+types/about-old';
import { requireLocale } from '../lib/locale.js';
import { localRedirect } from '../lib/redirect.server.js';

/**
 * /pages/about-old (SPEC §2: the older about page) has no page of its own any more: it moves
 * permanently to /pages/about in the same language, keeping the query.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const about = localizePath(PATHS.about, requireLocale(params.lang));
  throw localRedirect(`${about}${new URL(request.url).search}`, 301, about);
}
