import type { Review } from '@shop/core/contract';
import {
  reviewFormSchema,
  toReviewPayload,
  validateForm,
  visibleErrors,
  type FieldErrors,
  type ReviewFormValues,
  type ReviewPayload,
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
import { reviewFailure, reviewFieldErrors, type ReviewField } from './review.errors.js';
import { refusal, withoutFieldError } from '../../lib/form.js';

/**
 * Writing a review (SPEC §2 product page "create-review button", §5, §7 POST /shop/reviews/): a
 * grade of 1 to 5 stars and a text of 10 to 2,000 characters (core `reviewFormSchema`). Errors
 * show only after a submit attempt. The machine knows nothing of React or fetch: the storefront
 * supplies `createReview` and hears `created` (the new review goes into the list at once).
 *
 * States: `idle` (the dialog is closed) → `editing` → `submitting` → `success`; a refusal goes to
 * `error` with the form as it was (field errors from the API under their fields, anything else
 * above the button), except the API's 409 'already_reviewed', which is no error of the shopper's:
 * `alreadyReviewed` thanks them kindly instead of showing the form.
 */

export type { ReviewField } from './review.errors.js';
export type ReviewErrors = FieldErrors<ReviewField>;

/**
 * The create-review call (POST /shop/reviews/ with the request's language). @shop/ui ships one
 * that fails: the storefront supplies the real one with
 * `reviewMachine.provide({ actors: { createReview } })`.
 */
export const createReview = fromPromise<Review, ReviewPayload>(() =>
  Promise.reject(
    new Error(
      'createReview not provided: supply it with reviewMachine.provide({ actors: { createReview } })',
    ),
  ),
);

export interface ReviewMachineInput {
  /** The product reviewed (its id). */
  product: number;
}

export interface ReviewContext {
  product: number;
  values: ReviewFormValues;
  /** A submit was attempted: the form's errors show from now on (§5). */
  submitted: boolean;
  /** What the API refused, by field, until the field changes. */
  serverErrors: ReviewErrors;
  /** Why the last request failed (the API's detail code), until the next change. */
  failure: ApiDetail | null;
  /** The review the API stored. */
  review: Review | null;
  /** The error of the last failed request, or null. */
  error: unknown;
}

export type ReviewEvent =
  /** The create-review button: the dialog opens (for another product, a fresh form). */
  | { type: 'OPEN'; product?: number }
  /** The dialog closes (close button, Escape, overlay); a written text is kept for next time. */
  | { type: 'CLOSE' }
  /** A star was chosen (1..5). */
  | { type: 'SET_GRADE'; grade: number }
  /** The text changed. */
  | { type: 'SET_TEXT'; text: string }
  | { type: 'SUBMIT' };

/** `created`: the review is stored — show it at once in the product's list. */
export type ReviewEmitted = { type: 'created'; review: Review };

const EMPTY: ReviewFormValues = Object.freeze({ grade: null, text: '' });
const NO_ERRORS: ReviewErrors = Object.freeze({});

function check(values: ReviewFormValues) {
  return validateForm(reviewFormSchema, values);
}

function freshForm(product: number) {
  return {
    product,
    values: EMPTY,
    submitted: false,
    serverErrors: NO_ERRORS,
    failure: null,
    review: null,
    error: null,
  } satisfies ReviewContext;
}

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as ReviewMachineInput,
    emitted: {} as ReviewEmitted,
    tags: {} as 'open',
  },
  guards: {
    formValid: ({ context }) => check(context.values).ok,
    alreadyReviewed: (_, { error }: { error: unknown }) =>
      reviewFailure(error) === 'already_reviewed',
  },
  actions: {
    /** Another product starts a fresh form; the same one keeps what was written. */
    open: assign(({ context, event }) => {
      assertEvent(event, 'OPEN');
      if (event.product !== undefined && event.product !== context.product) {
        return freshForm(event.product);
      }
      return { failure: null };
    }),
    setGrade: assign(({ context, event }) => {
      assertEvent(event, 'SET_GRADE');
      const grade = Math.min(5, Math.max(1, Math.round(event.grade)));
      return {
        values: { ...context.values, grade },
        serverErrors: withoutFieldError(context.serverErrors, 'grade'),
        failure: null,
      };
    }),
    setText: assign(({ context, event }) => {
      assertEvent(event, 'SET_TEXT');
      return {
        values: { ...context.values, text: event.text },
        serverErrors: withoutFieldError(context.serverErrors, 'text'),
        failure: null,
      };
    }),
    markSubmitted: assign({ submitted: true }),
    startRequest: assign({ submitted: true, serverErrors: NO_ERRORS, failure: null, error: null }),
    // Field refusals under their fields; the rest is said for the whole form.
    fail: assign((_, { error }: { error: unknown }) =>
      refusal(error, reviewFieldErrors, reviewFailure),
    ),
    /** Failures are also logged (SPEC §8); the storefront provides its logger. */
    logError: ({ context }) => {
      console.error('[review]', context.error);
    },
    store: assign((_, { review }: { review: Review }) => ({ review })),
    emitCreated: emit((_, { review }: { review: Review }) => ({
      type: 'created' as const,
      review,
    })),
    /** After a stored review (or the kind refusal) the next opening starts afresh. */
    reset: assign(({ context }) => freshForm(context.product)),
  },
  actors: { createReview },
}).createMachine({
  id: 'review',
  context: ({ input }) => freshForm(input.product),
  initial: 'idle',
  states: {
    /** The dialog is closed. */
    idle: {
      on: { OPEN: { target: 'editing', actions: 'open' } },
    },
    editing: {
      tags: 'open',
      on: {
        SET_GRADE: { actions: 'setGrade' },
        SET_TEXT: { actions: 'setText' },
        SUBMIT: [
          { guard: 'formValid', target: 'submitting', actions: 'startRequest' },
          { actions: 'markSubmitted' },
        ],
        CLOSE: 'idle',
      },
    },
    /** The request runs; the form holds still (closing does not stop it). */
    submitting: {
      tags: 'open',
      invoke: {
        src: 'createReview',
        input: ({ context }) => {
          const result = check(context.values);
          if (!result.ok) throw new Error('review: the form is not valid');
          return toReviewPayload(result.data, context.product);
        },
        onDone: {
          target: 'success',
          actions: [
            { type: 'store', params: ({ event }) => ({ review: event.output }) },
            { type: 'emitCreated', params: ({ event }) => ({ review: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'alreadyReviewed', params: ({ event }) => ({ error: event.error }) },
            target: 'alreadyReviewed',
          },
          {
            target: 'error',
            actions: [
              { type: 'fail', params: ({ event }) => ({ error: event.error }) },
              'logError',
            ],
          },
        ],
      },
    },
    /** Refused: the form as it was, with the reasons; a change edits again, submit retries. */
    error: {
      tags: 'open',
      on: {
        SET_GRADE: { target: 'editing', actions: 'setGrade' },
        SET_TEXT: { target: 'editing', actions: 'setText' },
        SUBMIT: [
          { guard: 'formValid', target: 'submitting', actions: 'startRequest' },
          { target: 'editing', actions: 'markSubmitted' },
        ],
        CLOSE: 'idle',
      },
    },
    /** Stored: the dialog thanks the shopper; closing it starts afresh. */
    success: {
      tags: 'open',
      on: {
        CLOSE: { target: 'idle', actions: 'reset' },
        OPEN: { target: 'editing', actions: 'reset' },
      },
    },
    /** One review per product: a kind word instead of the form. */
    alreadyReviewed: {
      tags: 'open',
      on: { CLOSE: { target: 'idle', actions: 'reset' } },
    },
  },
});

export type ReviewMachine = typeof reviewMachine;
export type ReviewActorRef = ActorRefFrom<ReviewMachine>;
export type ReviewSnapshot = SnapshotFrom<ReviewMachine>;

/** What the dialog shows. */
export type ReviewStatus = 'closed' | 'form' | 'success' | 'alreadyReviewed';

// Narrow selectors: the container reads the machine only through these (convention 5).

export const selectReviewStatus = (snapshot: ReviewSnapshot): ReviewStatus =>
  snapshot.matches('idle')
    ? 'closed'
    : snapshot.matches('success')
      ? 'success'
      : snapshot.matches('alreadyReviewed')
        ? 'alreadyReviewed'
        : 'form';
export const selectReviewValues = (snapshot: ReviewSnapshot): ReviewFormValues =>
  snapshot.context.values;
/**
 * The errors to show: the form's own after a submit attempt (§5), and what the API refused.
 * Builds a new object on each call: compare it with `sameFieldErrors`.
 */
export const selectReviewErrors = (snapshot: ReviewSnapshot): ReviewErrors => {
  const result = check(snapshot.context.values);
  const own = result.ok ? NO_ERRORS : visibleErrors(result.errors, snapshot.context.submitted);
  return { ...snapshot.context.serverErrors, ...own };
};
/** Why the last request failed, until the next change. */
export const selectReviewFailure = (snapshot: ReviewSnapshot): ApiDetail | null =>
  snapshot.context.failure;
/** The request runs. */
export const selectReviewBusy = (snapshot: ReviewSnapshot): boolean =>
  snapshot.matches('submitting');
/** The stored review, once the API has it. */
export const selectReviewCreated = (snapshot: ReviewSnapshot): Review | null =>
  snapshot.context.review;
