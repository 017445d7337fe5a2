/**
 * The reviews summary of a product page: its average and per-grade bars. Kept apart from the
 * review form's rules (review.ts builds zod schemas when loaded): the product page needs these
 * on its first load, and zod must not come with them.
 */
/** A product's reviews as its page shows them (the contract's ProductDetail has these fields). */
export interface ReviewSummary<R extends { grade: number } = { grade: number }> {
  /** The average grade to one decimal, null without reviews. */
  rating: number | null;
  reviews_count: number;
  /** The latest reviews, newest first. */
  reviews: readonly R[];
  /** How many reviews gave each grade. */
  rating_distribution: readonly { grade: number; count: number }[];
}

/**
 * The average grade as the shop shows it: one decimal. The API rounds its average with it and
 * the product page with it, so both say the same.
 *
 * @example roundAverageGrade(4.25) // 4.3
 */
export function roundAverageGrade(average: number | null): number | null {
  if (average === null || !Number.isFinite(average)) return null;
  return Math.round(Math.min(5, Math.max(0, average)) * 10) / 10;
}

/**
 * The mean of per-grade counts, rounded as the shop shows it; null when they count nothing.
 *
 * @example ratingOfDistribution([{ grade: 5, count: 1 }, { grade: 4, count: 2 }]) // 4.3
 */
export function ratingOfDistribution(
  distribution: readonly { grade: number; count: number }[],
): number | null {
  let count = 0;
  let sum = 0;
  for (const bucket of distribution) {
    const n = Math.max(0, bucket.count);
    count += n;
    sum += bucket.grade * n;
  }
  return count === 0 ? null : roundAverageGrade(sum / count);
}

/**
 * The summary once reviews the shopper has just written are added (newest first): the list, the
 * count, the per-grade bars and the average move at once, as the server will show them on the
 * next load. When the bars the server sent do not cover every review (an older answer), the
 * average is weighted from the server's rating instead of taken from the bars.
 *
 * @example withWrittenReviews({ rating: 4, reviews_count: 1, reviews: [r4],
 *   rating_distribution: [{ grade: 4, count: 1 }] }, [r5]).rating // 4.5
 */
export function withWrittenReviews<T extends ReviewSummary>(
  summary: T,
  written: readonly T['reviews'][number][],
): T {
  if (written.length === 0) return summary;
  const counted = summary.rating_distribution.reduce(
    (n, bucket) => n + Math.max(0, bucket.count),
    0,
  );
  const grades = new Set([
    ...summary.rating_distribution.map((b) => b.grade),
    ...written.map((r) => r.grade),
  ]);
  const distribution = [...grades]
    .sort((a, b) => b - a)
    .map((grade) => ({
      grade,
      count:
        summary.rating_distribution
          .filter((bucket) => bucket.grade === grade)
          .reduce((n, bucket) => n + Math.max(0, bucket.count), 0) +
        written.filter((review) => review.grade === grade).length,
    }));
  const before = Math.max(summary.reviews_count, counted);
  const added = written.reduce((sum, review) => sum + review.grade, 0);
  const rating =
    counted >= summary.reviews_count || summary.rating === null
      ? ratingOfDistribution(distribution)
      : roundAverageGrade((summary.rating * before + added) / (before + written.length));
  return {
    ...summary,
    reviews: [...written, ...summary.reviews],
    reviews_count: before + written.length,
    rating_distribution: distribution,
    rating,
  };
}
