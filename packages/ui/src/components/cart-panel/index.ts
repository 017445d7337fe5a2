export {
  CartPanel,
  CartPanelFreeDelivery,
  CartPanelItem,
  cartPanelItemVariants,
  cartPanelProgressVariants,
  CartPanelTotal,
} from './cart-panel.js';
export type {
  CartPanelFreeDeliveryProps,
  CartPanelItemProps,
  CartPanelLine,
  CartPanelProps,
  CartPanelTotalProps,
} from './cart-panel.js';
