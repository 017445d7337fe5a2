export { AccountButtonContainer } from './account-button.container.js';
export type { AccountButtonContainerProps } from './account-button.container.js';
export { ProfileNavContainer } from './profile-nav.container.js';
export type { ProfileNavContainerProps } from './profile-nav.container.js';
export {
  selectBusy as selectSessionBusy,
  selectIsDealerOnly as selectSessionIsDealerOnly,
  selectIsManager as selectSessionIsManager,
  selectLoggingOut as selectSessionLoggingOut,
  selectPricing as selectSessionPricing,
  selectProfile as selectSessionProfile,
  selectRoles as selectSessionRoles,
  selectStatus as selectSessionStatus,
  sessionMachine,
} from './session.machine.js';
export type {
  AdoptGuestListsInput,
  AdoptGuestListsOutput,
  SessionActorRef,
  SessionCheck,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionMachine,
  SessionMachineInput,
  SessionSnapshot,
  SessionStatus,
  SessionStorageKey,
  SocialSignInInput,
  SocialSignInOutput,
} from './session.machine.js';
export { SessionProvider, useSession, useSessionActor } from './session.provider.js';
export type { SessionHandlers, SessionProviderProps, SessionView } from './session.provider.js';
export {
  ProfileNav,
  profileNavLogoutVariants,
  profileNavTabVariants,
  profileNavVariants,
  profileNavTabsVariants,
} from './profile-nav.js';
export type { ProfileNavProps, ProfileTab } from './profile-nav.js';
