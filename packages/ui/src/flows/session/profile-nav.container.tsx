import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { ProfileNav, type ProfileNavProps } from './profile-nav.js';
import { selectLoggingOut } from './session.machine.js';
import { useSessionActor } from './session.provider.js';

export type ProfileNavContainerProps = Omit<ProfileNavProps, 'onLogout' | 'loggingOut'>;

/**
 * The profile layout's tabs and logout button, wired to the session (inside a SessionProvider):
 * the button sends LOGOUT and shows the logout call running.
 *
 * @example
 * ```tsx
 * <ProfileNavContainer currentPath={pathWithoutLocale} />
 * ```
 */
export function ProfileNavContainer(props: ProfileNavContainerProps): ReactNode {
  const actor = useSessionActor();
  const loggingOut = useSelector(actor, selectLoggingOut);
  return (
    <ProfileNav
      {...props}
      loggingOut={loggingOut}
      onLogout={() => actor.send({ type: 'LOGOUT' })}
    />
  );
}
