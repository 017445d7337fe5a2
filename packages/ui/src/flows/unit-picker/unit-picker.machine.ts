import type { OrderProductAttribute, Product } from '@shop/core/contract';
import {
  clampManagerQuantity,
  defaultManagerQuantity,
  lineTotal,
  offeredUnits,
  piecesOf,
  QUANTITY_AFTER_UNIT_CHANGE,
  stockShown,
  unitPrice,
  type Bani,
  type PricingContext,
  type SaleUnit,
} from '@shop/core/rules';
import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * The manager's unit dialog (SPEC §4 "Manager unit modal", §5, §6): a signed-in manager adds a
 * product to the cart by the piece, the set or the box. Only the units core's `offeredUnits`
 * allows are offered (code ≥ angro_min_sale_unit), the quantity starts at
 * `defaultManagerQuantity` (angro_sale_qt or 1), choosing another unit resets it to
 * `QUANTITY_AFTER_UNIT_CHANGE` (1) and it never passes the cap of 100. `ADD` emits `add` and
 * closes: the storefront puts the line in the cart. No I/O, so no actors.
 */

/** The machine's input (all optional). */
export interface UnitPickerMachineInput {
  /**
   * The manager's pricing: the unit price is core's `unitPrice` with the unit's coefficient.
   * @default { role: 'manager' }
   */
  pricing?: PricingContext;
}

export interface UnitPickerContext {
  product: Product | null;
  attributes: OrderProductAttribute[];
  /** The offered units, smallest first. */
  units: SaleUnit[];
  /** The chosen unit's id, or null when none is offered. */
  unitId: number | null;
  /** 1..100. */
  quantity: number;
  pricing: PricingContext;
}

export type UnitPickerEvent =
  /** The dialog opens for a product (and its chosen parameters): the first unit, the default quantity. */
  | { type: 'OPEN'; product: Product; attributes?: readonly OrderProductAttribute[] }
  /** A unit was chosen; another one resets the quantity to 1 (§4). */
  | { type: 'CHOOSE_UNIT'; unitId: number }
  /** The counter: kept within 1..100 (core `clampManagerQuantity`). */
  | { type: 'SET_QUANTITY'; quantity: number }
  /** The manager's discount changed (the session's fast-order discount). */
  | { type: 'SET_PRICING'; pricing: PricingContext }
  /** Add to the cart and close. */
  | { type: 'ADD' }
  /** The dialog was closed without adding. */
  | { type: 'CLOSE' };

export type UnitPickerEmitted =
  /** Put this in the cart (core `addToCart` with `unitId`), then the dialog is closed. */
  | {
      type: 'add';
      product: Product;
      unit: SaleUnit;
      quantity: number;
      attributes: OrderProductAttribute[];
    }
  /** The dialog closed (after `add` or a `CLOSE`): take its id off the modal stack. */
  | { type: 'closed' };

/** The chosen unit, or null. */
export function chosenUnit(context: Pick<UnitPickerContext, 'units' | 'unitId'>): SaleUnit | null {
  return context.units.find((unit) => unit.id === context.unitId) ?? null;
}

/** The state the dialog opens in for a product. */
export function openedFor(
  product: Product,
): Pick<UnitPickerContext, 'product' | 'units' | 'unitId' | 'quantity'> {
  const units = offeredUnits(product);
  return {
    product,
    units,
    unitId: units[0]?.id ?? null,
    quantity: defaultManagerQuantity(product),
  };
}

/** What the chosen quantity of the chosen unit costs the manager and holds. */
export interface UnitPickerTotals {
  /** One unit (coef pieces), in bani. */
  unitPrice: Bani;
  /** The line, in bani. */
  total: Bani;
  /** Pieces the line holds (quantity × coef). */
  pieces: number;
  /** The stock shown to a manager (balance_angro), in pieces. */
  stock: number;
}

/** The totals of the chosen unit and quantity (core prices with the coef); null without a unit. */
export function unitPickerTotals(context: UnitPickerContext): UnitPickerTotals | null {
  const unit = chosenUnit(context);
  if (!context.product || !unit) return null;
  return {
    unitPrice: unitPrice(context.product, context.pricing, unit.coef),
    total: lineTotal(context.product, context.quantity, context.pricing, unit.coef),
    pieces: piecesOf(context.quantity, unit),
    stock: stockShown(context.product, context.pricing.role),
  };
}

/** An offered unit with the manager's price of one of it (core `unitPrice` with its coef). */
export interface UnitPickerOption {
  unit: SaleUnit;
  unitPrice: Bani;
}

