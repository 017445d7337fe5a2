export {
  OrderNotFound,
  OrderResult,
  orderResultCardVariants,
  orderResultIconVariants,
  OrderResultSkeleton,
  orderResultVariants,
} from './order-result.js';
export type {
  OrderNotFoundProps,
  OrderResultProps,
  OrderResultSkeletonProps,
} from './order-result.js';
