import type { OrderProductAttribute, Product } from '@shop/core/contract';
import type { SaleUnit } from '@shop/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { UnitPickerModal } from './unit-picker-modal.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { useEmitted } from '../../lib/use-emitted.js';
import { useOptionalModalStack } from '../../primitives/modal/modal-stack-provider.js';
import {
  sameTotals,
  selectUnitPickerPricing,
  selectUnitPickerProduct,
  selectUnitPickerQuantity,
  selectUnitPickerTotals,
  selectUnitPickerUnitId,
  selectUnitPickerUnits,
  unitPickerMachine,
  unitPickerOptions,
  type UnitPickerMachine,
} from './unit-picker.machine.js';

/** What the manager adds to the cart. */
export interface UnitPickerAddition {
  product: Product;
  unit: SaleUnit;
  quantity: number;
  attributes: OrderProductAttribute[];
}

export interface UnitPickerProps {
  /** The unit-picker machine. Read once, at mount. @default unitPickerMachine */
  machine?: UnitPickerMachine;
  /**
   * Id in the nearest `ModalStackProvider`: the dialog is open while the id is in the stack.
   * @example modalId="manager-unit"
   */
  modalId?: string;
  /** Whether the dialog is open (controlled), when it is not in a modal stack. */
  open?: boolean;
  /** Open at first (uncontrolled), when it is not in a modal stack. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (also after Add). */
  onOpenChange?: (open: boolean) => void;
  /** The product whose "add to cart" the manager pressed; read when the dialog opens. */
  product: Product | null;
  /** Its chosen parameters. @default [] */
  attributes?: readonly OrderProductAttribute[];
  /**
   * The manager's fast-order discount percent (the session's), applied to price_angro.
   * @default 0
   */
  managerDiscount?: number;
  /**
   * Add this to the cart (core `addToCart` with `unitId: unit.id`); the dialog closes itself.
   * @example onAdd={({ product, unit, quantity }) => cart.send({ type: 'ADD', product, unitId: unit.id, quantity })}
   */
  onAdd: (addition: UnitPickerAddition) => void;
  /** Extra classes for the modal box. */
  className?: string;
}

/**
 * The manager's unit dialog, wired: runs the unit-picker machine, sends `OPEN` with the product
 * when the dialog opens and `CLOSE` when it closes, keeps the discount current, and on `add`
 * calls `onAdd` and closes the dialog (SPEC §4 "Manager unit modal").
 *
 * @example
 * <UnitPicker modalId="manager-unit" product={product} managerDiscount={discount}
 *   onAdd={(addition) => addToCart(addition)} />
 */
export function UnitPicker({
  machine = unitPickerMachine,
  modalId,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  product,
  attributes = [],
  managerDiscount = 0,
  onAdd,
  className,
}: UnitPickerProps): ReactNode {
  const actor = useActorRef(machine, {
    input: { pricing: { role: 'manager', managerDiscount } },
  });
  const current = useSelector(actor, selectUnitPickerProduct);
  const units = useSelector(actor, selectUnitPickerUnits);
  const pricing = useSelector(actor, selectUnitPickerPricing);
  const unitId = useSelector(actor, selectUnitPickerUnitId);
  const quantity = useSelector(actor, selectUnitPickerQuantity);
  const totals = useSelector(actor, selectUnitPickerTotals, sameTotals);
  const options = useMemo(
    () => unitPickerOptions({ product: current, units, pricing }),
    [current, units, pricing],
  );

  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const stack = useOptionalModalStack();
  const inStack = stack !== null && modalId !== undefined;
  const isOpen = inStack ? stack.stack.includes(modalId) : open;

  useEffect(() => {
    actor.send({ type: 'SET_PRICING', pricing: { role: 'manager', managerDiscount } });
  }, [actor, managerDiscount]);

  // The product and its parameters are read when the dialog opens (a new choice each time).
  const latest = useRef({ product, attributes });
  useEffect(() => {
    latest.current = { product, attributes };
  });
  const wasOpen = useRef(false);
  useEffect(() => {
    const opened = latest.current.product;
    if (isOpen && !wasOpen.current && opened) {
      actor.send({ type: 'OPEN', product: opened, attributes: latest.current.attributes });
    }
    if (!isOpen && wasOpen.current) actor.send({ type: 'CLOSE' });
    wasOpen.current = isOpen;
  }, [actor, isOpen]);

  useEmitted(actor, (event) => {
    if (event.type === 'add') {
      onAdd({
        product: event.product,
        unit: event.unit,
        quantity: event.quantity,
        attributes: event.attributes,
      });
    } else if (inStack) {
      stack.close(modalId);
    } else {
      setOpen(false);
    }
  });

  return (
    <UnitPickerModal
      modalId={modalId}
      open={open}
      onOpenChange={setOpen}
      product={current}
      options={options}
      unitId={unitId}
      quantity={quantity}
      totals={totals}
      className={className}
      onUnitChange={(next) => actor.send({ type: 'CHOOSE_UNIT', unitId: next })}
      onQuantityChange={(next) => actor.send({ type: 'SET_QUANTITY', quantity: next })}
      onAdd={() => actor.send({ type: 'ADD' })}
    />
  );
}
