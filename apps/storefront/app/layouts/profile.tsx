import { localeFromPath, localizePath } from '@shop/core/rules';
import { ProfileNavContainer } from '@shop/ui';
import { Outlet, useLocation } from 'react-router';
import type { Route } from './+types/profile';
import { localeFromParam } from '../lib/locale.js';
import { localRedirect } from '../lib/redirect.server.js';
import { tokenOf } from '../lib/session.server.js';
import { withTexts } from '../lib/texts.server.js';

/**
 * SPEC §2: the profile layout sends visitors home. A token the API no longer takes is caught by
 * the root loader (which removes it and loads the page again, as a visitor's: then this sends
 * home).
 */
export const loader = withTexts(['profileNav'], ({ request, params }: Route.LoaderArgs) => {
  if (!tokenOf(request))
    throw localRedirect(localizePath('/', localeFromParam(params.lang) ?? 'ro'));
  return null;
});

/** The profile layout (SPEC §2): the tabs of the profile's pages and the logout button. */
export default function ProfileLayout() {
  const { pathname } = useLocation();
  return (
    <div data-layout="profile" className="shop:flex shop:flex-col shop:gap-6">
      <ProfileNavContainer currentPath={localeFromPath(pathname).path} />
      <Outlet />
    </div>
  );
}
