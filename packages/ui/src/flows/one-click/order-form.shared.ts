import type { CreateOrderResponse, FastOrderRequest } from '@shop/core/contract';
import { maskPhone, PHONE_PREFIX, type LocaleCode, type UtmRecord } from '@shop/core/rules';
import type { ApiDetail } from '../../i18n/index.js';
import {
  isRetryable,
  nextAttempt,
  orderFailure,
  type FastOrderAttempt,
} from './fast-order-body.js';

/**
 * What the one-click machine and the manager's fast-order machine share, written once: a contact
 * form (a name and a phone masked by core, its errors shown only after the first submit, §5) and
 * the placement of a fast order through the `placeFastOrder` actor (§3, §8) — one attempt at a
 * time, a retry reusing the attempt's `Idempotency-Key` while the body is the same, the failure
 * kept for the form to show. Each machine adds what it orders (one product and its quantity; the
 * cart's lines and a discount) and builds its request; the actions keep their names in both
 * (`change`, `markSubmitted`, `startAttempt`, `emitPlaced`, `fail`, `emitFailed`, `finish`), which
 * the shared `placing` state calls.
 */

export type OrderFormField = 'name' | 'phone';
export type OrderFormValues = Record<OrderFormField, string>;

/** An empty contact form: no name, the phone's prefix. */
export function emptyOrderFormValues(): OrderFormValues {
  return { name: '', phone: PHONE_PREFIX };
}

/** The part of the machines' context this module reads and writes. */
export interface OrderFormContext {
  /** The name and the masked phone. */
  values: OrderFormValues;
  /** The language the order is placed in (`lang`). */
  lang: LocaleCode;
  /** The stored UTM values, sent with the order. */
  utm: UtmRecord | null;
  /** The form was submitted at least once: its errors show (§5). */
  submitted: boolean;
  /** Why the last order failed, or null. */
  failure: ApiDetail | null;
  /** The last attempt, kept for a retry with the same key; null after a success. */
  attempt: FastOrderAttempt | null;
}

/** A fresh form: empty, not submitted, nothing failed, no attempt yet. */
export function initialOrderForm(input: {
  lang: LocaleCode;
  utm?: UtmRecord | null;
}): OrderFormContext {
  return {
    values: emptyOrderFormValues(),
    lang: input.lang,
    utm: input.utm ?? null,
    submitted: false,
    failure: null,
    attempt: null,
  };
}

/** What both machines emit when an order is placed or fails. */
export type OrderFormEmitted =
  /** The order was taken: go to /pages/ordering/{response.id} (§4). */
  | { type: 'placed'; response: CreateOrderResponse; attempt: FastOrderAttempt }
  /**
   * The order failed; the form shows `detail` and stays. `retryable`: no answer came (or a server
   * fault), the same button retries with the same key.
   */
  | { type: 'failed'; error: unknown; detail: ApiDetail; retryable: boolean };

/** The contact form after a field changed; core re-masks the phone. */
export function changedValues(
  values: OrderFormValues,
  field: OrderFormField,
  value: string,
): OrderFormValues {
  return { ...values, [field]: field === 'phone' ? maskPhone(value) : value };
}

/**
 * The context as `placing` starts: the attempt for the form's body (the last key for the same
 * body). `flow` names the machine in the error a body that vanished would throw.
 */
export function startedAttempt(
  context: Pick<OrderFormContext, 'attempt'>,
  body: FastOrderRequest | null,
  flow: string,
): Pick<OrderFormContext, 'submitted' | 'failure' | 'attempt'> {
  // The guard let only a valid form in.
  if (!body) throw new Error(`${flow}: the form is no longer valid`);
  return { submitted: true, failure: null, attempt: nextAttempt(context.attempt, body) };
}

/** The attempt being placed. */
export function currentAttempt(
  context: Pick<OrderFormContext, 'attempt'>,
  flow: string,
): FastOrderAttempt {
  if (!context.attempt) throw new Error(`${flow}: no attempt`);
  return context.attempt;
}

/** `placed`, with the attempt the order went out with. */
export function placedEvent(
  context: Pick<OrderFormContext, 'attempt'>,
  response: CreateOrderResponse,
  flow: string,
): Extract<OrderFormEmitted, { type: 'placed' }> {
  return { type: 'placed', response, attempt: currentAttempt(context, flow) };
}

/** The failure the form shows (§8). */
export function failedContext(error: unknown): Pick<OrderFormContext, 'failure'> {
  return { failure: orderFailure(error) };
}

/** `failed`, with whether the same button may retry. */
export function failedEvent(error: unknown): Extract<OrderFormEmitted, { type: 'failed' }> {
  const detail = orderFailure(error);
  return { type: 'failed', error, detail, retryable: isRetryable(detail) };
}

/**
 * The machines' `placing` state: the order is being placed (tag `busy`: the form is read-only;
 * leaving the state aborts the request's signal). Success emits `placed` and runs the machine's
 * own `finish`; a failure is kept and emitted. Both go back to `editing`.
 */
export function placingState(flow: string) {
  return {
    tags: 'busy' as const,
    invoke: {
      src: 'placeFastOrder' as const,
      input: ({ context }: { context: Pick<OrderFormContext, 'attempt'> }) =>
        currentAttempt(context, flow),
      onDone: {
        target: 'editing',
        actions: [
          {
            type: 'emitPlaced' as const,
            params: ({ event }: { event: { output: CreateOrderResponse } }) => ({
              response: event.output,
            }),
          },
          'finish' as const,
        ],
      },
      onError: {
        target: 'editing',
        actions: [
          {
            type: 'fail' as const,
            params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
          },
          {
            type: 'emitFailed' as const,
            params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
          },
        ],
      },
    },
  };
}
