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
export {
  orderCompany,
  orderContactName,
  orderLineView,
  orderPlace,
  orderResultTotals,
} from './order-result.rules.js';
export type { OrderLineView, OrderPlace, OrderResultTotals } from './order-result.rules.js';
