export {
  LANGUAGE_SWITCHER_LOCALES,
  LanguageSwitcher,
  languageLinkVariants,
} from './language-switcher.js';
export type { LanguageSwitcherProps } from './language-switcher.js';
export { NAV_LINKS, navLinkCurrent, navLinkItems } from './nav-links.js';
export type { NavExtraLink, NavLink, SiteNavigationProps } from './nav-links.js';
export { TopNav, topNavLinkVariants, topNavVariants } from './top-nav.js';
export type { TopNavProps } from './top-nav.js';
