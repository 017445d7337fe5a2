import { describe, expect, it } from 'vitest';
import {
  ratingOfDistribution,
  roundAverageGrade,
  withWrittenReviews,
  type ReviewSummary,
} from './rating.js';

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
