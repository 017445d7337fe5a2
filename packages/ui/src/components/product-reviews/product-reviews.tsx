import type { ProductDetail, RatingBucket, Review } from '@shop/core/contract';
import { cva } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { StarIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { Button } from '../../primitives/button/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { Rating } from '../../primitives/rating/index.js';

/** How many reviews show before 'show all'. */
export const REVIEWS_PREVIEW_COUNT = 5;

export const productReviewsVariants = cva('flex scroll-mt-24 flex-col gap-6 text-ink');

/** A bar of the per-star chart: a track, filled to the grade's share of the reviews. */
export const reviewBarVariants = cva(
  'relative h-2 flex-1 overflow-hidden rounded-full bg-black/10',
);

/** The round avatar with the author's initial. */
export const reviewAvatarVariants = cva(
  'flex size-10 shrink-0 items-center justify-center rounded-full bg-settings-newsletter-block-background text-base font-semibold text-settings-main uppercase',
);

/** What the reviews block reads from the product. */
export type ProductReviewsProduct = Pick<
  ProductDetail,
  'rating' | 'reviews_count' | 'reviews' | 'rating_distribution'
>;

const GRADES = [5, 4, 3, 2, 1] as const;

/**
 * The five bars, best first, whatever the server sent (a missing grade has no reviews; the
 * contract already does this for parsed answers, this keeps hand-made props safe too).
 */
export function ratingBars(distribution: readonly RatingBucket[]): RatingBucket[] {
  return GRADES.map((grade) => ({
    grade,
    count: distribution
      .filter((bucket) => bucket.grade === grade)
      .reduce((total, bucket) => total + Math.max(0, bucket.count), 0),
  }));
}

/**
 * The average grade to one decimal: the server's rating, or, when it sent none, the mean of the
 * per-star counts; null when there is nothing to average.
 */
export function averageGrade(
  rating: number | null,
  distribution: readonly RatingBucket[],
): number | null {
  if (rating !== null && Number.isFinite(rating)) {
    return Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10;
  }
  const bars = ratingBars(distribution);
  const count = bars.reduce((total, bar) => total + bar.count, 0);
  if (count === 0) return null;
  const sum = bars.reduce((total, bar) => total + bar.grade * bar.count, 0);
  return Math.round((sum / count) * 10) / 10;
}

export interface ProductReviewsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The product's rating, review count, latest reviews and per-star counts. */
  product: ProductReviewsProduct;
  /**
   * Write a review was pressed. The storefront opens sign-in for a visitor, and the review form
   * once reviews can be sent. Without it there is no button.
   */
  onCreateReview?: () => void;
  /**
   * How many reviews show until 'show all' is pressed.
   * @default REVIEWS_PREVIEW_COUNT (5)
   */
  previewCount?: number;
  /** Every review shown (controlled). Use with `onExpandedChange`. */
  expanded?: boolean;
  /**
   * Every review shown at first (uncontrolled).
   * @default false
   */
  defaultExpanded?: boolean;
  /** Called when 'show all' / 'show fewer' is pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * The section's id: the target of the summary's review link.
   * @default 'reviews'
   */
  id?: string;
  /**
   * The level of the 'Reviews' heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

function ReviewItem({ review }: { review: Review }) {
  const { date } = useT();
  const when = date(review.date, 'long');
  const initial = review.initial ?? review.user_name.trim().charAt(0);
  return (
    <li data-slot="review" className="flex gap-3 border-b border-black/10 py-4 last:border-b-0">
      <span aria-hidden="true" className={reviewAvatarVariants()}>
        {initial}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <p className="font-semibold break-words">{review.user_name}</p>
          {when ? (
            <time dateTime={review.date} className="text-sm text-muted">
              {when}
            </time>
          ) : null}
        </div>
        <Rating value={review.grade} size="sm" />
        {review.text ? (
          <p className="text-sm leading-relaxed break-words whitespace-pre-line">{review.text}</p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The product page's reviews block (SPEC §2): the average with its stars and the count, a bar
 * per grade from 5 to 1, the latest reviews (initial, name, date, grade, text) with 'show all',
 * an empty state, and a write-a-review button. The section has `id="reviews"` for the summary's
 * link.
 *
 * @example
 * ```tsx
 * <ProductReviews product={product} onCreateReview={openSignIn} />
 * ```
 */
export function ProductReviews({
  product,
  onCreateReview,
  previewCount = REVIEWS_PREVIEW_COUNT,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  id = 'reviews',
  headingLevel = 2,
  className,
  ...props
}: ProductReviewsProps): ReactNode {
  const { t, number } = useT();
  const autoId = useId();
  const [expanded, setExpanded] = useControllableState(
    expandedProp,
    defaultExpanded,
    onExpandedChange,
  );
  const Heading = `h${headingLevel}` as const;
  const titleId = `${autoId}-title`;
  const listId = `${autoId}-list`;

  const bars = ratingBars(product.rating_distribution);
  const barTotal = bars.reduce((total, bar) => total + bar.count, 0);
  const count = Math.max(product.reviews_count, product.reviews.length, barTotal);
  const average = averageGrade(product.rating, product.rating_distribution);
  const limit = Math.max(1, Math.trunc(previewCount));
  const collapsible = product.reviews.length > limit;
  const shown = collapsible && !expanded ? product.reviews.slice(0, limit) : product.reviews;

  const toggle = () => setExpanded(!expanded);

  const writeButton = (variant: 'primary' | 'secondary') =>
    onCreateReview ? (
      <Button
        variant={variant}
        data-slot="product-reviews-write"
        className="min-h-11"
        onClick={onCreateReview}
      >
        {t('productReviews.write')}
      </Button>
    ) : null;

  if (count === 0) {
    return (
      <section
        id={id}
        data-slot="product-reviews"
        data-state="empty"
        aria-labelledby={titleId}
        className={cn(productReviewsVariants(), className)}
        {...props}
      >
        <Heading id={titleId} className="text-xl font-bold">
          {t('productReviews.title')}
        </Heading>
        <EmptyState
          size="sm"
          headingLevel={headingLevel === 2 ? 3 : 4}
          title={t('productReviews.empty')}
          description={t('productReviews.beFirst')}
          action={writeButton('primary')}
          className="rounded-md border border-black/10"
        />
      </section>
    );
  }

  return (
    <section
      id={id}
      data-slot="product-reviews"
      data-state={collapsible ? (expanded ? 'expanded' : 'collapsed') : 'all'}
      aria-labelledby={titleId}
      className={cn(productReviewsVariants(), className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={titleId} className="text-xl font-bold">
          {t('productReviews.title')}
        </Heading>
        {writeButton('secondary')}
      </div>

      <div className="grid grid-cols-1 gap-6 bp768:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] bp1024:gap-10">
        <div data-slot="product-reviews-overview" className="flex flex-col gap-4">
          <div className="flex flex-col items-start gap-1">
            {average === null ? null : (
              // Said by the stars' label below; shown large for the eye only.
              <p aria-hidden="true" className="text-4xl leading-none font-bold tabular-nums">
                {number(average)}
              </p>
            )}
            <Rating value={average ?? 0} size="lg" />
            <p className="text-sm text-muted">{t('reviews.count', { count })}</p>
          </div>
          <ul
            aria-label={t('productReviews.distribution')}
            data-slot="product-reviews-distribution"
            className="flex flex-col gap-1.5"
          >
            {bars.map((bar) => (
              <li
                key={bar.grade}
                data-slot="rating-bar"
                data-grade={bar.grade}
                className="flex items-center gap-2 text-sm"
              >
                <span className="sr-only">
                  {t('productReviews.bar', {
                    stars: t('productReviews.stars', { count: bar.grade }),
                    reviews: t('reviews.count', { count: bar.count }),
                  })}
                </span>
                <span aria-hidden="true" className="flex w-7 items-center gap-0.5 tabular-nums">
                  {bar.grade}
                  <StarIcon className="size-3.5 shrink-0 text-star" />
                </span>
                <span aria-hidden="true" className={reviewBarVariants()}>
                  <span
                    className="absolute inset-y-0 left-0 rounded-full bg-star"
                    style={{
                      width: `${String(barTotal === 0 ? 0 : (bar.count / barTotal) * 100)}%`,
                    }}
                  />
                </span>
                <span aria-hidden="true" className="w-8 text-right text-muted tabular-nums">
                  {number(bar.count)}
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div className="flex min-w-0 flex-col gap-2">
          {product.reviews.length > 0 ? (
            <ul
              id={listId}
              aria-label={t('productReviews.list')}
              data-slot="product-reviews-list"
              className="flex flex-col"
            >
              {shown.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
          ) : null}
          {collapsible ? (
            <Button
              variant="secondary"
              data-slot="product-reviews-toggle"
              aria-expanded={expanded}
              aria-controls={listId}
              className="min-h-11 self-start"
              onClick={toggle}
            >
              {expanded ? t('productReviews.showLess') : t('productReviews.showAll')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
