import {
  changePasswordSchema,
  toSetPasswordPayload,
  validateForm,
  visibleErrors,
  type FieldErrors,
  type SetPasswordPayload,
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
import type { ApiDetail } from '../../i18n/index.js';
import { passwordResetErrorDetail } from '../password-restore/password-reset.errors.js';

/**
 * The profile's password change (SPEC §2 "Profile" security tab, §5): the current password and
 * the new one twice, each with its show/hide toggle. Errors show only after a submit attempt. A
 * valid submit sends POST /auth/users/set_password/; success clears the form and emits
 * `passwordChanged` (the storefront opens the result modal; the API has ended the account's other
 * sessions); a refusal keeps what was typed and says why: a wrong current password under its
 * field, anything else (a rate limit, a lost connection) under the form.
 */

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'newPasswordConfirm';

export type PasswordChangeErrors = FieldErrors<PasswordChangeField>;

/**
 * The set-password call. @shop/ui ships one that fails: the storefront supplies the real one with
 * `passwordChangeMachine.provide({ actors: { setPassword } })`.
 */
export const setPassword = fromPromise<void, SetPasswordPayload>(() =>
  Promise.reject(
    new Error(
      'setPassword not provided: supply it with passwordChangeMachine.provide({ actors: { setPassword } })',
    ),
  ),
);

type Values = Record<PasswordChangeField, string>;

export interface PasswordChangeContext extends Values {
  /** A submit was attempted: errors show from now on (§5). */
  submitted: boolean;
  /** The form's errors, kept current on every change. */
  errors: PasswordChangeErrors;
  /** Why the last request was refused (the API's detail code), until the next change. */
  failure: ApiDetail | null;
  /** The error of the last failed request, or null. */
  error: unknown;
}

export type PasswordChangeEvent =
  { type: 'CHANGE'; field: PasswordChangeField; value: string } | { type: 'SUBMIT' };

export type PasswordChangeEmitted = { type: 'passwordChanged' };

function check(values: Values) {
  return validateForm(changePasswordSchema, values);
}

function errorsOf(values: Values): PasswordChangeErrors {
  const result = check(values);
  return result.ok ? {} : result.errors;
}

const EMPTY: Values = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

function initialContext(): PasswordChangeContext {
  return { ...EMPTY, submitted: false, errors: errorsOf(EMPTY), failure: null, error: null };
}

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    emitted: {} as PasswordChangeEmitted,
  },
  guards: {
    formValid: ({ context }) => check(context).ok,
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const next = { ...context, [event.field]: event.value };
      return { [event.field]: event.value, errors: errorsOf(next), failure: null };
    }),
    markSubmitted: assign({ submitted: true }),
    startRequest: assign({ submitted: true, failure: null, error: null }),
    fail: assign((_, { error }: { error: unknown }) => ({
      error,
      failure: passwordResetErrorDetail(error),
    })),
    /** Failures are also logged (SPEC §8); the storefront provides its logger. */
    logError: ({ context }) => {
      console.error('[password-change]', context.error);
    },
    reset: assign(() => initialContext()),
    emitChanged: emit({ type: 'passwordChanged' } as const),
  },
  actors: { setPassword },
}).createMachine({
  id: 'passwordChange',
  context: initialContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [
          { guard: 'formValid', target: 'submitting', actions: 'startRequest' },
          { actions: 'markSubmitted' },
        ],
      },
    },
    /** The request runs; the form holds still. */
    submitting: {
      invoke: {
        src: 'setPassword',
        input: ({ context }) => {
          const result = check(context);
          if (!result.ok) throw new Error('password change: the form is not valid');
          return toSetPasswordPayload(result.data);
        },
        onDone: { target: 'editing', actions: ['reset', 'emitChanged'] },
        onError: {
          target: 'editing',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, 'logError'],
        },
      },
    },
  },
});

export type PasswordChangeMachine = typeof passwordChangeMachine;
export type PasswordChangeActorRef = ActorRefFrom<PasswordChangeMachine>;
export type PasswordChangeSnapshot = SnapshotFrom<PasswordChangeMachine>;

const NO_ERRORS: PasswordChangeErrors = Object.freeze({});

// Narrow selectors: the container reads the machine only through these (convention 5).

export const selectPasswordChangeValues = (snapshot: PasswordChangeSnapshot): Values =>
  snapshot.context;
/** The errors to show: none before a submit attempt (§5). */
export const selectPasswordChangeErrors = (
  snapshot: PasswordChangeSnapshot,
): PasswordChangeErrors =>
  snapshot.context.submitted ? visibleErrors(snapshot.context.errors, true) : NO_ERRORS;
/** Why the last request was refused, until the next change. */
export const selectPasswordChangeFailure = (snapshot: PasswordChangeSnapshot): ApiDetail | null =>
  snapshot.context.failure;
/** The request runs. */
export const selectPasswordChangeBusy = (snapshot: PasswordChangeSnapshot): boolean =>
  snapshot.matches('submitting');
