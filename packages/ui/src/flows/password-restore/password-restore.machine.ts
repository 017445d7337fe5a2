import {
  PHONE_PREFIX,
  restoreByEmailSchema,
  restoreByPhoneSchema,
  toRestoreByEmailPayload,
  toRestoreByPhonePayload,
  validateForm,
  visibleErrors,
  type FieldErrors,
  type RestoreByEmailPayload,
  type RestoreByPhonePayload,
} from '@shop/core/rules';
import {
  assertEvent,
  assign,
  emit,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { restoreFailureMessage, type RestoreMessage } from './password-reset.errors.js';

/**
 * Password restore (SPEC §4 "Password restore", §5, §8): the shopper chooses the e-mail or the
 * phone method, types the value and submits. Errors show only after the first submit attempt.
 * On success the machine emits `resetRequested` (the storefront closes every modal and opens a
 * success modal; after the phone method also the new-password modal in code mode). Failures are
 * silent, as the spec asks (the API answers alike for known and unknown accounts), except the two
 * that say nothing about the account and mean "try again": a rate limit and a lost connection.
 */

/** How the reset instructions travel: a link by e-mail, or a code by SMS. */
export type RestoreMethod = 'email' | 'phone';

/** The fields of the form: one per method. */
export type RestoreField = RestoreMethod;

/**
 * What the `requestPasswordReset` actor receives: the wire body of POST /api/password_reset/
 * (`{ email }`) or of POST /api/phone_password_reset (`{ phone }`, '+' and digits only, §5).
 */
export type RequestPasswordResetInput = RestoreByEmailPayload | RestoreByPhonePayload;

/**
 * The restore call. @shop/ui ships one that fails: the storefront supplies the real one with
 * `passwordRestoreMachine.provide({ actors: { requestPasswordReset } })`, choosing the endpoint
 * by the body (`'email' in input`), and passes `signal` to its fetch: reopening the modal
 * cancels a request in flight.
 */
export const requestPasswordReset = fromPromise<void, RequestPasswordResetInput>(() =>
  Promise.reject(
    new Error(
      'requestPasswordReset not provided: supply it with passwordRestoreMachine.provide({ actors: { requestPasswordReset } })',
    ),
  ),
);

/** The machine's input (all optional: pass `{}` for the defaults). */
export interface PasswordRestoreMachineInput {
  /** The method chosen at first. @default 'email' */
  method?: RestoreMethod;
  /** The e-mail at first (e.g. what the shopper typed in the sign-in form). @default '' */
  email?: string;
  /** The phone at first, in any form; the phone input masks it. @default '+373' */
  phone?: string;
}

/** Field errors of the form; '_form' holds errors of no field. */
export type RestoreErrors = FieldErrors<RestoreField | '_form'>;

export interface PasswordRestoreContext {
  method: RestoreMethod;
  email: string;
  /** The phone as the masked input holds it, '+373 (69) 123-456'. */
  phone: string;
  /** A submit was attempted: errors show from now on (§5). */
  submitted: boolean;
  /** The errors of the current method's field, kept current on every change. */
  errors: RestoreErrors;
  /** The line the form shows after a failed request, or null (most failures show nothing). */
  message: RestoreMessage | null;
  /** The body of the request in flight (or of the last one). */
  request: RequestPasswordResetInput | null;
  /** The error of the last failed request, or null. */
  error: unknown;
  /** The starting values (the input): each opening returns to them. */
  start: PasswordRestoreMachineInput;
}

export type PasswordRestoreEvent =
  /** The method choice changed (a new form: errors hide until the next submit). */
  | { type: 'SET_METHOD'; method: RestoreMethod }
  /** A field changed: the e-mail, or the phone as the masked input gives it. */
  | { type: 'CHANGE'; field: RestoreField; value: string }
  /** Enter or the submit button. */
  | { type: 'SUBMIT' }
  /**
   * The modal opened: the values go back to the starting ones (the input), errors and message
   * clear (SPEC §2), a request in flight is cancelled. The chosen method stays.
   */
  | { type: 'OPENED' };

/** What the restore succeeded with; the storefront's `onRequested` gets it. */
export type RestoreRequested =
  | { method: 'email' }
  /** The phone the code went to, as sent ('+37369123456'): the new-password modal needs it. */
  | { method: 'phone'; phone: string };

/** What the machine tells its owner. */
export type PasswordRestoreEmitted = { type: 'resetRequested' } & RestoreRequested;

interface Checked {
  errors: RestoreErrors;
  request: RequestPasswordResetInput | null;
}

/** Validates the current method's field (§5): its errors, and the wire body when valid. */
function check(context: Pick<PasswordRestoreContext, 'method' | 'email' | 'phone'>): Checked {
  if (context.method === 'email') {
    const result = validateForm(restoreByEmailSchema, { email: context.email });
    return result.ok
      ? { errors: {}, request: toRestoreByEmailPayload(result.data) }
      : { errors: result.errors, request: null };
  }
  const result = validateForm(restoreByPhoneSchema, { phone: context.phone });
  return result.ok
    ? { errors: {}, request: toRestoreByPhonePayload(result.data) }
    : { errors: result.errors, request: null };
}

function initialContext(input: PasswordRestoreMachineInput): PasswordRestoreContext {
  const values = {
    method: input.method ?? 'email',
    email: input.email ?? '',
    phone: input.phone ?? PHONE_PREFIX,
  };
  return {
    ...values,
    submitted: false,
    errors: check(values).errors,
    message: null,
    request: null,
    error: null,
    start: input,
  };
}

export const passwordRestoreMachine = setup({
  types: {
    context: {} as PasswordRestoreContext,
    events: {} as PasswordRestoreEvent,
    // The assertion is the type: without it xstate would read the input as `{}`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as PasswordRestoreMachineInput,
    emitted: {} as PasswordRestoreEmitted,
    tags: {} as 'busy',
  },
  guards: {
    /** The current method's field is valid. */
    formValid: ({ context }) => check(context).request !== null,
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const next = { ...context, [event.field]: event.value };
      return { [event.field]: event.value, errors: check(next).errors, message: null };
    }),
    setMethod: assign(({ context, event }) => {
      assertEvent(event, 'SET_METHOD');
      const next = { ...context, method: event.method };
      return { method: event.method, submitted: false, errors: check(next).errors, message: null };
    }),
    markSubmitted: assign(({ context }) => ({
      submitted: true,
      errors: check(context).errors,
      message: null,
    })),
    startRequest: assign(({ context }) => ({
      submitted: true,
      errors: {},
      message: null,
      request: check(context).request,
      error: null,
    })),
    setFailure: assign((_, { error }: { error: unknown }) => ({
      message: restoreFailureMessage(error),
      error,
    })),
    /** Failures are only logged (SPEC §8); the storefront provides its logger. */
    logError: ({ context }) => {
      console.error('[password-restore]', context.error);
    },
    /**
     * Clears the form back to the starting values; the chosen method stays (the shopper will
     * likely use it again).
     */
    reset: assign(({ context }) => initialContext({ ...context.start, method: context.method })),
    emitRequested: emit(({ context }): PasswordRestoreEmitted => {
      const request = context.request;
      return request !== null && 'phone' in request
        ? { type: 'resetRequested', method: 'phone', phone: request.phone }
        : { type: 'resetRequested', method: 'email' };
    }),
  },
  actors: { requestPasswordReset },
}).createMachine({
  id: 'passwordRestore',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    /** The form takes changes; a valid submit sends the request. */
    editing: {
      on: {
        SET_METHOD: { actions: 'setMethod' },
        CHANGE: { actions: 'change' },
        SUBMIT: [
          { guard: 'formValid', target: 'submitting', actions: 'startRequest' },
          { actions: 'markSubmitted' },
        ],
        OPENED: { actions: 'reset' },
      },
    },
    /**
     * The request runs; the form holds still. Reopening the modal leaves this state, which stops
     * the actor and aborts its signal.
     */
    submitting: {
      tags: 'busy',
      invoke: {
        src: 'requestPasswordReset',
        input: ({ context }) => pendingRequest(context),
        onDone: { target: 'editing', actions: ['emitRequested', 'reset'] },
        onError: {
          target: 'editing',
          actions: [
            { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            'logError',
          ],
        },
      },
      on: {
        OPENED: { target: 'editing', actions: 'reset' },
      },
    },
  },
});

