export { partnerLogoVariants, Partners, partnersVariants } from './partners.js';
export type { PartnersProps } from './partners.js';
