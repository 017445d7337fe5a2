export {
  defaultCompanyLinks,
  Footer,
  footerPropsFromSettings,
  footerVariants,
  phoneHref,
} from './footer.js';
export type { FooterLink, FooterProps, FooterSectionId } from './footer.js';
export { DEFAULT_PAYMENT_METHODS, PAYMENT_MARKS } from './payment-marks.js';
// The payment marks moved to the icons module; named here still because the package root exports
// them through this folder.
export { MastercardMark, VisaMark } from '../../icons/index.js';
export { SOCIAL_NETWORKS, socialNetwork } from './social-networks.js';
