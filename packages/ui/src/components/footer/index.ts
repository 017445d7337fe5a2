export { Footer, footerPropsFromSettings, footerVariants } from './footer.js';
export type { FooterLink, FooterProps, FooterSectionId } from './footer.js';
