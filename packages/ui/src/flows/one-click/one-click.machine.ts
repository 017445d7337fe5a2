import type { CreateOrderResponse, OrderProductAttribute, Product } from '@shop/core/contract';
import {
  clampQuantity,
  oneClickSchema,
  priceView,
  stockShown,
  validateForm,
  visibleErrors,
  type Bani,
  type FieldErrors,
  type FormResult,
  type LocaleCode,
  type PriceView,
  type PricingContext,
  type UtmRecord,
} from '@shop/core/rules';
import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiDetail } from '../../i18n/index.js';
import {
  fastOrderBody,
  placeFastOrderActor,
  priceLine,
  type FastOrderLineInput,
} from './fast-order-body.js';
import {
  changedValues,
  initialOrderForm,
  failedContext,
  failedEvent,
  placedEvent,
  placingState,
  startedAttempt,
  type OrderFormContext,
  type OrderFormEmitted,
  type OrderFormField,
  type OrderFormValues,
} from './order-form.shared.js';

/**
 * The one-click order (SPEC §4 "One-click modal", §5, §3 "Fast order payload"): a name, a phone
 * and a quantity from 1 to the stock, sent as a fast order. Errors show only after the first
 * submit attempt. The machine knows nothing of React, the router or fetch: the storefront
 * supplies `placeFastOrder` and hears `placed` (close all modals, go to /pages/ordering/{id}) and
 * `failed`.
 *
 * A failure keeps the modal open with the message and the filled form: pressing the button again
 * is the retry, and it reuses the attempt's `Idempotency-Key` while the form is unchanged, so a
 * lost answer never orders twice. `failed` says whether the failure is `retryable` (no answer, or
 * a server fault); the storefront may send the shopper to /pages/ordering-error (§4) on the others.
 */

/** The machine's input. */
export interface OneClickMachineInput {
  /** Who buys: the price (core `unitPrice`) and the stock shown (`stockShown`) follow the role. */
  pricing: PricingContext;
  /** The language the order is placed in (`lang`). */
  lang: LocaleCode;
  /** The stored UTM values (§4), sent with the order. @default null */
  utm?: UtmRecord | null;
  /** A product to start with (as if `OPEN` was sent). @default null */
  product?: Product | null;
  /** Its chosen parameters. @default [] */
  attributes?: readonly OrderProductAttribute[];
}

export type OneClickField = OrderFormField;
export type OneClickValues = OrderFormValues;
export type OneClickErrors = FieldErrors<'name' | 'phone' | 'quantity'>;

/** The contact form and the attempt (order-form.shared.ts), and the product ordered. */
export interface OneClickContext extends OrderFormContext {
  product: Product | null;
  attributes: OrderProductAttribute[];
  /** 1..stock (0 when the product has none). */
  quantity: number;
  pricing: PricingContext;
}

export type OneClickEvent =
  /**
   * The modal opens for a product (with its chosen parameters). Another product than before
   * resets the quantity to 1 (§4); the errors of an earlier opening are cleared.
   */
  | { type: 'OPEN'; product: Product; attributes?: readonly OrderProductAttribute[] }
  /** The product changed while the modal is open (another variant): the quantity resets to 1. */
  | { type: 'PRODUCT_CHANGED'; product: Product; attributes?: readonly OrderProductAttribute[] }
  /** A field changed; the phone is re-masked by core. */
  | { type: 'CHANGE'; field: OneClickField; value: string }
  /** The counter: kept within 1..stock (core `clampQuantity`). */
  | { type: 'SET_QUANTITY'; quantity: number }
  /** Who buys, the language or the UTM values changed (the storefront's session). */
  | {
      type: 'SET_CONTEXT';
      pricing?: PricingContext;
      lang?: LocaleCode;
      utm?: UtmRecord | null;
    }
  | { type: 'SUBMIT' };

/**
 * `placed`: the order was taken — close all modals (§4) and go to /pages/ordering/{response.id}.
 * `failed`: the modal shows the message and stays; `retryable`, the same button retries.
 */
