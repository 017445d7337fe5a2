export {
  OrderProgress,
  orderProgressMarkerVariants,
  orderProgressVariants,
} from './order-progress.js';
export type { OrderProgressProps } from './order-progress.js';
