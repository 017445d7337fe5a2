import type { Review as ReviewData } from '@shop/core/contract';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useEmitted } from '../../lib/use-emitted.js';
import { sameFieldErrors } from '../sign-in/sign-in.machine.js';
import { ReviewDialog } from './review-dialog.js';
import {
  reviewMachine,
  selectReviewBusy,
  selectReviewErrors,
  selectReviewFailure,
  selectReviewStatus,
  selectReviewValues,
  type ReviewMachine,
} from './review.machine.js';

export interface ReviewProps {
  /**
   * The review machine with the storefront's `createReview`. Read once, at mount.
   * @default reviewMachine (its actor fails with "not provided")
   */
  machine?: ReviewMachine;
  /** The product reviewed (its id). */
  product: number;
  /**
   * Its name, said under the dialog's title. @default null
   * @example productName="Mixer planetar Bosch MUM5"
   */
  productName?: string | null;
  /** Whether the dialog is open. */
  open: boolean;
  /** The dialog asks to close (close button, Escape, overlay) — or to open. */
  onOpenChange: (open: boolean) => void;
  /** The API stored the review: show it at once in the product's list. */
  onCreated?: (review: ReviewData) => void;
  /** Id in the nearest `ModalStackProvider`. */
  modalId?: string;
  /** The spinner turns. @default true */
  animated?: boolean;
  className?: string;
}

/**
 * The create-review dialog, wired: runs the review machine for a product, opens and closes with
 * `open`, and reports a stored review through `onCreated` (refusals are said by the dialog).
 *
 * @example
 * ```tsx
 * <Review machine={storefrontReviewMachine} product={product.id} productName={product.name}
 *   open={open} onOpenChange={setOpen} onCreated={(review) => addToList(review)} />
 * ```
 */
export function Review({
  machine = reviewMachine,
  product,
  productName = null,
  open,
  onOpenChange,
  onCreated,
  modalId,
  animated,
  className,
}: ReviewProps): ReactNode {
  const actor = useActorRef(machine, { input: { product } });
  useEmitted(actor, (event) => {
    if (event.type === 'created') onCreated?.(event.review);
  });
  useEffect(() => {
    actor.send(open ? { type: 'OPEN', product } : { type: 'CLOSE' });
  }, [actor, open, product]);
  const status = useSelector(actor, selectReviewStatus);
  const values = useSelector(actor, selectReviewValues);
  const errors = useSelector(actor, selectReviewErrors, sameFieldErrors);
  const failure = useSelector(actor, selectReviewFailure);
  const busy = useSelector(actor, selectReviewBusy);
  return (
    <ReviewDialog
      modalId={modalId}
      open={open && status !== 'closed'}
      onOpenChange={(next) => {
        if (!next) actor.send({ type: 'CLOSE' });
        onOpenChange(next);
      }}
      status={status === 'closed' ? 'form' : status}
      productName={productName}
      values={values}
      errors={errors}
      failure={failure}
      busy={busy}
      animated={animated}
      onGradeChange={(grade) => actor.send({ type: 'SET_GRADE', grade })}
      onTextChange={(text) => actor.send({ type: 'SET_TEXT', text })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      className={className}
    />
  );
}
