import {
  newPasswordSchema,
  PASSWORD_RESET,
  toConfirmPasswordPayload,
  toPhonePayload,
  validateForm,
  visibleErrors,
  type ConfirmPasswordPayload,
  type FieldError,
  type FieldErrors,
} from '@shop/core/rules';
import {
  and,
  assertEvent,
  assign,
  emit,
  fromPromise,
  not,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { ApiDetail } from '../../i18n/index.js';
import { passwordResetErrorDetail } from '../password-restore/password-reset.errors.js';

/**
 * New password (SPEC §3 "New-password form", §4 "New password", §5, §8). Two modes:
 * - link: the e-mailed link's `resetPassword` query parameter carries the token;
 * - code: after a restore by phone the shopper types the six-digit SMS code, which is sent as
 *   the token together with the phone it went to.
 * The shopper types the new password twice (and the code); errors show only after a submit
 * attempt. On success the machine emits `passwordChanged` (the storefront closes every modal and
 * opens the password-success modal); on failure `passwordChangeFailed` with the API's detail code
 * (the storefront opens the password-error modal over this one, so the shopper can try again).
 */

/** Where the reset secret comes from: the e-mailed link, or the SMS code typed here. */
export type NewPasswordMode = 'link' | 'code';

/** The fields of the form; `code` only in code mode. */
export type NewPasswordField = 'newPassword' | 'newPasswordConfirm' | 'code';

/** Field errors of the form; '_form' holds errors of no field. */
export type NewPasswordErrors = FieldErrors<NewPasswordField | '_form'>;

/**
 * What the reset is for: the link's token (link mode), or the phone the SMS code went to (code
 * mode; any form, sent as '+' and digits). A phone means code mode.
 */
export interface NewPasswordMachineInput {
  /** The `resetPassword` query parameter of the e-mailed link (SPEC §4). */
  token?: string;
  /** The phone of a restore by phone (`resetRequested`'s `phone`): code mode. */
  phone?: string;
}

/**
 * What the `confirmPasswordReset` actor receives: the body of POST /api/password_reset/confirm/
 * (`{ password, token }`, core's `toConfirmPasswordPayload`), plus `phone` in code mode, where
 * `token` is the SMS code.
 */
export type ConfirmPasswordResetInput = ConfirmPasswordPayload & { phone?: string };

/**
 * The confirm call. @shop/ui ships one that fails: the storefront supplies the real one with
 * `newPasswordMachine.provide({ actors: { confirmPasswordReset } })` and passes `signal` to its
 * fetch: reopening the modal cancels a request in flight.
 */
export const confirmPasswordReset = fromPromise<void, ConfirmPasswordResetInput>(() =>
  Promise.reject(
    new Error(
      'confirmPasswordReset not provided: supply it with newPasswordMachine.provide({ actors: { confirmPasswordReset } })',
    ),
  ),
);

export interface NewPasswordContext {
  mode: NewPasswordMode;
  /** The link's token ('' in code mode). */
  token: string;
  /** The phone of code mode, as sent ('+37369123456'); null in link mode. */
  phone: string | null;
  newPassword: string;
  newPasswordConfirm: string;
  /** The SMS code as typed (code mode). */
  code: string;
  /** A submit was attempted: errors show from now on (§5). */
  submitted: boolean;
  /** The form's errors, kept current on every change. */
  errors: NewPasswordErrors;
  /** The body of the request in flight (or of the last one). */
  request: ConfirmPasswordResetInput | null;
  /** The error of the last failed request, or null. */
  error: unknown;
}

export type NewPasswordEvent =
  /** A field changed. */
  | { type: 'CHANGE'; field: NewPasswordField; value: string }
  /** Enter or the submit button. */
  | { type: 'SUBMIT' }
  /**
   * The modal opened: clears the fields and errors (SPEC §2) and cancels a request in flight.
   * With `target`, the reset is for another link or phone from now on.
   */
  | { type: 'OPENED'; target?: NewPasswordMachineInput };

/** What the machine tells its owner. */
export type NewPasswordEmitted =
  /** The password was changed. */
  | { type: 'passwordChanged' }
  /**
   * The change failed. `detail` is the API's code ('invalid_token' for a used, expired or wrong
   * link or code; 'too_many_requests'; 'network'; 'internal_error' for anything unknown), to be
   * explained from the catalogues (`translateApiDetail`).
   */
  | { type: 'passwordChangeFailed'; detail: ApiDetail };

/** The SMS code without the spaces a paste may bring. */
export function normaliseResetCode(code: string): string {
  return code.replace(/\s+/g, '');
}

const CODE_PATTERN = new RegExp(`^\\d{${String(PASSWORD_RESET.phoneCodeDigits)}}$`);

/**
 * The SMS code's error: 'required' when empty, 'invalid' (with the digit count as min and max)
 * unless it is exactly `PASSWORD_RESET.phoneCodeDigits` digits.
 */
export function resetCodeError(code: string): FieldError | undefined {
  const digits = normaliseResetCode(code);
  if (digits === '') return { key: 'required' };
  if (!CODE_PATTERN.test(digits)) {
    const count = PASSWORD_RESET.phoneCodeDigits;
    return { key: 'invalid', params: { min: count, max: count } };
  }
  return undefined;
}

type Values = Pick<
  NewPasswordContext,
  'mode' | 'token' | 'phone' | 'newPassword' | 'newPasswordConfirm' | 'code'
>;

interface Checked {
  errors: NewPasswordErrors;
  request: ConfirmPasswordResetInput | null;
}

/** Validates the form (§5, and the code in code mode): its errors, and the body when valid. */
function check(values: Values): Checked {
  const result = validateForm(newPasswordSchema, {
    newPassword: values.newPassword,
    newPasswordConfirm: values.newPasswordConfirm,
  });
  const codeError = values.mode === 'code' ? resetCodeError(values.code) : undefined;
  const errors: NewPasswordErrors = result.ok ? {} : { ...result.errors };
  if (codeError) errors.code = codeError;
  if (!result.ok || codeError) return { errors, request: null };
  if (values.mode === 'link') {
    return { errors, request: toConfirmPasswordPayload(result.data, values.token) };
  }
  const body = toConfirmPasswordPayload(result.data, normaliseResetCode(values.code));
  return { errors, request: values.phone === null ? body : { ...body, phone: values.phone } };
}

/** The mode and secret holder of an input: a phone means code mode. */
function targetOf(input: NewPasswordMachineInput): Pick<Values, 'mode' | 'token' | 'phone'> {
  const phone = input.phone?.trim() ?? '';
  if (phone !== '') return { mode: 'code', token: '', phone: toPhonePayload(phone) };
  return { mode: 'link', token: input.token?.trim() ?? '', phone: null };
}

function initialContext(target: Pick<Values, 'mode' | 'token' | 'phone'>): NewPasswordContext {
  const values = { ...target, newPassword: '', newPasswordConfirm: '', code: '' };
  return { ...values, submitted: false, errors: check(values).errors, request: null, error: null };
}

export const newPasswordMachine = setup({
  types: {
    context: {} as NewPasswordContext,
    events: {} as NewPasswordEvent,
    // The assertion is the type: without it xstate would read the input as `{}`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as NewPasswordMachineInput,
    emitted: {} as NewPasswordEmitted,
    tags: {} as 'busy',
  },
  guards: {
    /** Every field is valid. */
    formValid: ({ context }) => check(context).request !== null,
    /** Link mode without a token (an empty `resetPassword=`): nothing can be confirmed. */
    tokenMissing: ({ context }) => context.mode === 'link' && context.token === '',
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const next = { ...context, [event.field]: event.value };
      return { [event.field]: event.value, errors: check(next).errors };
    }),
    markSubmitted: assign(({ context }) => ({ submitted: true, errors: check(context).errors })),
    startRequest: assign(({ context }) => ({
      submitted: true,
      errors: {},
      request: check(context).request,
      error: null,
    })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    /** Failures are also logged (SPEC §8); the storefront provides its logger. */
    logError: ({ context }) => {
      console.error('[new-password]', context.error);
    },
    /** Clears the form, for the same link or phone, or for `OPENED`'s new target. */
    reset: assign(({ context, event }) => {
      const target =
        event.type === 'OPENED' && event.target !== undefined ? targetOf(event.target) : context;
      return initialContext({ mode: target.mode, token: target.token, phone: target.phone });
    }),
    emitChanged: emit({ type: 'passwordChanged' } as const),
    emitFailed: emit(({ context }) => ({
      type: 'passwordChangeFailed' as const,
      detail: passwordResetErrorDetail(context.error),
    })),
    emitTokenMissing: emit({ type: 'passwordChangeFailed', detail: 'invalid_token' } as const),
  },
  actors: { confirmPasswordReset },
}).createMachine({
  id: 'newPassword',
  context: ({ input }) => initialContext(targetOf(input)),
  initial: 'editing',
  states: {
    /** The form takes changes; a valid submit sends the request. */
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [
          {
            guard: and(['formValid', not('tokenMissing')]),
            target: 'submitting',
            actions: 'startRequest',
          },
          { guard: 'formValid', actions: ['markSubmitted', 'emitTokenMissing'] },
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
        src: 'confirmPasswordReset',
        input: ({ context }) => pendingRequest(context),
        onDone: { target: 'editing', actions: ['emitChanged', 'reset'] },
        onError: {
          target: 'editing',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'logError',
            'emitFailed',
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
function pendingRequest(context: NewPasswordContext): ConfirmPasswordResetInput {
  if (context.request === null) throw new Error('new password: no request to send');
  return context.request;
}

export type NewPasswordMachine = typeof newPasswordMachine;
export type NewPasswordActorRef = ActorRefFrom<NewPasswordMachine>;
export type NewPasswordSnapshot = SnapshotFrom<NewPasswordMachine>;

const NO_ERRORS: NewPasswordErrors = Object.freeze({});

// Narrow selectors: the container reads the machine only through these (convention 5).

export const selectNewPasswordMode = (snapshot: NewPasswordSnapshot): NewPasswordMode =>
  snapshot.context.mode;
/** The phone of code mode, as sent ('+37369123456'); null in link mode. */
export const selectNewPasswordPhone = (snapshot: NewPasswordSnapshot): string | null =>
  snapshot.context.phone;
export const selectNewPassword = (snapshot: NewPasswordSnapshot): string =>
  snapshot.context.newPassword;
export const selectNewPasswordConfirm = (snapshot: NewPasswordSnapshot): string =>
  snapshot.context.newPasswordConfirm;
export const selectNewPasswordCode = (snapshot: NewPasswordSnapshot): string =>
  snapshot.context.code;
/** The errors to show: none before a submit attempt (§5); a stable object otherwise. */
export const selectNewPasswordErrors = (snapshot: NewPasswordSnapshot): NewPasswordErrors =>
  snapshot.context.submitted ? visibleErrors(snapshot.context.errors, true) : NO_ERRORS;
/** The request runs. */
export const selectNewPasswordBusy = (snapshot: NewPasswordSnapshot): boolean =>
  snapshot.hasTag('busy');
