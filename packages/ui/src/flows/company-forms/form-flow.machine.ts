import { visibleErrors, type FieldErrors } from '@shop/core/rules';
import {
  assertEvent,
  assign,
  emit,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { ApiDetail } from '../../i18n/index.js';
import { refusal, withoutFieldError } from '../../lib/form.js';
import { requestFailure, requestFieldErrors } from '../../lib/request-errors.js';

/**
 * One machine for the shop's company forms (SPEC §2 modals and pages: the contact form, the
 * partner form, the dealer application, the careers form): each is a set of values, the API's
 * own rules over them, and one request. A form is defined once (`FormFlowDefinition`) and
 * `createFormFlow` makes its machine and selectors.
 *
 * States: `editing` → SUBMIT → `validating` (the definition's `check`, which runs the API's
 * request schema: every field's error shows at once, SPEC §5 "errors after the first submit") →
 * `sending` → `success` (emits `sent`, the form empties) or `failure` (the API's field errors
 * under their fields, anything else — a 429, the network — said for the whole form and emitted
 * as `failed`; every value kept). RESET empties the form (a dialog opened afresh after a send).
 * The machine knows nothing of React or fetch: the storefront supplies `send` with
 * `flow.machine.provide({ actors: { send } })`.
 */

/** A field's value: text, a tick, or a file (a CV) or none. */
export type FormFlowValue = string | boolean | File | null;

/** A form's values by field. */
export type FormFlowValues = Record<string, FormFlowValue>;

/** The result of a form's rules: the request's payload, or the errors by field. */
export type FormFlowCheck<Payload, Field extends string> =
  { ok: true; payload: Payload } | { ok: false; errors: FieldErrors<Field> };

export interface FormFlowDefinition<Values extends FormFlowValues, Payload> {
  /** The machine's id (and the tag of its logged failures). */
  id: string;
  /** The values of an empty form. */
  empty: Values;
  /** The form's rules: the payload of valid values, or every field's first error. */
  check: (values: Values) => FormFlowCheck<Payload, keyof Values & string>;
  /**
   * Which form field shows the API's refusal of a request field, when their names differ.
   * @default each field of `empty` under its own name
   */
  requestFields?: Readonly<Record<string, keyof Values & string>>;
}

/** What a form shows besides its fields. */
export type FormFlowStatus = 'editing' | 'sending' | 'failure' | 'success';

export interface FormFlowContext<Values extends FormFlowValues> {
  values: Values;
  /** A submit was attempted: the form's errors show from now on (§5). */
  submitted: boolean;
  /** What the API refused, by field, until the field changes. */
  serverErrors: FieldErrors<keyof Values & string>;
  /** Why the last request failed (the API's detail code), until the next change. */
  failure: ApiDetail | null;
  /** The error of the last failed request, or null. */
  error: unknown;
}

export type FormFlowEvent<Values extends FormFlowValues> =
  | { type: 'SET'; field: keyof Values & string; value: Values[keyof Values & string] }
  | { type: 'SUBMIT' }
  | { type: 'RESET' };

/**
 * `sent`: the API took the form (the storefront opens its success modal); `failed`: the request
 * failed, with the reason when no field shows it (§8: the careers form then closes its modal and
 * says so) or null when the API's refusals are under the fields.
 */
export type FormFlowEmitted<Payload> =
  { type: 'sent'; payload: Payload } | { type: 'failed'; failure: ApiDetail | null };

/** The input of the `send` actor (a record, so XState tells it from an input mapper). */
export interface FormFlowRequest<Payload> {
  payload: Payload;
}

const NO_ERRORS = Object.freeze({});

/**
 * A form's machine and the selectors its container reads it through (convention 5).
 *
 * @example
 * const contactFlow = createFormFlow({ id: 'contactForm', empty: EMPTY_CONTACT_FORM, check: checkContactForm });
 * const machine = contactFlow.machine.provide({ actors: { send: fromPromise(({ input }) => client.content.sendContactForm(input)) } });
 */
export function createFormFlow<Values extends FormFlowValues, Payload>(
  definition: FormFlowDefinition<Values, Payload>,
) {
  type Field = keyof Values & string;
  type Context = FormFlowContext<Values>;
  const { id, empty, check } = definition;
  const requestFields: Readonly<Record<string, Field>> =
    definition.requestFields ??
    Object.fromEntries(Object.keys(empty).map((field) => [field, field as Field]));

  const fresh = (): Context => ({
    values: empty,
    submitted: false,
    serverErrors: NO_ERRORS,
    failure: null,
    error: null,
  });

  /** The payload of valid values (`sending` is entered only with them). */
  const payloadOf = (values: Values): Payload => {
    const result = check(values);
    if (!result.ok) throw new Error(`${id}: the form is not valid`);
    return result.payload;
  };

  /**
   * The request, given `{ payload }`. @shop/ui ships one that fails: the storefront supplies the
   * real one.
   */
  const send = fromPromise<unknown, FormFlowRequest<Payload>>(() =>
    Promise.reject(
      new Error(`send not provided: supply it with the ${id} flow's machine.provide({ actors })`),
    ),
  );

  const machine = setup({
    types: {
      context: {} as Context,
      events: {} as FormFlowEvent<Values>,
      emitted: {} as FormFlowEmitted<Payload>,
      tags: {} as 'busy',
    },
    guards: {
      formValid: ({ context }) => check(context.values).ok,
    },
    actions: {
      set: assign(({ context, event }) => {
        assertEvent(event, 'SET');
        return {
          values: { ...context.values, [event.field]: event.value },
          serverErrors: withoutFieldError(context.serverErrors, event.field),
          failure: null,
        };
      }),
      markSubmitted: assign({ submitted: true }),
      startRequest: assign({ serverErrors: NO_ERRORS, failure: null, error: null }),
      fail: assign((_, { error }: { error: unknown }) =>
        refusal(error, (cause) => requestFieldErrors(cause, requestFields), requestFailure),
      ),
      /** Failures are also logged (SPEC §8); values never are (they are personal data). */
      logError: ({ context }) => {
        console.error(`[${id}]`, context.failure ?? 'refused', context.error);
      },
      emitSent: emit((_, { payload }: { payload: Payload }) => ({
        type: 'sent' as const,
        payload,
      })),
      emitFailed: emit(({ context }) => ({ type: 'failed' as const, failure: context.failure })),
      reset: assign(() => fresh()),
    },
    actors: { send },
  }).createMachine({
    id,
    context: fresh,
    initial: 'editing',
    on: { RESET: { target: '.editing', actions: 'reset' } },
    states: {
      editing: {
        on: { SET: { actions: 'set' }, SUBMIT: 'validating' },
      },
      /** The form's rules: on to the API, or back with every error shown. */
      validating: {
        entry: 'markSubmitted',
        always: [
          { guard: 'formValid', target: 'sending', actions: 'startRequest' },
          { target: 'editing' },
        ],
      },
      /** The request runs; the form holds still (RESET waits for it too). */
      sending: {
        tags: 'busy',
        on: { RESET: undefined },
        invoke: {
          src: 'send',
          input: ({ context }): FormFlowRequest<Payload> => ({
            payload: payloadOf(context.values),
          }),
          onDone: {
            target: 'success',
            actions: [
              // Before `reset`: the values are still the ones sent.
              {
                type: 'emitSent',
                params: ({ context }) => ({ payload: payloadOf(context.values) }),
              },
              'reset',
            ],
          },
          onError: {
            target: 'failure',
            actions: [
              { type: 'fail', params: ({ event }) => ({ error: event.error }) },
              'logError',
              'emitFailed',
            ],
          },
        },
      },
      /** Refused: the form as it was, with the reasons; a change edits again, submit retries. */
      failure: {
        on: { SET: { target: 'editing', actions: 'set' }, SUBMIT: 'validating' },
      },
      /** Sent: an empty form until the next change. */
      success: {
        on: { SET: { target: 'editing', actions: 'set' }, SUBMIT: 'validating' },
      },
    },
  });

  type Snapshot = SnapshotFrom<typeof machine>;

  return {
    machine,
    check,
    /** What the form shows besides its fields. */
    selectStatus: (snapshot: Snapshot): FormFlowStatus =>
      snapshot.matches('sending')
        ? 'sending'
        : snapshot.matches('failure')
          ? 'failure'
          : snapshot.matches('success')
            ? 'success'
            : 'editing',
    selectValues: (snapshot: Snapshot): Values => snapshot.context.values,
    /**
     * The errors to show: every field's own after a submit attempt (§5), and what the API refused.
     * Builds a new object on each call: compare it with `sameFieldErrors`.
     */
    selectErrors: (snapshot: Snapshot): FieldErrors<Field> => {
      const result = check(snapshot.context.values);
      const own = result.ok ? NO_ERRORS : visibleErrors(result.errors, snapshot.context.submitted);
      return { ...snapshot.context.serverErrors, ...own };
    },
    /** Why the last request failed, until the next change. */
    selectFailure: (snapshot: Snapshot): ApiDetail | null => snapshot.context.failure,
    /** The request runs. */
    selectBusy: (snapshot: Snapshot): boolean => snapshot.hasTag('busy'),
  };
}

export type FormFlow<Values extends FormFlowValues, Payload> = ReturnType<
  typeof createFormFlow<Values, Payload>
>;
export type FormFlowMachine<Values extends FormFlowValues, Payload> = FormFlow<
  Values,
  Payload
>['machine'];
export type FormFlowActorRef<Values extends FormFlowValues, Payload> = ActorRefFrom<
  FormFlowMachine<Values, Payload>
>;
