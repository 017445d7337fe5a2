export { MobileMenu, mobileMenuLinkVariants } from './mobile-menu.js';
export type { MobileMenuProps } from './mobile-menu.js';
