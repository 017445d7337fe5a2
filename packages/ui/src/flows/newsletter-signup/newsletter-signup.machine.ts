import { newsletterSubscribeRequestSchema } from '@shop/core/contract';
import {
  newsletterSignupSchema,
  toNewsletterSignupPayload,
  validateForm,
  visibleErrors,
  type FieldErrors,
  type NewsletterSignupPayload,
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
import {
  newsletterSignupFailure,
  newsletterSignupFieldErrors,
  REQUEST_FIELD_TO_FORM,
  type NewsletterSignupField,
} from './newsletter-signup.errors.js';
import { refusal, withoutFieldError } from '../../lib/form.js';
import type { NewsletterSignupAnswer } from './newsletter-signup.posted.js';

/**
 * The home page's newsletter block (SPEC §2 home sections, §3 "Newsletter fields: name, last
 * name, an input and an agreement checkbox", §5 the agreement must be ticked, §7 POST
 * /accounts/newsletter-set/), for anyone, signed in or not. The one contact input is an e-mail
 * when it has an '@' (or a letter), otherwise a Moldovan phone (core's `newsletterContactKind`).
 *
 * States: `editing` → SUBMIT → `validating` (core's `newsletterSignupSchema`, then the body it
 * makes against `newsletterSubscribeRequestSchema`, the schema the API parses it with: every
 * field's error shows at once) → `sending` → `success` (emits `subscribed`, the form empties) or
 * `failure` (the API's field errors under their fields, anything else above the button, the
 * values kept). With the `answer` to a sign-up its form posted before the page's script ran
 * (input), it opens in `failure` with that answer's values and reasons. The machine knows nothing
 * of React or fetch: the storefront supplies `subscribe`.
 */

export type { NewsletterSignupField } from './newsletter-signup.errors.js';
export type NewsletterSignupErrors = FieldErrors<NewsletterSignupField>;

/** What the block's fields hold. */
export interface NewsletterSignupValues {
  name: string;
  lastName: string;
  /** An e-mail or a phone, as typed. */
  contact: string;
  agreement: boolean;
}

/** A text field of the block. */
export type NewsletterSignupTextField = Exclude<NewsletterSignupField, 'agreement'>;

/**
 * The sign-up call (POST /accounts/newsletter-set/). @shop/ui ships one that fails: the
 * storefront supplies the real one with `newsletterSignupMachine.provide({ actors: { subscribe } })`.
 */
export const subscribeNewsletter = fromPromise<void, NewsletterSignupPayload>(() =>
  Promise.reject(
    new Error(
      'subscribe not provided: supply it with newsletterSignupMachine.provide({ actors: { subscribe } })',
    ),
  ),
);

export interface NewsletterSignupContext {
  values: NewsletterSignupValues;
  /** A submit was attempted: the form's errors show from now on (§5). */
  submitted: boolean;
  /** What the API refused, by field, until the field changes. */
  serverErrors: NewsletterSignupErrors;
  /** Why the last request failed (the API's detail code), until the next change. */
  failure: ApiDetail | null;
  /** The error of the last failed request, or null. */
  error: unknown;
}

export type NewsletterSignupEvent =
  | { type: 'SET_TEXT'; field: NewsletterSignupTextField; value: string }
  | { type: 'SET_AGREEMENT'; agreement: boolean }
  | { type: 'SUBMIT' };

/** `subscribed`: the API took the sign-up (the storefront opens the newsletter-success modal). */
export type NewsletterSignupEmitted = { type: 'subscribed'; payload: NewsletterSignupPayload };

export const EMPTY_NEWSLETTER_SIGNUP: NewsletterSignupValues = Object.freeze({
  name: '',
  lastName: '',
  contact: '',
  agreement: false,
});
const NO_ERRORS: NewsletterSignupErrors = Object.freeze({});

export type NewsletterSignupCheck =
  { ok: true; payload: NewsletterSignupPayload } | { ok: false; errors: NewsletterSignupErrors };

/**
 * The block's rules, the client's and the API's: core's form schema (every field's first error),
 * then the body it makes parsed by the request schema the API uses, its errors under the block's
 * fields.
 *
 * @example checkNewsletterSignup({ name: 'Ana', lastName: 'Rusu', contact: '069 123 456', agreement: true })
 * // { ok: true, payload: { name: 'Ana', last_name: 'Rusu', phone: '+37369123456', agreement: true } }
 */
export function checkNewsletterSignup(values: NewsletterSignupValues): NewsletterSignupCheck {
  const form = validateForm(newsletterSignupSchema, values);
  if (!form.ok) {
    const errors: NewsletterSignupErrors = {};
    for (const [field, error] of Object.entries(form.errors)) {
      if (field !== '_form' && error) errors[field as NewsletterSignupField] = error;
    }
    return { ok: false, errors };
  }
  const payload = toNewsletterSignupPayload(form.data);
  const request = validateForm(newsletterSubscribeRequestSchema, payload);
  if (request.ok) return { ok: true, payload };
  const errors: NewsletterSignupErrors = {};
  for (const [field, error] of Object.entries(request.errors)) {
    const formField = REQUEST_FIELD_TO_FORM[field] ?? 'contact';
    if (error && !errors[formField]) errors[formField] = error;
  }
  return { ok: false, errors };
}

/** The body of valid values (`sending` is entered only with them). */
function payloadOf(values: NewsletterSignupValues): NewsletterSignupPayload {
  const result = checkNewsletterSignup(values);
  if (!result.ok) throw new Error('newsletter-signup: the form is not valid');
  return result.payload;
}

/**
 * What the machine starts from: nothing (an empty form), or the answer to a sign-up the form
 * posted before the page's script ran (newsletter-signup.posted.ts), which opens as a refusal.
 */
export interface NewsletterSignupMachineInput {
  /** The posted sign-up's answer; null for an empty form. */
  answer: NewsletterSignupAnswer | null;
}

function freshForm(): NewsletterSignupContext {
  return {
    values: EMPTY_NEWSLETTER_SIGNUP,
    submitted: false,
    serverErrors: NO_ERRORS,
    failure: null,
    error: null,
  };
}

export const newsletterSignupMachine = setup({
  types: {
    context: {} as NewsletterSignupContext,
    input: {} as NewsletterSignupMachineInput,
    events: {} as NewsletterSignupEvent,
    emitted: {} as NewsletterSignupEmitted,
    tags: {} as 'busy',
  },
  guards: {
    formValid: ({ context }) => checkNewsletterSignup(context.values).ok,
    /** Only a posted sign-up's answer starts out submitted. */
    answered: ({ context }) => context.submitted,
  },
  actions: {
    setText: assign(({ context, event }) => {
      assertEvent(event, 'SET_TEXT');
      return {
        values: { ...context.values, [event.field]: event.value },
        serverErrors: withoutFieldError(context.serverErrors, event.field),
        failure: null,
      };
    }),
    setAgreement: assign(({ context, event }) => {
      assertEvent(event, 'SET_AGREEMENT');
      return {
        values: { ...context.values, agreement: event.agreement },
        serverErrors: withoutFieldError(context.serverErrors, 'agreement'),
        failure: null,
      };
    }),
    markSubmitted: assign({ submitted: true }),
    startRequest: assign({ serverErrors: NO_ERRORS, failure: null, error: null }),
    // Field refusals under their fields; the rest is said for the whole form.
    fail: assign((_, { error }: { error: unknown }) =>
      refusal(error, newsletterSignupFieldErrors, newsletterSignupFailure),
    ),
    /** Failures are also logged (SPEC §8); the storefront provides its logger. */
    logError: ({ context }) => {
      console.error('[newsletter-signup]', context.error);
    },
    emitSubscribed: emit((_, { payload }: { payload: NewsletterSignupPayload }) => ({
      type: 'subscribed' as const,
      payload,
    })),
    /** After a sign-up the block is empty again, ready for another. */
    reset: assign(() => freshForm()),
  },
  actors: { subscribe: subscribeNewsletter },
}).createMachine({
  id: 'newsletterSignup',
  context: ({ input }) => {
    const { answer } = input;
    if (!answer) return freshForm();
    const { values, serverErrors, failure } = answer;
    return { values, submitted: true, serverErrors, failure, error: null };
  },
  initial: 'opening',
  states: {
    /** A posted sign-up's answer opens as the refusal it was; otherwise the form is edited. */
    opening: {
      always: [{ guard: 'answered', target: 'failure' }, { target: 'editing' }],
    },
    editing: {
      on: {
        SET_TEXT: { actions: 'setText' },
        SET_AGREEMENT: { actions: 'setAgreement' },
        SUBMIT: 'validating',
      },
    },
    /** The client's check, with core's schemas: on to the API, or back with every error shown. */
    validating: {
      entry: 'markSubmitted',
      always: [
        { guard: 'formValid', target: 'sending', actions: 'startRequest' },
        { target: 'editing' },
      ],
    },
    /** The request runs; the form holds still. */
    sending: {
      tags: 'busy',
      invoke: {
        src: 'subscribe',
        input: ({ context }) => payloadOf(context.values),
        onDone: {
          target: 'success',
          actions: [
            {
              type: 'emitSubscribed',
              // Before `reset`: the values are still the ones sent.
              params: ({ context }) => ({ payload: payloadOf(context.values) }),
            },
            'reset',
          ],
        },
        onError: {
          target: 'failure',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, 'logError'],
        },
      },
    },
    /** Refused: the form as it was, with the reasons; a change edits again, submit retries. */
    failure: {
      on: {
        SET_TEXT: { target: 'editing', actions: 'setText' },
        SET_AGREEMENT: { target: 'editing', actions: 'setAgreement' },
        SUBMIT: 'validating',
      },
    },
    /** Subscribed: an empty form and a thank-you until the next change. */
    success: {
      on: {
        SET_TEXT: { target: 'editing', actions: 'setText' },
        SET_AGREEMENT: { target: 'editing', actions: 'setAgreement' },
        SUBMIT: 'validating',
      },
    },
  },
});

