import type { ProfileData } from '@shop/core/contract';
import type { PricingContext, Roles } from '@shop/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useEmitted } from '../../lib/use-emitted.js';
import {
  samePricing,
  selectLoggingOut,
  selectPricing,
  selectProfile,
  selectRoles,
  selectStatus,
  sessionMachine,
  type SessionActorRef,
  type SessionCheck,
  type SessionMachine,
  type SessionStatus,
  type SessionStorageKey,
} from './session.machine.js';

const SessionActorContext = createContext<SessionActorRef | null>(null);

/** What the storefront does when the session machine asks (its emitted events). */
export interface SessionHandlers {
  /** Remove the `token` cookie and reload the page (an invalid token). */
  onReloadRequested?: () => void;
  /** Remove these keys from browser storage (a reset). */
  onSessionStorageCleared?: (keys: SessionStorageKey[]) => void;
  /**
   * Signed in and the guest lists adopted: close the modals, load the account's favourites
   * (`USE_ACCOUNT`), cart and wholesale data.
   */
  onSignedIn?: (profile: ProfileData) => void;
  /** Signed out: clear the token cookie, the cart and the favourites (`USE_VISITOR` with []). */
  onSignedOut?: () => void;
  /** Go to the home page (after a login or a logout). */
  onNavigateHome?: () => void;
  /**
   * Go back to the page a provider's sign-in was started from, instead of home: the path
   * `socialSignIn` answered, which core's `isSafeRedirect` must already have accepted.
   */
  onNavigateBack?: (path: string) => void;
  /** Merging the visitor's lists into the account failed (the sign-in stands). */
  onGuestListsFailed?: (error: unknown) => void;
  /**
   * A page opened signed in moved a visitor's stored lists into the account: load its
   * favourites (`USE_ACCOUNT`) and cart again.
   */
  onListsAdopted?: () => void;
  /** A provider's sign-in was refused: say so (SPEC §8: an alert). */
  onSocialSignInFailed?: (error: unknown) => void;
}

export interface SessionProviderProps extends SessionHandlers {
  /**
   * The session machine with the storefront's actors (`checkSession`, `adoptGuestLists`,
   * `loadWholesaleData`, `socialSignIn`, `logout`) and optionally its `logError`. Read once, at
   * mount.
   * @default sessionMachine (its actors fail with "not provided")
   * @example machine={sessionMachine.provide({ actors: { checkSession, adoptGuestLists, logout } })}
   */
  machine?: SessionMachine;
  /**
   * The server's check of the token cookie, made while rendering the page; read at mount.
   * @default undefined (the machine checks through `checkSession`)
   * @example initial={{ status: 'authenticated', profile }}
   */
  initial?: SessionCheck;
  children?: ReactNode;
}

/**
 * Runs the one session actor of the page and gives it to everything below (the header's account
 * control, the profile navigation, prices by role). The handlers hear the machine's emitted
 * events, including those of its very start (a reset, a reload), because they are subscribed
 * before the actor starts.
 *
 * @example
 * <SessionProvider machine={storefrontSessionMachine} initial={loaderData.session}
 *   onSignedIn={() => favourites.send({ type: 'USE_ACCOUNT' })} onNavigateHome={() => navigate('/')}
 *   onReloadRequested={() => { removeTokenCookie(); location.reload(); }}>
 *   <SiteShell />
 * </SessionProvider>
 */
export function SessionProvider({
  machine = sessionMachine,
  initial,
  children,
  ...handlers
}: SessionProviderProps): ReactNode {
  const actor = useActorRef(machine, { input: { initial } });
  useEmitted(actor, (event) => {
    switch (event.type) {
      case 'reloadRequested':
        handlers.onReloadRequested?.();
        break;
      case 'sessionStorageCleared':
        handlers.onSessionStorageCleared?.(event.keys);
        break;
      case 'signedIn':
        handlers.onSignedIn?.(event.profile);
        break;
      case 'signedOut':
        handlers.onSignedOut?.();
        break;
      case 'navigateHome':
        handlers.onNavigateHome?.();
        break;
      case 'navigateBack':
        handlers.onNavigateBack?.(event.path);
        break;
      case 'guestListsFailed':
        handlers.onGuestListsFailed?.(event.error);
        break;
      case 'listsAdopted':
        handlers.onListsAdopted?.();
        break;
      case 'socialSignInFailed':
        handlers.onSocialSignInFailed?.(event.error);
        break;
    }
  });
  return <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>;
}

/** The page's session actor (inside a SessionProvider): send it SIGNED_IN, LOGOUT, … */
export function useSessionActor(): SessionActorRef {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor: no SessionProvider above this component');
  return actor;
}

/** What a component reads of the session, and what it can ask of it. */
export interface SessionView {
  status: SessionStatus;
  /** The signed-in account (kept while logging out), or null. */
  profile: ProfileData | null;
  roles: Roles;
  /** Who buys, for prices (same object while it prices alike). */
  pricing: PricingContext;
  loggingOut: boolean;
  /** A login, registration or social login succeeded. */
  signIn: (profile: ProfileData) => void;
  /** A provider sent the shopper back with a token in the address's hash: sign in with it. */
  signInWithProvider: (answer: { accessToken: string; state: string }) => void;
  logout: () => void;
  /** The profile changed (the profile form saved). */
  updateProfile: (profile: ProfileData) => void;
}

/**
 * The session, read through narrow selectors (a component re-renders only when what it reads
 * changes).
 *
 * @example const { profile, pricing, logout } = useSession();
 */
export function useSession(): SessionView {
  const actor = useSessionActor();
  const status = useSelector(actor, selectStatus);
  const profile = useSelector(actor, selectProfile);
  const roles = useSelector(actor, selectRoles);
  const pricing = useSelector(actor, selectPricing, samePricing);
  const loggingOut = useSelector(actor, selectLoggingOut);
  const commands = useMemo(
    () => ({
      signIn: (next: ProfileData) => actor.send({ type: 'SIGNED_IN', profile: next }),
      signInWithProvider: (answer: { accessToken: string; state: string }) =>
        actor.send({ type: 'SOCIAL_RETURNED', ...answer }),
      logout: () => actor.send({ type: 'LOGOUT' }),
      updateProfile: (next: ProfileData) => actor.send({ type: 'PROFILE_UPDATED', profile: next }),
    }),
    [actor],
  );
  return { status, profile, roles, pricing, loggingOut, ...commands };
}
