export { LanguageSwitcher, languageLinkVariants } from './language-switcher.js';
export type { LanguageSwitcherProps } from './language-switcher.js';
export type { SiteNavigationProps } from './nav-links.js';
export { TopNav, topNavLinkVariants, topNavVariants } from './top-nav.js';
export type { TopNavProps } from './top-nav.js';
