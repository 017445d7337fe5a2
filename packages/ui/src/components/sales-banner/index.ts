export { SalesBanner, salesBannerActionVariants, salesBannerVariants } from './sales-banner.js';
export type { SalesBannerProps } from './sales-banner.js';
