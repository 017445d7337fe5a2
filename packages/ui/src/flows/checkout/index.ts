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
  PickupShopsInput,
  PlaceOrderInput,
  SectionState,
} from './checkout.types.js';
export { Checkout, CheckoutPage } from './checkout-page.js';
export type { CheckoutFieldsProps, CheckoutPageProps } from './checkout-page.types.js';
export { checkoutCardVariants, checkoutCouponMessageVariants } from './checkout-view.shared.js';
export { CheckoutAwaitingPayment } from './checkout-awaiting-payment.js';
export type { CheckoutAwaitingPaymentProps } from './checkout-awaiting-payment.js';
export { CheckoutComment } from './checkout-comment.js';
export type { CheckoutCommentProps } from './checkout-comment.js';
export { CheckoutContacts } from './checkout-contacts.js';
export type { CheckoutContactsProps } from './checkout-contacts.js';
export { CheckoutCoupon } from './checkout-coupon.js';
export type { CheckoutCouponProps } from './checkout-coupon.js';
export { CheckoutDelivery } from './checkout-delivery.js';
export type { CheckoutDeliveryProps } from './checkout-delivery.js';
export { CheckoutPayment } from './checkout-payment.js';
export type { CheckoutPaymentProps } from './checkout-payment.js';
export { CheckoutRoot } from './checkout-root.js';
export type { CheckoutRootProps } from './checkout-root.js';
export { CheckoutSectionForm } from './checkout-section-form.js';
export type { CheckoutSectionFormProps } from './checkout-section-form.js';
export { CheckoutSectionSummary } from './checkout-section-summary.js';
export type { CheckoutSectionSummaryProps } from './checkout-section-summary.js';
export { CheckoutSections } from './checkout-sections.js';
export type { CheckoutSectionsProps } from './checkout-sections.js';
export { CheckoutSignInBanner } from './checkout-sign-in-banner.js';
export type { CheckoutSignInBannerProps } from './checkout-sign-in-banner.js';
export { CheckoutSummary } from './checkout-summary.js';
export type { CheckoutSummaryProps } from './checkout-summary.js';
