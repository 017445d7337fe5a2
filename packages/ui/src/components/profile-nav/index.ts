export {
  PROFILE_TABS,
  ProfileNav,
  profileNavLogoutVariants,
  profileNavTabVariants,
  profileNavVariants,
} from './profile-nav.js';
// The logout icon moved to the icons module; named here still because the package root exports
// it through this folder.
export { LogoutIcon } from '../../icons/index.js';
export type { ProfileNavProps, ProfileTab } from './profile-nav.js';
