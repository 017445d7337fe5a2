import type { CreateOrderResponse, OrderProductAttribute } from '@shop/core/contract';
import {
  clampQuantity,
  maxLineUnits,
  oneClickSchema,
  validateForm,
  visibleErrors,
  type Bani,
  type FieldErrors,
  type LocaleCode,
  type PricedProduct,
  type PricingContext,
  type StockedProduct,
  type UtmRecord,
} from '@shop/core/rules';
import {
  and,
  assertEvent,
  assign,
  emit,
  enqueueActions,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { ApiDetail } from '../../i18n/index.js';
import {
  fastOrderBody,
  linesTotal,
  placeFastOrderActor,
  priceLine,
} from '../one-click/fast-order-body.js';
import {
  changedValues,
  emptyOrderFormValues,
  failedContext,
  failedEvent,
  initialOrderForm,
  placedEvent,
  placingState,
  startedAttempt,
  type OrderFormContext,
  type OrderFormEmitted,
  type OrderFormField,
  type OrderFormValues,
} from '../one-click/order-form.shared.js';

/**
 * The manager's fast order (SPEC §2 /pages/fast-order, §5 "Line total", §6): a signed-in manager
 * takes an order for a client from the cart's lines, with an optional discount percent off the
 * wholesale price. Prices are core's: the promotion price if the product has one, otherwise
 * price_angro less the discount (otherwise the regular price), times the unit's coefficient. The
 * discount is the session's (§4: a reset clears it): every change is emitted as
 * `discountChanged` for the storefront to keep. `SUBMIT` places the order with
 * `manager_discount`; errors show only after the first attempt; a failure stays on the page with
 * its message (the button retries with the same `Idempotency-Key`). While editing, a line's
 * quantity can be changed (`SET_QUANTITY`, kept within core's `clampQuantity` and
 * `maxLineUnits` for a manager) and a line removed (`REMOVE`); each change is emitted
 * (`quantityChanged`, `lineRemoved`) for the storefront's cart, which the lines come from.
 */

/** A sale unit as a cart line carries it. */
export interface FastOrderUnit {
  id: number;
  name: string;
  coef: number;
}

/** A cart line as the fast-order page takes it. */
export interface FastOrderLine {
  /** The cart line's key (core's `cartLineKey`): what a quantity change or a removal names. */
  key: string;
  productId: number;
  name: string;
  /** The product's picture. @default null */
  image?: string | null;
  /** How many units (1..100 for a manager). */
  quantity: number;
  /** The unit the manager chose; null is a plain piece. */
  unit: FastOrderUnit | null;
  /**
   * The product's price fields in lei as the API sends them (price, promotion_price,
   * price_angro), so the discount can be applied by core's `unitPrice`.
   * @example prices: product
   */
  prices: PricedProduct;
  /**
   * The product's stock fields (balance, balance_angro): how many units the line may have is
   * core's `maxLineUnits` for a manager (the wholesale stock in whole units, at most 100).
   * @example stock: product
   */
  stock: StockedProduct;
  /** The chosen parameters (size, feature). @default [] */
  attributes?: readonly OrderProductAttribute[];
}

/** A line with its prices for the manager. */
export interface FastOrderRow {
  line: FastOrderLine;
  /** One unit after the discount, in bani. */
  unitPrice: Bani;
  /** The line after the discount, in bani. */
  total: Bani;
  /** The most units the line may have (`fastOrderLineMax`); 0 when none is in stock. */
  stock: number;
}

/** The page's figures: the rows, and the total before and after the discount. */
export interface FastOrderSummary {
  rows: FastOrderRow[];
  /** The lines at the manager's price without a discount. */
  subtotal: Bani;
  /** What the discount takes off (0 without one). */
  discount: Bani;
  /** What the client pays. */
  total: Bani;
}

/** The manager's pricing with a discount. */
export const managerPricing = (percent: number): PricingContext => ({
  role: 'manager',
  managerDiscount: percent,
});

const toInput = (line: FastOrderLine) => ({
  productId: line.productId,
  prices: line.prices,
  quantity: line.quantity,
  unit: line.unit,
  attributes: line.attributes ?? [],
});

/**
 * The most units of a line a manager may order (SPEC §5, §6): core's `maxLineUnits`, the
 * wholesale stock in whole units of the line's unit, at most `MANAGER_QUANTITY_CAP`.
 */
export function fastOrderLineMax(line: Pick<FastOrderLine, 'stock' | 'unit'>): number {
  return maxLineUnits(line.stock, line.unit, 'manager');
}

/** The rows and totals for a discount percent (core `unitPrice` / `lineTotal`). */
export function fastOrderSummary(
  lines: readonly FastOrderLine[],
  percent: number,
): FastOrderSummary {
  const pricing = managerPricing(percent);
  const rows = lines.map((line) => ({
    line,
    ...priceLine(toInput(line), pricing),
    stock: fastOrderLineMax(line),
  }));
  const subtotal = linesTotal(lines.map(toInput), managerPricing(0));
  const total = linesTotal(lines.map(toInput), pricing);
  return { rows, subtotal, discount: subtotal - total, total };
}

/**
 * A discount percent as the contract takes it (0..100, `manager_discount`): not a number reads
 * as 0, the rest is clamped and kept to two decimals (core's `applyDiscount` works in hundredths
 * of a percent).
 *
 * @example clampDiscountPercent(7.456) // 7.46
 * @example clampDiscountPercent(150) // 100
 */
export function clampDiscountPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.round(Math.min(Math.max(percent, 0), 100) * 100) / 100;
}

