export {
  MobileBottomBar,
  mobileBottomBarItemVariants,
  mobileBottomBarVariants,
} from './mobile-bottom-bar.js';
export type { MobileBottomBarProps } from './mobile-bottom-bar.js';
