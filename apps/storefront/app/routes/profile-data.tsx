import type { ProfilePayload, ProfileUser } from '@shop/core/rules';
import { useLocale, useSessionActor } from '@shop/ui';
import { ProfileDataTab, profileDataMachine } from '@shop/ui/flows/profile-data';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { Route } from './+types/profile-data';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { shopperClient, tokenOf } from '../lib/session.server.js';
import { useAccountModals, useCurrentLocale } from '../shell/account/account-state.js';
import { withTexts } from '../lib/texts.server.js';

/**
 * /pages/profile-data (SPEC §2 "Profile form", §5): the signed-in account's personal data — the
 * person type, the names, the phone and the e-mail, a company's details — read with the session's
 * token, so a page only ever shows its own account. A save sends POST /accounts/profile-update/
 * (the page's session takes the stored account it answers) and opens the profile-data-success
 * modal. The profile layout sends visitors home.
 */
export const loader = withTexts(
  ['profileData', 'signIn', 'companyCodes'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const token = tokenOf(request);
    // The layout's loader, beside this one, sends a visitor home.
    if (!token) return { user: null };
    // A dead token (401) goes up: the root's check removes it and loads the page again; the page
    // cannot be shown without the account, so any other failure is the error page.
    const profile = await shopperClient(request, locale, token).account.profile({
      signal: request.signal,
    });
    return { user: profile.user satisfies ProfileUser };
  },
);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({ title: t('pageTitle.profileData'), noindex: true }));

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ProfileDataRoute({ loaderData }: Route.ComponentProps) {
  // The call follows the page's language (a switch keeps this page and its machine).
  const locale = useCurrentLocale(useLocale());
  const { showResult } = useAccountModals();
  const session = useSessionActor();
  const [machine] = useState(() =>
    profileDataMachine.provide({
      actors: {
        // The API client (with its schemas) loads when the details are saved.
        save: fromPromise<ProfileUser | null, ProfilePayload>(async ({ input, signal }) => {
          const { shopClient } = await import('../lib/shop-client.js');
          const saved = await shopClient(locale()).account.updateProfile(input, { signal });
          // The page's session learns the new details (the header, the checkout's prefill).
          if (saved) session.send({ type: 'PROFILE_UPDATED', profile: saved });
          return saved?.user ?? null;
        }),
      },
    }),
  );
  if (!loaderData.user) return null;
  return (
    <ProfileDataTab
      user={loaderData.user}
      machine={machine}
      onSaved={() => showResult({ kind: 'profileDataSuccess' })}
    />
  );
}