/** The machine's input. */
export interface FastOrderMachineInput {
  /** The cart's lines. */
  lines: readonly FastOrderLine[];
  /** The stored fast-order discount percent. @default 0 */
  managerDiscount?: number;
  /** The language the order is placed in. */
  lang: LocaleCode;
  /** The stored UTM values. @default null */
  utm?: UtmRecord | null;
}

export type FastOrderField = OrderFormField;
export type FastOrderValues = OrderFormValues;
export type FastOrderErrors = FieldErrors<FastOrderField>;

/** The client's contact form and the attempt (order-form.shared.ts), the lines and discount. */
export interface FastOrderContext extends OrderFormContext {
  lines: FastOrderLine[];
  /** 0..100. */
  discount: number;
}

export type FastOrderEvent =
  /** The cart changed. */
  | { type: 'SET_LINES'; lines: readonly FastOrderLine[] }
  /** The discount field changed: clamped to 0..100, then emitted as `discountChanged`. */
  | { type: 'SET_DISCOUNT'; percent: number }
  /**
   * A line's quantity changed: kept within 1..`fastOrderLineMax` (a line with no stock keeps
   * its quantity), then emitted as `quantityChanged`; the same quantity is not.
   */
  | { type: 'SET_QUANTITY'; key: string; quantity: number }
  /** A line is taken out of the order: emitted as `lineRemoved`. */
  | { type: 'REMOVE'; key: string }
  /** A client field changed; the phone is re-masked by core. */
  | { type: 'CHANGE'; field: FastOrderField; value: string }
  /** The language or the UTM values changed. */
  | { type: 'SET_CONTEXT'; lang?: LocaleCode; utm?: UtmRecord | null }
  | { type: 'SUBMIT' };

/**
 * `placed`: the order was taken — clear the cart and go to /pages/ordering/{response.id} (§4).
 * `failed`: the page shows the message and stays.
 */
export type FastOrderEmitted =
  /** Keep this discount in the session (SESSION_STORAGE_KEYS.managerDiscount). */
  | { type: 'discountChanged'; percent: number }
  /** Set this cart line's quantity (the cart's `SET_QUANTITY`). */
  | { type: 'quantityChanged'; key: string; quantity: number }
  /** Remove this cart line (the cart's `REMOVE`). */
  | { type: 'lineRemoved'; key: string }
  | OrderFormEmitted;

/** The client form: the one-click contact rules of core (§5: name ≥ 2, phone complete). */
const contactSchema = oneClickSchema(1).pick({ name: true, phone: true });

/** The client fields against core's rules. */
export function validateFastOrder(context: Pick<FastOrderContext, 'values'>) {
  return validateForm(contactSchema, context.values);
}

/** The order body of a valid form with lines; null otherwise. */
export function fastOrderRequest(context: FastOrderContext) {
  if (context.lines.length === 0 || !validateFastOrder(context).ok) return null;
  return fastOrderBody(context.lines.map(toInput), {
    name: context.values.name,
    phone: context.values.phone,
    lang: context.lang,
    pricing: managerPricing(context.discount),
    utm: context.utm,
    managerDiscount: context.discount,
  });
}

