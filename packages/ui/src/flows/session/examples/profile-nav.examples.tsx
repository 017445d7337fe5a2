import type { ReactNode } from 'react';
import { ProfileNav, type ProfileNavProps } from '../profile-nav.js';

/** The visible states of the profile navigation, each a story and a test. */
export const PROFILE_NAV_STATES = [
  'orders',
  'orderDetail',
  'personalData',
  'newsletter',
  'loggingOut',
] as const;
export type ProfileNavState = (typeof PROFILE_NAV_STATES)[number];

/** The navigation's props for a state (callbacks apart). */
export function profileNavStateProps(state: ProfileNavState): ProfileNavProps {
  switch (state) {
    case 'orders':
      return { currentPath: '/pages/profile' };
    case 'orderDetail':
      return { currentPath: '/pages/profile/1042' };
    case 'personalData':
      return { currentPath: '/pages/profile-data' };
    case 'newsletter':
      return { currentPath: '/pages/profile-newsletter' };
    case 'loggingOut':
      return { currentPath: '/pages/profile-security', loggingOut: true };
  }
}

const noop = () => undefined;

export type ProfileNavExampleProps = { state: ProfileNavState } & Partial<ProfileNavProps>;

/** The navigation in a state, at the top of the profile page's column; never a turning spinner. */
export function ProfileNavExample({ state, ...props }: ProfileNavExampleProps): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:px-3 shop:py-4 shop:bp768:px-6">
      <ProfileNav onLogout={noop} animated={false} {...profileNavStateProps(state)} {...props} />
    </div>
  );
}