/** The body of the request in flight: set on entering `submitting`, never null there. */
function pendingRequest(context: PasswordRestoreContext): RequestPasswordResetInput {
  if (context.request === null) throw new Error('password restore: no request to send');
  return context.request;
}

export type PasswordRestoreMachine = typeof passwordRestoreMachine;
export type PasswordRestoreActorRef = ActorRefFrom<PasswordRestoreMachine>;
export type PasswordRestoreSnapshot = SnapshotFrom<PasswordRestoreMachine>;

const NO_ERRORS: RestoreErrors = Object.freeze({});

// Narrow selectors: the container reads the machine only through these (convention 5).

export const selectRestoreMethod = (snapshot: PasswordRestoreSnapshot): RestoreMethod =>
  snapshot.context.method;
export const selectRestoreEmail = (snapshot: PasswordRestoreSnapshot): string =>
  snapshot.context.email;
export const selectRestorePhone = (snapshot: PasswordRestoreSnapshot): string =>
  snapshot.context.phone;
/** The errors to show: none before the first submit attempt (§5); a stable object otherwise. */
export const selectRestoreErrors = (snapshot: PasswordRestoreSnapshot): RestoreErrors =>
  snapshot.context.submitted ? visibleErrors(snapshot.context.errors, true) : NO_ERRORS;
/** The line after a failed request: a rate limit or no connection; null otherwise. */
export const selectRestoreMessage = (snapshot: PasswordRestoreSnapshot): RestoreMessage | null =>
  snapshot.context.message;
/** The request runs. */
export const selectRestoreBusy = (snapshot: PasswordRestoreSnapshot): boolean =>
  snapshot.hasTag('busy');
