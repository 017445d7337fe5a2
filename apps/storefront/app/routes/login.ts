import { localizePath } from '@shop/core/rules';
import type { Route } from './+types/login';
import { requireLocale } from '../lib/locale.js';
import { localRedirect } from '../lib/redirect.server.js';
import { tokenOf } from '../lib/session.server.js';
import { SIGN_IN_PARAM } from '../shell/account/modal-ids.js';

/**
 * /login (SPEC §2 "Auth redirects": the local strategy's sign-in page) has no page of its own:
 * a signed-in shopper goes home, a visitor goes home with the sign-in dialog open.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const home = localizePath('/', requireLocale(params.lang));
  throw localRedirect(tokenOf(request) ? home : `${home}?${SIGN_IN_PARAM}=1`, 302, home);
}
