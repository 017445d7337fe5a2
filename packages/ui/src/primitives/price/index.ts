export { Price, priceVariants } from './price.js';
export type { PriceProps } from './price.js';
export { ProductPrice } from './product-price.js';
export type { ProductPriceProps } from './product-price.js';
