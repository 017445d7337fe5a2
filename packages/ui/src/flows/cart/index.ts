export { CartPanelContainer } from './cart-panel.container.js';
export type { CartPanelContainerProps } from './cart-panel.container.js';
export {
  cartMachine,
  selectBusy,
  selectCount,
  selectEntries,
  selectKnown,
  selectLoading,
  selectMode,
  selectOpen,
  selectPending,
  selectPricing,
  selectRows,
  selectTotals,
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
export {
  CART_FAILED_TOAST_ID,
  CART_REMOVED_TOAST_ID,
  CartProvider,
  useCart,
  useCartActor,
  useCartCount,
  useCartOpen,
} from './cart.provider.js';
export type { CartHandlers, CartProviderProps, CartView } from './cart.provider.js';
export {
  attributeTitlesOf,
  cartRows,
  entriesFromItems,
  entriesFromLines,
  itemsOf,
  lineStock,
  mergeServerLines,
  nextUpdate,
  orderLinesOf,
  reconcile,
} from './cart.rules.js';
export type { CartEntry, CartProducts, CartRow, OrderableLine, OrderLine } from './cart.rules.js';
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
