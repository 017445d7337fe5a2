import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { ProfileData } from '@shop/core/contract';
import {
  AccountButton,
  type AccountButtonProps,
  type AccountSummary,
} from '../../components/account-button/index.js';
import { selectProfile } from './session.machine.js';
import { useSessionActor } from './session.provider.js';

/**
 * The account as the header shows it: the first name, else the company's name (an account made
 * by a social sign-in may have neither yet).
 *
 * @example accountSummary(profile) // { name: 'Ana' }
 */
export function accountSummary(profile: ProfileData): AccountSummary {
  const name = profile.user.first_name.trim() || profile.user.company_name?.trim() || '';
  return { name: name === '' ? null : name };
}

export type AccountButtonContainerProps = Omit<AccountButtonProps, 'account'>;

/**
 * The header's account control, wired to the session (inside a SessionProvider): 'Intră în cont'
 * while nobody is signed in, the profile link with the account's name once someone is.
 *
 * @example
 * ```tsx
 * <Header account={<AccountButtonContainer onSignIn={openSignIn} />} … />
 * ```
 */
export function AccountButtonContainer(props: AccountButtonContainerProps): ReactNode {
  const profile = useSelector(useSessionActor(), selectProfile);
  const account = useMemo(() => (profile ? accountSummary(profile) : null), [profile]);
  return <AccountButton {...props} account={account} />;
}
