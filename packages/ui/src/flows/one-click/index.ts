export type { FastOrderAttempt } from './fast-order-body.js';
export { OneClick } from './one-click.container.js';
export type { OneClickProps } from './one-click.container.js';
export {
  oneClickMachine,
  selectOneClickAttributes,
  selectOneClickBusy,
  selectOneClickErrors,
  selectOneClickFailure,
  selectOneClickPriceView,
  selectOneClickProduct,
  selectOneClickQuantity,
  selectOneClickStock,
  selectOneClickTotal,
  selectOneClickUnitPrice,
  selectOneClickValues,
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
export { OneClickModal, oneClickModalVariants } from './one-click-modal.js';
export type { OneClickModalField, OneClickModalProps } from './one-click-modal.js';
