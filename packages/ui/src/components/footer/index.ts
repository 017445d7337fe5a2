export {
  defaultCompanyLinks,
  Footer,
  footerPropsFromSettings,
  footerVariants,
  phoneHref,
} from './footer.js';
export type { FooterLink, FooterProps, FooterSectionId } from './footer.js';
export {
  DEFAULT_PAYMENT_METHODS,
  MastercardMark,
  PAYMENT_MARKS,
  VisaMark,
} from './payment-marks.js';
export { SOCIAL_NETWORKS, socialNetwork } from './social-icons.js';