export type NewsletterSignupMachine = typeof newsletterSignupMachine;
export type NewsletterSignupActorRef = ActorRefFrom<NewsletterSignupMachine>;
export type NewsletterSignupSnapshot = SnapshotFrom<NewsletterSignupMachine>;

/** What the block shows besides the fields. */
export type NewsletterSignupStatus = 'editing' | 'sending' | 'failure' | 'success';

// Narrow selectors: the container reads the machine only through these (convention 5).

export const selectNewsletterSignupStatus = (
  snapshot: NewsletterSignupSnapshot,
): NewsletterSignupStatus =>
  snapshot.matches('sending')
    ? 'sending'
    : snapshot.matches('failure')
      ? 'failure'
      : snapshot.matches('success')
        ? 'success'
        : 'editing';
export const selectNewsletterSignupValues = (
  snapshot: NewsletterSignupSnapshot,
): NewsletterSignupValues => snapshot.context.values;
/**
 * The errors to show: every field's own after a submit attempt (§5), and what the API refused.
 * Builds a new object on each call: compare it with `sameFieldErrors`.
 */
export const selectNewsletterSignupErrors = (
  snapshot: NewsletterSignupSnapshot,
): NewsletterSignupErrors => {
  const result = checkNewsletterSignup(snapshot.context.values);
  const own = result.ok ? NO_ERRORS : visibleErrors(result.errors, snapshot.context.submitted);
  return { ...snapshot.context.serverErrors, ...own };
};
/** Why the last request failed, until the next change. */
export const selectNewsletterSignupFailure = (
  snapshot: NewsletterSignupSnapshot,
): ApiDetail | null => snapshot.context.failure;
/** The request runs. */
export const selectNewsletterSignupBusy = (snapshot: NewsletterSignupSnapshot): boolean =>
  snapshot.hasTag('busy');
