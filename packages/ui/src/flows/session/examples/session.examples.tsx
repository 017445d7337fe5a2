import type { ProfileData } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { Header } from '../../../components/header/index.js';
import { SAMPLE_LOGO } from '../../../components/header/examples/header.examples.js';
import { LinkProvider, type RenderLink } from '../../../lib/link.js';
import { AccountButtonContainer } from '../account-button.container.js';
import { ProfileNavContainer } from '../profile-nav.container.js';
import {
  sessionMachine,
  type AdoptGuestListsInput,
  type AdoptGuestListsOutput,
  type SessionCheck,
  type SocialSignInInput,
  type SocialSignInOutput,
} from '../session.machine.js';
import { SessionProvider, useSession, type SessionProviderProps } from '../session.provider.js';
import { SAMPLE_PROFILES } from './session.samples.js';

const noop = () => undefined;

/** A promise that never settles (a call that is still running). */
const forever = () => new Promise<never>(noop);

/**
 * The session machine as the storefront provides it, with fake actors: the check finds no token,
 * no visitor's lists are kept, the wholesale data is the signed-in profile, a provider's token
 * signs `socialProfile` in, the logout call answers after `logoutMs` (never when `null`). The
 * log is silent.
 */
export function demoSessionMachine({
  logoutMs = 0,
  logout,
  socialProfile = SAMPLE_PROFILES.customer,
}: {
  logoutMs?: number | null;
  /** The logout call itself, for a test that decides when it answers (`logoutMs` is then unused). */
  logout?: () => Promise<void>;
  socialProfile?: ProfileData;
} = {}) {
  return sessionMachine.provide({
    actors: {
      checkSession: fromPromise<SessionCheck>(async () => ({ status: 'anonymous' })),
      adoptGuestLists: fromPromise<AdoptGuestListsOutput, AdoptGuestListsInput>(async () => ({
        adopted: false,
      })),
      loadWholesaleData: fromPromise<ProfileData, AdoptGuestListsInput>(
        async ({ input }) => input.profile,
      ),
      socialSignIn: fromPromise<SocialSignInOutput | null, SocialSignInInput>(async () => ({
        profile: socialProfile,
        returnTo: null,
      })),
      logout: fromPromise<void>(() =>
        logout
          ? logout()
          : logoutMs === null
            ? forever()
            : new Promise<void>((resolve) => {
                setTimeout(resolve, logoutMs);
              }),
      ),
    },
    actions: { logError: noop },
  });
}

/** The demo machine whose logout answers at once. */
export const DEMO_SESSION_MACHINE = demoSessionMachine();

/** Links that do not leave the page: stories and tests stay where they are on a click. */
export const stayingLink: RenderLink = ({ children, href, onClick, ...props }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);

/** The header with the wired account control; a sign-in signs `profile` in at once. */
function DemoShell({ profile, currentPath }: { profile: ProfileData; currentPath: string }) {
  const session = useSession();
  return (
    <>
      <Header
        logo={SAMPLE_LOGO}
        account={<AccountButtonContainer onSignIn={() => session.signIn(profile)} />}
        favouritesCount={2}
        cartCount={1}
      />
      {session.profile ? (
        <div className="shop:mx-auto shop:max-w-[1280px] shop:px-3 shop:py-4 shop:bp768:px-6">
          <ProfileNavContainer currentPath={currentPath} animated={false} />
        </div>
      ) : null}
    </>
  );
}

export interface SessionExampleProps extends Omit<SessionProviderProps, 'children'> {
  /**
   * Who signs in when 'Intră în cont' is pressed (the sign-in modal, done at once).
   * @default SAMPLE_PROFILES.customer
   */
  profile?: ProfileData;
  /** The page the profile navigation is on. @default '/pages/profile' */
  currentPath?: string;
}

/**
 * The session wired as the storefront wires it: a SessionProvider, the header's account control
 * and, once signed in, the profile navigation with its logout.
 */
export function SessionExample({
  profile = SAMPLE_PROFILES.customer,
  currentPath = '/pages/profile',
  machine = DEMO_SESSION_MACHINE,
  ...props
}: SessionExampleProps): ReactNode {
  return (
    <LinkProvider renderLink={stayingLink}>
      <SessionProvider machine={machine} {...props}>
        <DemoShell profile={profile} currentPath={currentPath} />
      </SessionProvider>
    </LinkProvider>
  );
}
