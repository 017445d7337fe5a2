export {
  CountIcon,
  Header,
  headerActionVariants,
  headerCount,
  headerLogoVariants,
  headerVariants,
  useHeaderCountLabels,
} from './header.js';
export type { HeaderLogoImage, HeaderProps } from './header.js';
// The header's icons moved to the icons module (@shop/ui/icons); named here still because the
// package root exports them through this folder.
export {
  CartIcon,
  CatalogueIcon,
  ChatIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  GlobeIcon,
  HeartIcon,
  MenuIcon,
} from '../../icons/index.js';
export { HEADER_SCROLL_TOP, headerScroll } from './header-scroll.js';
export type { HeaderScrollState } from './header-scroll.js';
export { useHeaderScroll } from './use-header-scroll.js';
export type { HeaderScrollView } from './use-header-scroll.js';
