export { Review } from './review.container.js';
export type { ReviewProps } from './review.container.js';
export { ReviewDialog, reviewDialogVariants, reviewStarVariants } from './review-dialog.js';
export type { ReviewDialogProps } from './review-dialog.js';
export { reviewFailure, reviewFieldErrors } from './review.errors.js';
export {
  createReview,
  reviewMachine,
  selectReviewBusy,
  selectReviewCreated,
  selectReviewErrors,
  selectReviewFailure,
  selectReviewStatus,
  selectReviewValues,
} from './review.machine.js';
export type {
  ReviewActorRef,
  ReviewContext,
  ReviewEmitted,
  ReviewErrors,
  ReviewEvent,
  ReviewField,
  ReviewMachine,
  ReviewMachineInput,
  ReviewSnapshot,
  ReviewStatus,
} from './review.machine.js';
