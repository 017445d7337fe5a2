export { CheckoutContainer } from './checkout.container.js';
export type { CheckoutContainerProps } from './checkout.container.js';
export {
  checkoutMachine,
  selectAwaitingPayment,
  selectCancellable,
  selectCheckoutErrors,
  selectCheckoutLines,
  selectCheckoutMode,
  selectCheckoutShops,
  selectCheckoutTotals,
  selectCheckoutValues,
  selectCouponView,
  selectDateBounds,
  selectPayMethods,
  selectPlacementProblem,
  selectPlacing,
  selectSectionStates,
} from './checkout.machine.js';
export type {
  CheckoutActorRef,
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutMachine,
  CheckoutMachineInput,
  CheckoutSnapshot,
} from './checkout.machine.js';
export { checkoutAnalyticsItems } from './checkout.rules.js';
export type { CheckoutRuleContext, OrderBodySource } from './checkout.rules.js';
export type {
  AwaitingPayment,
  CheckoutChange,
  CheckoutErrors,
  CheckoutField,
  CheckoutFieldError,
  CheckoutLine,
  CheckoutLineAttribute,
  CheckoutMode,
  CheckoutSection,
  CheckoutShop,
  CheckoutValues,
  CheckPromoCodeInput,
  CouponFailure,
  CouponView,
  PlaceOrderInput,
  SectionState,
} from './checkout.types.js';
export {
  CheckoutPage,
  checkoutCardVariants,
  checkoutCouponMessageVariants,
} from './checkout-page.js';
export type { CheckoutPageProps } from './checkout-page.js';
