export {
  CheckoutPage,
  checkoutCardVariants,
  checkoutCouponMessageVariants,
  checkoutErrorText,
} from './checkout-page.js';
export type { CheckoutPageProps } from './checkout-page.js';
