export { HomeFeatures, homeFeatureVariants, homeFeaturesVariants } from './home-features.js';
export type { HomeFeaturesProps } from './home-features.js';
