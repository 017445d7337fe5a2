export { ProductCard, productCardVariants } from './product-card.js';
export type { ProductCardPrice, ProductCardPricing, ProductCardProps } from './product-card.js';
