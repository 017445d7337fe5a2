export { DealersPage, dealersBenefitsVariants } from './dealers-page.js';
export type { DealersPageProps } from './dealers-page.js';
