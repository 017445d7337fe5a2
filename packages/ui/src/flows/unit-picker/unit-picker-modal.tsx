import type { Product } from '@shop/core/contract';
import { MANAGER_QUANTITY_CAP, type Bani, type SaleUnit } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import type { FormEvent, ReactNode } from 'react';
import { useT, type Translator } from '../../i18n/index.js';
import { Button } from '../../primitives/button/index.js';
import { Counter } from '../../primitives/counter/index.js';
import { Modal } from '../../primitives/modal/index.js';
import { RadioGroup } from '../../primitives/radio-group/index.js';

/** The dialog's body: the product, the unit radios, the counter, the totals and the button. */
export const unitPickerModalVariants = cva('shop:flex shop:flex-col shop:gap-4');

/** An offered unit and the manager's price of one of it, in bani. */
export interface UnitPickerModalOption {
  unit: SaleUnit;
  unitPrice: Bani;
}

/** The figures of the chosen unit and quantity. */
export interface UnitPickerModalTotals {
  /** One unit, in bani. */
  unitPrice: Bani;
  /** The line, in bani. */
  total: Bani;
  /** Pieces the line holds (core `piecesOf`). */
  pieces: number;
  /** The wholesale stock, in pieces: more pieces than this shows a warning. */
  stock: number;
}

export interface UnitPickerModalProps {
  /** Id in the nearest `ModalStackProvider`. */
  modalId?: string;
  /** Whether the dialog is open (without a stack id). */
  open?: boolean;
  /** Open at first render (uncontrolled, without a stack id). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void;
  /** The product added; null draws the dialog without it. */
  product: Product | null;
  /** The units offered (core `offeredUnits`), with their prices; none says it cannot be sold. */
  options: readonly UnitPickerModalOption[];
  /** The chosen unit's id. */
  unitId: number | null;
  /** 1..100 (core `clampManagerQuantity`). */
  quantity: number;
  /** The figures of the choice; null without a unit. */
  totals: UnitPickerModalTotals | null;
  /** A unit was chosen. */
  onUnitChange: (unitId: number) => void;
  /** The counter changed (within 1..100). */
  onQuantityChange: (quantity: number) => void;
  /** The Add button (or Enter in the form); not called without a unit. */
  onAdd: () => void;
  /** Extra classes for the modal box. */
  className?: string;
}

/** 'Cutie (12 buc.)'; a unit of one piece is just its name. */
export function unitLabel(translator: Translator, unit: SaleUnit): string {
  return unit.coef > 1
    ? translator.t('unitPicker.unitLabel', { name: unit.name, coef: unit.coef })
    : unit.name;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="shop:flex shop:items-baseline shop:justify-between shop:gap-3">
      <dt className="shop:text-muted">{label}</dt>
      <dd className="shop:font-medium shop:tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The manager's unit dialog, drawn from props alone (SPEC §4 "Manager unit modal", §5): the
 * product, the units offered as radios ('Cutie (12 buc.)' with the price of one), a counter up to
 * 100, the unit price, the pieces and the line total, and "Add to cart". Choosing a unit and
 * the counter are reported; the machine applies the rules (another unit resets the quantity).
 *
 * @example
 * <UnitPickerModal open product={product} options={options} unitId={31} quantity={2}
 *   totals={totals} onUnitChange={…} onQuantityChange={…} onAdd={…} />
 */
export function UnitPickerModal({
  modalId,
  open,
  defaultOpen,
  onOpenChange,
  product,
  options,
  unitId,
  quantity,
  totals,
  onUnitChange,
  onQuantityChange,
  onAdd,
  className,
}: UnitPickerModalProps): ReactNode {
  const translator = useT();
  const { t, money } = translator;
  const canAdd = product !== null && totals !== null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canAdd) onAdd();
  };
  return (
    <Modal
      id={modalId}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      title={t('unitPicker.title')}
      description={product?.name}
      size="sm"
      className={className}
    >
      <form
        noValidate
        data-slot="unit-picker"
        className={unitPickerModalVariants()}
        onSubmit={submit}
      >
        {product?.image ? (
          <img
            src={product.image}
            alt=""
            width={96}
            height={96}
            className="shop:size-24 shop:self-center shop:rounded-md shop:border shop:border-black/10 shop:object-contain"
          />
        ) : null}
        {options.length === 0 ? (
          <p
            role="status"
            className="shop:rounded-md shop:border shop:border-warning-line shop:bg-warning-surface shop:px-3 shop:py-2 shop:text-sm shop:text-warning"
          >
            {t('unitPicker.none')}
          </p>
        ) : (
          <>
            <RadioGroup
              label={t('unitPicker.units')}
              variant="card"
              options={options.map((option) => ({
                value: String(option.unit.id),
                label: unitLabel(translator, option.unit),
                description: money(option.unitPrice),
              }))}
              value={unitId === null ? null : String(unitId)}
              onValueChange={(value) => onUnitChange(Number(value))}
            />
            <Counter
              className="shop:self-start"
              value={quantity}
              stock={MANAGER_QUANTITY_CAP}
              onValueChange={onQuantityChange}
            />
          </>
        )}
        {totals ? (
          <div
            data-slot="unit-picker-totals"
            className="shop:flex shop:flex-col shop:gap-1.5 shop:text-sm"
          >
            <dl>
              <Row label={t('unitPicker.unitPrice')}>{money(totals.unitPrice)}</Row>
            </dl>
            <p className="shop:text-muted">{t('unitPicker.pieces', { count: totals.pieces })}</p>
            {totals.pieces > totals.stock ? (
              <p className="shop:text-warning">
                {t('unitPicker.overStock', { count: totals.stock })}
              </p>
            ) : null}
            <dl className="shop:border-t shop:border-black/10 shop:pt-2 shop:text-base">
              <div className="shop:flex shop:items-baseline shop:justify-between shop:gap-3">
                <dt>{t('unitPicker.total')}</dt>
                <dd className="shop:text-lg shop:font-semibold shop:tabular-nums">
                  {money(totals.total)}
                </dd>
              </div>
            </dl>
          </div>
        ) : null}
        <Button type="submit" size="lg" className="shop:w-full shop:text-base" disabled={!canAdd}>
          {t('unitPicker.add')}
        </Button>
      </form>
    </Modal>
  );
}
