export {
  OrderHistory,
  orderHistoryTableFrameVariants,
  orderHistoryVariants,
} from './order-history.js';
export type { OrderHistoryProps } from './order-history.js';
