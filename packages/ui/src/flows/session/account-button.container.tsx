import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import {
  AccountButton,
  accountSummary,
  type AccountButtonProps,
} from '../../components/account-button/index.js';
import { selectProfile } from './session.machine.js';
import { useSessionActor } from './session.provider.js';

export type AccountButtonContainerProps = Omit<AccountButtonProps, 'account'>;

/**
 * The header's account control, wired to the session (inside a SessionProvider): 'Intră în cont'
 * while nobody is signed in, the profile link with the account's name once someone is.
 *
 * @example <Header account={<AccountButtonContainer onSignIn={openSignIn} />} … />
 */
export function AccountButtonContainer(props: AccountButtonContainerProps): ReactNode {
  const profile = useSelector(useSessionActor(), selectProfile);
  const account = useMemo(() => (profile ? accountSummary(profile) : null), [profile]);
  return <AccountButton {...props} account={account} />;
}