export const fastOrderMachine = setup({
  types: {
    context: {} as FastOrderContext,
    events: {} as FastOrderEvent,
    input: {} as FastOrderMachineInput,
    emitted: {} as FastOrderEmitted,
    tags: {} as 'busy',
  },
  guards: {
    hasLines: ({ context }) => context.lines.length > 0,
    valid: ({ context }) => fastOrderRequest(context) !== null,
  },
  actions: {
    setLines: assign(({ event }) => {
      assertEvent(event, 'SET_LINES');
      return { lines: [...event.lines] };
    }),
    setQuantity: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'SET_QUANTITY');
      const line = context.lines.find((candidate) => candidate.key === event.key);
      if (!line) return;
      const quantity = clampQuantity(event.quantity, fastOrderLineMax(line));
      if (quantity === 0 || quantity === line.quantity) return;
      enqueue.assign({
        lines: context.lines.map((candidate) =>
          candidate === line ? { ...candidate, quantity } : candidate,
        ),
      });
      enqueue.emit({ type: 'quantityChanged', key: event.key, quantity });
    }),
    remove: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'REMOVE');
      if (!context.lines.some((line) => line.key === event.key)) return;
      enqueue.assign({ lines: context.lines.filter((line) => line.key !== event.key) });
      enqueue.emit({ type: 'lineRemoved', key: event.key });
    }),
    setDiscount: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'SET_DISCOUNT');
      const percent = clampDiscountPercent(event.percent);
      if (percent === context.discount) return;
      enqueue.assign({ discount: percent });
      enqueue.emit({ type: 'discountChanged', percent });
    }),
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      return { values: changedValues(context.values, event.field, event.value) };
    }),
    setContext: assign(({ context, event }) => {
      assertEvent(event, 'SET_CONTEXT');
      return {
        lang: event.lang ?? context.lang,
        utm: event.utm === undefined ? context.utm : event.utm,
      };
    }),
    markSubmitted: assign({ submitted: true }),
    startAttempt: assign(({ context }) =>
      startedAttempt(context, fastOrderRequest(context), 'fast order'),
    ),
    /** The order is in: the client form is cleared for the next client. */
    finish: assign({
      attempt: null,
      submitted: false,
      failure: null,
      values: emptyOrderFormValues(),
    }),
    emitPlaced: emit(({ context }, { response }: { response: CreateOrderResponse }) =>
      placedEvent(context, response, 'fast order'),
    ),
    fail: assign((_, { error }: { error: unknown }) => failedContext(error)),
    emitFailed: emit((_, { error }: { error: unknown }) => failedEvent(error)),
  },
  actors: { placeFastOrder: placeFastOrderActor },
}).createMachine({
  id: 'fastOrder',
  context: ({ input }) => ({
    ...initialOrderForm(input),
    lines: [...input.lines],
    discount: clampDiscountPercent(input.managerDiscount ?? 0),
  }),
  initial: 'editing',
  on: {
    SET_CONTEXT: { actions: 'setContext' },
  },
  states: {
    editing: {
      on: {
        SET_LINES: { actions: 'setLines' },
        SET_DISCOUNT: { actions: 'setDiscount' },
        SET_QUANTITY: { actions: 'setQuantity' },
        REMOVE: { actions: 'remove' },
        CHANGE: { actions: 'change' },
        // Without lines there is nothing to order (the page shows the empty state).
        SUBMIT: [
          { guard: and(['hasLines', 'valid']), target: 'placing', actions: 'startAttempt' },
          { guard: 'hasLines', actions: 'markSubmitted' },
        ],
      },
    },
    /**
     * The order is being placed: the page is read-only (quantities and removals wait, the order
     * sent stays as sent); leaving aborts the request's signal.
     */
    placing: {
      ...placingState('fast order'),
      on: {
        // The cart may still change under the page (another tab); the order sent stays as sent.
        SET_LINES: { actions: 'setLines' },
      },
    },
  },
});

export type FastOrderMachine = typeof fastOrderMachine;
export type FastOrderActorRef = ActorRefFrom<FastOrderMachine>;
export type FastOrderSnapshot = SnapshotFrom<FastOrderMachine>;

// Narrow selectors: the container reads the machine only through these (convention 5).

export const selectFastOrderLines = (snapshot: FastOrderSnapshot): FastOrderLine[] =>
  snapshot.context.lines;
export const selectFastOrderDiscount = (snapshot: FastOrderSnapshot): number =>
  snapshot.context.discount;
export const selectFastOrderValues = (snapshot: FastOrderSnapshot): FastOrderValues =>
  snapshot.context.values;
/** The client fields' errors: none before the first submit attempt (§5). */
export const selectFastOrderErrors = (snapshot: FastOrderSnapshot): FastOrderErrors => {
  const result = validateFastOrder(snapshot.context);
  return result.ok ? {} : visibleErrors(result.errors, snapshot.context.submitted);
};
export const selectFastOrderFailure = (snapshot: FastOrderSnapshot): ApiDetail | null =>
  snapshot.context.failure;
export const selectFastOrderBusy = (snapshot: FastOrderSnapshot): boolean =>
  snapshot.hasTag('busy');
