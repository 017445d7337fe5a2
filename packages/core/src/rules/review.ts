import { z } from '../zod.js';
import { reviewGradeField, reviewTextField } from './fields.js';

/**
 * The product page's review form (SPEC §2 "reviews block … create-review button"; bounds in
 * REVIEW): a grade of 1 to 5 stars chosen, and a text of 10 to 2000 characters once trimmed. The
 * API checks POST /shop/reviews/ with the same fields (the contract's createReviewRequestSchema).
 * The form holds no grade (`null`) until a star is chosen, which reads as 'required'.
 *
 * @example validateForm(reviewFormSchema, { grade: null, text: 'Bun' })
 * // { ok: false, errors: { grade: { key: 'required' }, text: { key: 'minLength', params: { min: 10 } } } }
 */
export const reviewFormSchema = z.object({ grade: reviewGradeField, text: reviewTextField });

/** The review form as the ui holds it: no grade until a star is chosen. */
export interface ReviewFormValues {
  grade: number | null;
  text: string;
}

/** POST /shop/reviews/: the product, the grade and the trimmed text (the author is the token's). */
export interface ReviewPayload {
  product: number;
  grade: number;
  text: string;
}

/**
 * The review body of a valid form for a product.
 *
 * @example toReviewPayload({ grade: 4, text: 'Merge bine de o lună.' }, 1042)
 * // { product: 1042, grade: 4, text: 'Merge bine de o lună.' }
 */
export function toReviewPayload(
  values: z.output<typeof reviewFormSchema>,
  product: number,
): ReviewPayload {
  return { product, grade: values.grade, text: values.text };
}
