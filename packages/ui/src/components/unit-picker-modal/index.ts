export { UnitPickerModal, unitLabel, unitPickerModalVariants } from './unit-picker-modal.js';
export type {
  UnitPickerModalOption,
  UnitPickerModalProps,
  UnitPickerModalTotals,
} from './unit-picker-modal.js';
