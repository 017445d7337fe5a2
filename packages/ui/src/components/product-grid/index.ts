export { ProductCardSkeleton, ProductGrid, productGridVariants } from './product-grid.js';
export type { ProductGridProps } from './product-grid.js';
