export { AccountButtonContainer, accountSummary } from './account-button.container.js';
export type { AccountButtonContainerProps } from './account-button.container.js';
export { ProfileNavContainer } from './profile-nav.container.js';
export type { ProfileNavContainerProps } from './profile-nav.container.js';
export {
  samePricing,
  selectBusy,
  selectIsDealerOnly,
  selectIsManager,
  selectLoggingOut,
  selectPricing,
  selectProfile,
  selectRoles,
  selectStatus,
  sessionKeysToClear,
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
} from './session.machine.js';
export { SessionProvider, useSession, useSessionActor } from './session.provider.js';
export type { SessionHandlers, SessionProviderProps, SessionView } from './session.provider.js';
export {
  LogoutIcon,
  PROFILE_TABS,
  ProfileNav,
  profileNavLogoutVariants,
  profileNavTabVariants,
  profileNavVariants,
} from './profile-nav.js';
export type { ProfileNavProps, ProfileTab } from './profile-nav.js';
