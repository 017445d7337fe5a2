export { FastOrderPage, fastOrderPageVariants } from './fast-order-page.js';
export type { FastOrderPageField, FastOrderPageProps } from './fast-order-page.js';
