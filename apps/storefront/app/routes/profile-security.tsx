import type { SetPasswordPayload } from '@shop/core/rules';
import { useLocale } from '@shop/ui';
import { PasswordChange, passwordChangeMachine } from '@shop/ui/flows/password-change';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { Route } from './+types/profile-security';
import { routeMeta } from '../lib/meta.js';
import { useAccountModals, useCurrentLocale } from '../shell/account/account-state.js';
import { withTexts } from '../lib/texts.server.js';

/** The page's texts (lib/texts.server.ts). */
export const loader = withTexts(['passwordChange'], (_args: Route.LoaderArgs) => null);

/**
 * /pages/profile-security (SPEC §2 "Profile"): the password change. The API ends the account's
 * other sessions when it succeeds, and the result modal says so. The profile layout sends
 * visitors home.
 */
export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({ title: t('pageTitle.profileSecurity'), noindex: true }));

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ProfileSecurityRoute() {
  // The call follows the page's language (a switch keeps this page and its machine).
  const locale = useCurrentLocale(useLocale());
  const { showResult } = useAccountModals();
  const [machine] = useState(() =>
    passwordChangeMachine.provide({
      actors: {
        // The API client (with its schemas) loads when the change is sent.
        setPassword: fromPromise<void, SetPasswordPayload>(async ({ input, signal }) => {
          const { shopClient } = await import('../lib/shop-client.js');
          await shopClient(locale()).auth.setPassword(input, { signal });
        }),
      },
    }),
  );
  return (
    <PasswordChange machine={machine} onChanged={() => showResult({ kind: 'passwordChanged' })} />
  );
}
