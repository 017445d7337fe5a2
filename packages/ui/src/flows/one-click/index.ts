export {
  fastOrderBody,
  isRetryable,
  linesTotal,
  newIdempotencyKey,
  nextAttempt,
  orderFailure,
  placeFastOrderActor,
  priceLine,
} from './fast-order-body.js';
export type {
  FastOrderAttempt,
  FastOrderLineInput,
  FastOrderMeta,
  PricedLine,
} from './fast-order-body.js';
export { OneClick } from './one-click.container.js';
export type { OneClickProps } from './one-click.container.js';
export {
  oneClickLine,
  oneClickMachine,
  oneClickRequest,
  oneClickStock,
  selectOneClickAttributes,
  selectOneClickBusy,
  selectOneClickErrors,
  selectOneClickFailure,
  selectOneClickProduct,
  selectOneClickQuantity,
  selectOneClickStock,
  selectOneClickTotal,
  selectOneClickUnitPrice,
  selectOneClickValues,
  validateOneClick,
} from './one-click.machine.js';
export type {
  OneClickActorRef,
  OneClickContext,
  OneClickEmitted,
  OneClickErrors,
  OneClickEvent,
  OneClickField,
  OneClickMachine,
  OneClickMachineInput,
  OneClickSnapshot,
  OneClickValues,
} from './one-click.machine.js';
export {
  OneClickModal,
  oneClickFailureClassName,
  oneClickModalVariants,
} from './one-click-modal.js';
export type { OneClickModalField, OneClickModalProps } from './one-click-modal.js';
