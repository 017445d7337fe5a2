export { Header, headerActionVariants, headerLogoVariants, headerVariants } from './header.js';
export type { HeaderLogoImage, HeaderProps } from './header.js';
export { useHeaderScroll } from './use-header-scroll.js';
export type { HeaderScrollView } from './use-header-scroll.js';
