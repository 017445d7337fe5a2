export {
  LogoutIcon,
  PROFILE_TABS,
  ProfileNav,
  profileNavLogoutVariants,
  profileNavTabVariants,
  profileNavVariants,
} from './profile-nav.js';
export type { ProfileNavProps, ProfileTab } from './profile-nav.js';
