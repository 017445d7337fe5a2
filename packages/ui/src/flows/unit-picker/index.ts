export { UnitPicker } from './unit-picker.container.js';
export type { UnitPickerAddition, UnitPickerProps } from './unit-picker.container.js';
export {
  selectUnitPickerCanAdd,
  selectUnitPickerOpen,
  selectUnitPickerPricing,
  selectUnitPickerProduct,
  selectUnitPickerQuantity,
  selectUnitPickerTotals,
  selectUnitPickerUnitId,
  selectUnitPickerUnits,
  unitPickerMachine,
} from './unit-picker.machine.js';
export type {
  UnitPickerActorRef,
  UnitPickerContext,
  UnitPickerEmitted,
  UnitPickerEvent,
  UnitPickerMachine,
  UnitPickerMachineInput,
  UnitPickerOption,
  UnitPickerSnapshot,
  UnitPickerTotals,
} from './unit-picker.machine.js';
export { UnitPickerModal, unitPickerModalVariants } from './unit-picker-modal.js';
export type {
  UnitPickerModalOption,
  UnitPickerModalProps,
  UnitPickerModalTotals,
} from './unit-picker-modal.js';
