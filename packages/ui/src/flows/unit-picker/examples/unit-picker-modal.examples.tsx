import type { Product } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { UNIT_BOX_ONLY, UNIT_BULK, UNIT_HINGE, UNIT_NONE } from './unit-picker.samples.js';
import {
  openedFor,
  unitPickerOptions,
  unitPickerTotals,
  type UnitPickerContext,
} from '../unit-picker.machine.js';
import { UnitPickerModal, type UnitPickerModalProps } from '../unit-picker-modal.js';

/** The visible states of the manager's unit dialog, each a story and a test. */
export const UNIT_PICKER_MODAL_STATES = [
  'pieces',
  'box',
  'boxOnly',
  'cap',
  'overStock',
  'discount',
  'none',
] as const;
export type UnitPickerModalState = (typeof UNIT_PICKER_MODAL_STATES)[number];

type ViewData = Omit<UnitPickerModalProps, 'onUnitChange' | 'onQuantityChange' | 'onAdd'>;

/** The view's props for a dialog state, from core's rules (as the machine gives them). */
export function unitPickerViewData(
  product: Product,
  change: Partial<Pick<UnitPickerContext, 'unitId' | 'quantity'>> = {},
  managerDiscount = 0,
): ViewData {
  const context: UnitPickerContext = {
    ...openedFor(product),
    attributes: [],
    pricing: { role: 'manager', managerDiscount },
    ...change,
  };
  return {
    open: true,
    product,
    options: unitPickerOptions(context),
    unitId: context.unitId,
    quantity: context.quantity,
    totals: unitPickerTotals(context),
  };
}

/** The view's props for a state (callbacks apart). */
export function unitPickerModalStateProps(state: UnitPickerModalState): ViewData {
  switch (state) {
    case 'pieces':
      // Opened: the piece chosen, the usual quantity of 4.
      return unitPickerViewData(UNIT_HINGE);
    case 'box':
      // The box chosen: the quantity went back to 1 (SPEC §4).
      return unitPickerViewData(UNIT_HINGE, { unitId: 31, quantity: 1 });
    case 'boxOnly':
      return unitPickerViewData(UNIT_BOX_ONLY);
    case 'cap':
      return unitPickerViewData(UNIT_BULK);
    case 'overStock':
      // 100 boxes of 12 = 1 200 pieces; 480 in stock.
      return unitPickerViewData(UNIT_HINGE, { unitId: 31, quantity: 100 });
    case 'discount':
      return unitPickerViewData(UNIT_HINGE, { unitId: 30, quantity: 2 }, 10);
    case 'none':
      return unitPickerViewData(UNIT_NONE);
  }
}

const noop = () => undefined;

export type UnitPickerModalExampleProps = {
  state: UnitPickerModalState;
} & Partial<UnitPickerModalProps>;

/** The dialog in a state; callbacks do nothing unless given. */
export function UnitPickerModalExample({
  state,
  ...props
}: UnitPickerModalExampleProps): ReactNode {
  return (
    <UnitPickerModal
      onUnitChange={noop}
      onQuantityChange={noop}
      onAdd={noop}
      {...unitPickerModalStateProps(state)}
      {...props}
    />
  );
}
