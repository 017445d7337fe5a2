export { DemoBanner, demoBannerVariants } from './demo-banner.js';
export type { DemoBannerProps } from './demo-banner.js';
