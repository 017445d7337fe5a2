import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createReviewRequestSchema } from '../contract/product.js';
import { REVIEW } from './constants.js';
import {
  ratingOfDistribution,
  reviewFormSchema,
  roundAverageGrade,
  toReviewPayload,
  withWrittenReviews,
  type ReviewSummary,
} from './review.js';
import { validateForm } from './validation.js';

const TEXT = 'Merge bine de o lună, recomand.';

describe('review form', () => {
  it('needs a grade chosen and a text of 10 to 2000 characters', () => {
    expect(validateForm(reviewFormSchema, { grade: null, text: '' })).toEqual({
      ok: false,
      errors: { grade: { key: 'required' }, text: { key: 'required' } },
    });
    expect(validateForm(reviewFormSchema, { grade: 3, text: '  scurt   ' })).toEqual({
      ok: false,
      errors: { text: { key: 'minLength', params: { min: REVIEW.minText } } },
    });
    expect(validateForm(reviewFormSchema, { grade: 5, text: 'a'.repeat(2001) })).toEqual({
      ok: false,
      errors: { text: { key: 'maxLength', params: { max: REVIEW.maxText } } },
    });
    for (const grade of [0, 6, 2.5, Number.NaN]) {
      expect(validateForm(reviewFormSchema, { grade, text: TEXT })).toEqual({
        ok: false,
        errors: { grade: { key: 'required' } },
      });
    }
  });

  it('a valid form becomes the review body, its text trimmed', () => {
    const result = validateForm(reviewFormSchema, { grade: 4, text: `  ${TEXT}\n` });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(toReviewPayload(result.data, 1042)).toEqual({ product: 1042, grade: 4, text: TEXT });
  });

  it('the form and the API agree: whatever the form takes, the request schema takes too', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -2, max: 8 }), { nil: null }),
        fc.string({ maxLength: 2100 }),
        (grade, text) => {
          const form = validateForm(reviewFormSchema, { grade, text });
          const request = createReviewRequestSchema.safeParse({ product: 7, grade, text });
          expect(request.success).toBe(form.ok);
          if (form.ok) expect(request.data).toEqual(toReviewPayload(form.data, 7));
        },
      ),
    );
  });
});

describe('the reviews summary after a review is written', () => {
  const review = (id: number, grade: number) => ({ id, grade });
  const summary = {
    rating: 4.3,
    reviews_count: 3,
    reviews: [review(1, 5), review(2, 4), review(3, 4)],
    rating_distribution: [
      { grade: 5, count: 1 },
      { grade: 4, count: 2 },
      { grade: 3, count: 0 },
      { grade: 2, count: 0 },
      { grade: 1, count: 0 },
    ],
  };

  it('puts the new review first and moves the count, its bar and the average', () => {
    const after = withWrittenReviews(summary, [review(9, 1)]);
    expect(after.reviews.map((r) => r.id)).toEqual([9, 1, 2, 3]);
    expect(after.reviews_count).toBe(4);
    expect(after.rating_distribution).toEqual([
      { grade: 5, count: 1 },
      { grade: 4, count: 2 },
      { grade: 3, count: 0 },
      { grade: 2, count: 0 },
      { grade: 1, count: 1 },
    ]);
    // (5 + 4 + 4 + 1) / 4 = 3.5
    expect(after.rating).toBe(3.5);
  });

  it('gives the first review of a product its grade as the average', () => {
    const empty: ReviewSummary<{ id: number; grade: number }> = {
      rating: null,
      reviews_count: 0,
      reviews: [],
      rating_distribution: [],
    };
    const after = withWrittenReviews(empty, [review(1, 4)]);
    expect(after).toMatchObject({ rating: 4, reviews_count: 1 });
    expect(after.rating_distribution).toEqual([{ grade: 4, count: 1 }]);
  });

  it("weighs the server's average when its bars do not count every review", () => {
    const partial = { ...summary, reviews_count: 10, rating: 4 };
    // (4 × 10 + 1) / 11 = 3.727…
    expect(withWrittenReviews(partial, [review(9, 1)]).rating).toBe(3.7);
  });

  it('leaves the summary as it is without new reviews', () => {
    expect(withWrittenReviews(summary, [])).toBe(summary);
  });

  it('rounds an average to one decimal, within 0 to 5', () => {
    expect(roundAverageGrade(4.25)).toBe(4.3);
    expect(roundAverageGrade(4.333)).toBe(4.3);
    expect(roundAverageGrade(7)).toBe(5);
    expect(roundAverageGrade(null)).toBeNull();
    expect(roundAverageGrade(Number.NaN)).toBeNull();
    expect(ratingOfDistribution([])).toBeNull();
  });
});