export type OneClickEmitted = OrderFormEmitted;

/** The stock the quantity is bounded by: balance, or balance_angro for a dealer or manager (§6). */
export function oneClickStock(context: Pick<OneClickContext, 'product' | 'pricing'>): number {
  return context.product ? stockShown(context.product, context.pricing.role) : 0;
}

/** The form against core's one-click schema (§5: name ≥ 2, phone complete, 1..stock). */
export function validateOneClick(
  context: Pick<OneClickContext, 'product' | 'pricing' | 'values' | 'quantity'>,
): FormResult<ReturnType<typeof oneClickSchema>> {
  return validateForm(oneClickSchema(oneClickStock(context)), {
    name: context.values.name,
    phone: context.values.phone,
    quantity: context.quantity,
  });
}

/** The one line a one-click order has. */
export function oneClickLine(
  context: Pick<OneClickContext, 'product' | 'attributes' | 'quantity'>,
): FastOrderLineInput | null {
  const { product } = context;
  if (!product) return null;
  return {
    productId: product.id,
    prices: product,
    quantity: context.quantity,
    attributes: context.attributes,
  };
}

/** The order body of a valid form; null while the form is invalid or there is no product. */
export function oneClickRequest(context: OneClickContext) {
  const line = oneClickLine(context);
  if (!line || !validateOneClick(context).ok) return null;
  return fastOrderBody([line], {
    name: context.values.name,
    phone: context.values.phone,
    lang: context.lang,
    pricing: context.pricing,
    utm: context.utm,
  });
}

/** The quantity a (new) product starts with: 1, or 0 when it has no stock. */
const startQuantity = (context: Pick<OneClickContext, 'product' | 'pricing'>) =>
  clampQuantity(1, oneClickStock(context));

export const oneClickMachine = setup({
  types: {
    context: {} as OneClickContext,
    events: {} as OneClickEvent,
    input: {} as OneClickMachineInput,
    emitted: {} as OneClickEmitted,
    tags: {} as 'busy',
  },
  guards: {
    valid: ({ context }) => oneClickRequest(context) !== null,
  },
  actions: {
    /** §4: another product resets the quantity to 1; the same one keeps it (within its stock). */
    setProduct: assign(({ context, event }) => {
      assertEvent(event, ['OPEN', 'PRODUCT_CHANGED']);
      const next = { ...context, product: event.product };
      const same = context.product?.id === event.product.id;
      return {
        product: event.product,
        attributes: [...(event.attributes ?? [])],
        quantity: same ? clampQuantity(context.quantity, oneClickStock(next)) : startQuantity(next),
      };
    }),
    /** A fresh opening shows no errors of the last one. */
    resetMessages: assign({ submitted: false, failure: null }),
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      return { values: changedValues(context.values, event.field, event.value) };
    }),
    setQuantity: assign(({ context, event }) => {
      assertEvent(event, 'SET_QUANTITY');
      return { quantity: clampQuantity(event.quantity, oneClickStock(context)) };
    }),
    setContext: assign(({ context, event }) => {
      assertEvent(event, 'SET_CONTEXT');
      const pricing = event.pricing ?? context.pricing;
      return {
        pricing,
        lang: event.lang ?? context.lang,
        utm: event.utm === undefined ? context.utm : event.utm,
        // Another role may see another stock (§6).
        quantity: clampQuantity(context.quantity, oneClickStock({ ...context, pricing })),
      };
    }),
    markSubmitted: assign({ submitted: true }),
    startAttempt: assign(({ context }) =>
      startedAttempt(context, oneClickRequest(context), 'one-click'),
    ),
    /** The order is in: the next one is a new order; name and phone stay for the next time. */
    finish: assign(({ context }) => ({
      attempt: null,
      submitted: false,
      failure: null,
      quantity: startQuantity(context),
    })),
    emitPlaced: emit(({ context }, { response }: { response: CreateOrderResponse }) =>
      placedEvent(context, response, 'one-click'),
    ),
    fail: assign((_, { error }: { error: unknown }) => failedContext(error)),
    emitFailed: emit((_, { error }: { error: unknown }) => failedEvent(error)),
  },
  actors: { placeFastOrder: placeFastOrderActor },
}).createMachine({
  id: 'oneClick',
  context: ({ input }) => {
    const base = {
      ...initialOrderForm(input),
      product: input.product ?? null,
      attributes: [...(input.attributes ?? [])],
      quantity: 0,
      pricing: input.pricing,
    };
    return { ...base, quantity: startQuantity(base) };
  },
  initial: 'editing',
  on: {
    SET_CONTEXT: { actions: 'setContext' },
  },
  states: {
    editing: {
      on: {
        OPEN: { actions: ['setProduct', 'resetMessages'] },
        PRODUCT_CHANGED: { actions: 'setProduct' },
        CHANGE: { actions: 'change' },
        SET_QUANTITY: { actions: 'setQuantity' },
        // A valid form is sent; an invalid one is only marked submitted, so its errors show.
        SUBMIT: [
          { guard: 'valid', target: 'placing', actions: 'startAttempt' },
          { actions: 'markSubmitted' },
        ],
      },
    },
    /** The order is being placed: the form is read-only; leaving aborts the request's signal. */
    placing: placingState('one-click'),
  },
});

