import { OrderingError, type OrderingErrorProps } from '../ordering-error.js';

/** The shop's phone as the site settings give it. */
export const SHOP_PHONE = '+373 22 123 456';

/** The order failure page with the shop's phone for help. */
export function OrderingErrorExample(props: Partial<OrderingErrorProps>) {
  return <OrderingError phone={SHOP_PHONE} {...props} />;
}

/** Without a phone (the settings have none). */
export function OrderingErrorWithoutPhoneExample(props: Partial<OrderingErrorProps>) {
  return <OrderingError {...props} />;
}
