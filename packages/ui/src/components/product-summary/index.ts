export {
  ProductSummary,
  productFavouriteVariants,
  productSummaryVariants,
} from './product-summary.js';
export type {
  ParameterSelection,
  ProductSummaryProduct,
  ProductSummaryProps,
} from './product-summary.js';