export type OneClickMachine = typeof oneClickMachine;
export type OneClickActorRef = ActorRefFrom<OneClickMachine>;
export type OneClickSnapshot = SnapshotFrom<OneClickMachine>;

// Narrow selectors: the container reads the machine only through these (convention 5). The
// error selector builds a new object on each call: compare it with `sameFieldErrors`.

export const selectOneClickProduct = (snapshot: OneClickSnapshot): Product | null =>
  snapshot.context.product;
export const selectOneClickAttributes = (snapshot: OneClickSnapshot): OrderProductAttribute[] =>
  snapshot.context.attributes;
export const selectOneClickValues = (snapshot: OneClickSnapshot): OneClickValues =>
  snapshot.context.values;
export const selectOneClickQuantity = (snapshot: OneClickSnapshot): number =>
  snapshot.context.quantity;
/** The counter's upper bound. */
export const selectOneClickStock = (snapshot: OneClickSnapshot): number =>
  oneClickStock(snapshot.context);
/** The buyer's price of one piece, in bani (core `unitPrice`). */
export const selectOneClickUnitPrice = (snapshot: OneClickSnapshot): Bani => {
  const line = oneClickLine(snapshot.context);
  return line ? priceLine(line, snapshot.context.pricing).unitPrice : 0;
};
/**
 * What the product's price shows (core `priceView`: the unit price, and a promotion's old price
 * or a wholesale buyer's retail price struck); null without a product. A new object each call:
 * compare it with `samePriceView`.
 */
export const selectOneClickPriceView = (snapshot: OneClickSnapshot): PriceView | null => {
  const line = oneClickLine(snapshot.context);
  return line ? priceView(line.prices, snapshot.context.pricing, line.unit?.coef ?? 1) : null;
};
/** Two price views show the same. */
export const samePriceView = (a: PriceView | null, b: PriceView | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.price === b.price &&
    a.struck === b.struck &&
    a.reason === b.reason &&
    a.wholesale === b.wholesale);
/** The line total, in bani (core `lineTotal`). */
export const selectOneClickTotal = (snapshot: OneClickSnapshot): Bani => {
  const line = oneClickLine(snapshot.context);
  return line ? priceLine(line, snapshot.context.pricing).total : 0;
};
/** The errors to show: none before the first submit attempt (§5). */
export const selectOneClickErrors = (snapshot: OneClickSnapshot): OneClickErrors => {
  const result = validateOneClick(snapshot.context);
  return result.ok ? {} : visibleErrors(result.errors, snapshot.context.submitted);
};
export const selectOneClickFailure = (snapshot: OneClickSnapshot): ApiDetail | null =>
  snapshot.context.failure;
/** The order is being placed. */
export const selectOneClickBusy = (snapshot: OneClickSnapshot): boolean => snapshot.hasTag('busy');
