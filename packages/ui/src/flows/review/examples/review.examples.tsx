import type { Review as ReviewData } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { ReviewDialog, type ReviewDialogProps } from '../review-dialog.js';
import { Review, type ReviewProps } from '../review.container.js';
import { reviewMachine } from '../review.machine.js';

/** The visible states of the review dialog, each a story and a test. */
export const REVIEW_DIALOG_STATES = [
  'fresh',
  'filled',
  'errors',
  'serverErrors',
  'submitting',
  'failed',
  'success',
  'alreadyReviewed',
] as const;
export type ReviewDialogState = (typeof REVIEW_DIALOG_STATES)[number];

export const SAMPLE_PRODUCT_ID = 1042;
export const SAMPLE_PRODUCT_NAME = 'Mixer planetar Bosch MUM5';
export const SAMPLE_TEXT =
  'Îl folosesc de o lună pentru aluat: merge liniștit, vasul e încăpător și se spală ușor.';

/** The review the stand-in API stores. */
export const SAMPLE_REVIEW: ReviewData = {
  id: 9001,
  user_name: 'Ion Popescu',
  initial: 'I',
  date: '2026-11-27',
  grade: 4,
  text: SAMPLE_TEXT,
  lang: 'ro',
};

type ViewData = Omit<ReviewDialogProps, 'onGradeChange' | 'onTextChange' | 'onSubmit'>;

/** The view's props for a state (the handlers apart). */
export function reviewDialogStateProps(state: ReviewDialogState): ViewData {
  const base = { defaultOpen: true, productName: SAMPLE_PRODUCT_NAME };
  const filled = { grade: 4, text: SAMPLE_TEXT };
  switch (state) {
    case 'fresh':
      return { ...base, values: { grade: null, text: '' } };
    case 'filled':
      return { ...base, values: filled };
    case 'errors':
      return {
        ...base,
        values: { grade: null, text: 'Bun' },
        errors: { grade: { key: 'required' }, text: { key: 'minLength', params: { min: 10 } } },
      };
    case 'serverErrors':
      return {
        ...base,
        values: filled,
        errors: { text: { key: 'maxLength', params: { max: 2000 } } },
      };
    case 'submitting':
      return { ...base, values: filled, busy: true };
    case 'failed':
      return { ...base, values: filled, failure: 'network' };
    case 'success':
      return { ...base, values: filled, status: 'success' };
    case 'alreadyReviewed':
      return { ...base, values: filled, status: 'alreadyReviewed' };
  }
}

export type ReviewDialogExampleProps = { state: ReviewDialogState } & Partial<ReviewDialogProps>;

/** The dialog in a state, without motion. */
export function ReviewDialogExample({ state, ...props }: ReviewDialogExampleProps): ReactNode {
  return (
    <ReviewDialog
      animated={false}
      onGradeChange={() => undefined}
      onTextChange={() => undefined}
      onSubmit={() => undefined}
      {...reviewDialogStateProps(state)}
      {...props}
    />
  );
}

/**
 * The wired dialog with a stand-in for the API: it stores the review after `delayMs`, or refuses
 * with `fail` (an Error, or an ApiError such as the 409 'already_reviewed').
 */
export function ReviewExample({
  fail,
  delayMs = 0,
  ...props
}: Omit<ReviewProps, 'machine' | 'product'> & { fail?: Error; delayMs?: number }): ReactNode {
  const machine = reviewMachine.provide({
    actors: {
      createReview: fromPromise(async ({ input }) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (fail) throw fail;
        return { ...SAMPLE_REVIEW, grade: input.grade, text: input.text };
      }),
    },
    actions: { logError: () => undefined },
  });
  return (
    <Review
      machine={machine}
      product={SAMPLE_PRODUCT_ID}
      productName={SAMPLE_PRODUCT_NAME}
      animated={false}
      {...props}
    />
  );
}