/** The offered units with their prices, for the unit radios. */
export function unitPickerOptions(
  context: Pick<UnitPickerContext, 'product' | 'units' | 'pricing'>,
): UnitPickerOption[] {
  const { product } = context;
  if (!product) return [];
  return context.units.map((unit) => ({
    unit,
    unitPrice: unitPrice(product, context.pricing, unit.coef),
  }));
}

export const unitPickerMachine = setup({
  types: {
    context: {} as UnitPickerContext,
    events: {} as UnitPickerEvent,
    // The assertion is the type: without it xstate would read the input as `{}`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as UnitPickerMachineInput,
    emitted: {} as UnitPickerEmitted,
  },
  guards: {
    canAdd: ({ context }) => context.product !== null && chosenUnit(context) !== null,
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { ...openedFor(event.product), attributes: [...(event.attributes ?? [])] };
    }),
    /** §4: another unit resets the quantity to 1; an offered unit only. */
    chooseUnit: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE_UNIT');
      if (event.unitId === context.unitId) return {};
      if (!context.units.some((unit) => unit.id === event.unitId)) return {};
      return { unitId: event.unitId, quantity: QUANTITY_AFTER_UNIT_CHANGE };
    }),
    setQuantity: assign(({ event }) => {
      assertEvent(event, 'SET_QUANTITY');
      return { quantity: clampManagerQuantity(event.quantity) };
    }),
    setPricing: assign(({ event }) => {
      assertEvent(event, 'SET_PRICING');
      return { pricing: event.pricing };
    }),
    emitAdd: emit(({ context }) => {
      const unit = chosenUnit(context);
      // The guard let only a product with a unit in.
      if (!context.product || !unit) throw new Error('unit picker: nothing to add');
      return {
        type: 'add' as const,
        product: context.product,
        unit,
        quantity: context.quantity,
        attributes: context.attributes,
      };
    }),
    emitClosed: emit({ type: 'closed' as const }),
  },
}).createMachine({
  id: 'unitPicker',
  context: ({ input }) => ({
    product: null,
    attributes: [],
    units: [],
    unitId: null,
    quantity: 1,
    pricing: input.pricing ?? { role: 'manager' },
  }),
  initial: 'closed',
  on: {
    SET_PRICING: { actions: 'setPricing' },
    OPEN: { target: '.open', actions: 'open' },
  },
  states: {
    closed: {},
    open: {
      on: {
        CHOOSE_UNIT: { actions: 'chooseUnit' },
        SET_QUANTITY: { actions: 'setQuantity' },
        ADD: { guard: 'canAdd', target: 'closed', actions: ['emitAdd', 'emitClosed'] },
        CLOSE: { target: 'closed', actions: 'emitClosed' },
      },
    },
  },
});

export type UnitPickerMachine = typeof unitPickerMachine;
export type UnitPickerActorRef = ActorRefFrom<UnitPickerMachine>;
export type UnitPickerSnapshot = SnapshotFrom<UnitPickerMachine>;

// Narrow selectors: the container reads the machine only through these (convention 5).

export const selectUnitPickerOpen = (snapshot: UnitPickerSnapshot): boolean =>
  snapshot.matches('open');
export const selectUnitPickerProduct = (snapshot: UnitPickerSnapshot): Product | null =>
  snapshot.context.product;
export const selectUnitPickerUnits = (snapshot: UnitPickerSnapshot): SaleUnit[] =>
  snapshot.context.units;
export const selectUnitPickerUnitId = (snapshot: UnitPickerSnapshot): number | null =>
  snapshot.context.unitId;
export const selectUnitPickerQuantity = (snapshot: UnitPickerSnapshot): number =>
  snapshot.context.quantity;
/** The manager's pricing (for `unitPickerOptions`). */
export const selectUnitPickerPricing = (snapshot: UnitPickerSnapshot): PricingContext =>
  snapshot.context.pricing;
/** Prices and pieces of the choice; null when no unit is offered. */
export const selectUnitPickerTotals = (snapshot: UnitPickerSnapshot): UnitPickerTotals | null =>
  unitPickerTotals(snapshot.context);
/** Two totals say the same (for `useSelector`'s compare). */
export function sameTotals(a: UnitPickerTotals | null, b: UnitPickerTotals | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.unitPrice === b.unitPrice &&
    a.total === b.total &&
    a.pieces === b.pieces &&
    a.stock === b.stock
  );
}
/** `ADD` would add (a unit is chosen). */
export const selectUnitPickerCanAdd = (snapshot: UnitPickerSnapshot): boolean =>
  snapshot.can({ type: 'ADD' });
