import { localizePath } from '@shop/core/rules';
import type { Route } from './+types/fast-order';
import { localeFromParam } from '../lib/locale.js';
import { localRedirect } from '../lib/redirect.server.js';
import { routeMeta } from '../lib/meta.js';
import { tokenOf } from '../lib/session.server.js';
import { FastOrderRoutePage } from '../pages/fast-order-page.js';
import { withTexts } from '../lib/texts.server.js';

/** /pages/fast-order (SPEC §2): a signed-in manager's page; visitors are sent home. */
export const loader = withTexts(
  ['fastOrder', 'unitPicker'],
  ({ request, params }: Route.LoaderArgs) => {
    if (!tokenOf(request))
      throw localRedirect(localizePath('/', localeFromParam(params.lang) ?? 'ro'));
    return null;
  },
);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({ title: t('pageTitle.fastOrder'), noindex: true }));

export default function FastOrderRoute() {
  return <FastOrderRoutePage />;
}
