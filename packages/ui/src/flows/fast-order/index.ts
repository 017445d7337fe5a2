export { FastOrderPageContainer } from './fast-order-page.container.js';
export type { FastOrderPageContainerProps } from './fast-order-page.container.js';
export {
  fastOrderMachine,
  selectFastOrderBusy,
  selectFastOrderDiscount,
  selectFastOrderErrors,
  selectFastOrderFailure,
  selectFastOrderLines,
  selectFastOrderValues,
} from './fast-order.machine.js';
export type {
  FastOrderActorRef,
  FastOrderContext,
  FastOrderEmitted,
  FastOrderErrors,
  FastOrderEvent,
  FastOrderField,
  FastOrderLine,
  FastOrderMachine,
  FastOrderMachineInput,
  FastOrderRow,
  FastOrderSnapshot,
  FastOrderSummary,
  FastOrderUnit,
  FastOrderValues,
} from './fast-order.machine.js';
export { FastOrderPage, fastOrderPageVariants } from './fast-order-page.js';
export type { FastOrderPageField, FastOrderPageProps } from './fast-order-page.js';
