export { PartnerBanner, partnerBannerVariants } from './partner-banner.js';
export type { PartnerBannerProps } from './partner-banner.js';
