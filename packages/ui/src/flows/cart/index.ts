export { CartPanelContainer } from './cart-panel.container.js';
export type { CartPanelContainerProps } from './cart-panel.container.js';
export {
  cartMachine,
  selectBusy as selectCartBusy,
  selectCount as selectCartCount,
  selectEntries as selectCartEntries,
  selectKnown as selectCartKnown,
  selectLoading as selectCartLoading,
  selectMode as selectCartMode,
  selectOpen as selectCartOpen,
  selectPending as selectCartPending,
  selectPricing as selectCartPricing,
  selectRows as selectCartRows,
  selectTotals as selectCartTotals,
} from './cart.machine.js';
export type {
  CartActorRef,
  CartAddition,
  CartAddRequest,
  CartContext,
  CartEmitted,
  CartEvent,
  CartMachine,
  CartMachineInput,
  CartMode,
  CartProductsInput,
  CartRemoveInput,
  CartSnapshot,
  CartStart,
  CartSummary,
} from './cart.machine.js';
export { CartProvider, useCart, useCartActor, useCartCount, useCartOpen } from './cart.provider.js';
export type { CartHandlers, CartProviderProps, CartView } from './cart.provider.js';
export type { CartEntry, CartProducts, CartRow } from './cart.rules.js';
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
