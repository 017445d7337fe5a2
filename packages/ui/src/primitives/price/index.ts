export { Price, priceVariants } from './price.js';
export type { PriceProps } from './price.js';
