import type { ProductDetail, RatingBucket, Review } from '@shop/core/contract';
import { ratingOfDistribution, roundAverageGrade } from '@shop/core/rules';
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

export const productReviewsVariants = cva(
  'shop:flex shop:scroll-mt-24 shop:flex-col shop:gap-6 shop:text-ink',
);

/** A bar of the per-star chart: a track, filled to the grade's share of the reviews. */
export const reviewBarVariants = cva(
  'shop:relative shop:h-2 shop:flex-1 shop:overflow-hidden shop:rounded-full shop:bg-black/10',
);

/** The round avatar with the author's initial. */
export const reviewAvatarVariants = cva(
  'shop:flex shop:size-10 shop:shrink-0 shop:items-center shop:justify-center shop:rounded-full shop:bg-settings-newsletter-block-background shop:text-base shop:font-semibold shop:text-settings-main shop:uppercase',
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
  return roundAverageGrade(rating) ?? ratingOfDistribution(ratingBars(distribution));
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
  const { date, locale } = useT();
  // A review written in another language than the page's says so (screen readers read it in its
  // own voice); the date around it is the page's.
  const lang = review.lang !== null && review.lang !== locale ? review.lang : undefined;
  const when = date(review.date, 'long');
  const initial = review.initial ?? review.user_name.trim().charAt(0);
  return (
    <li
      data-slot="review"
      className="shop:flex shop:gap-3 shop:border-b shop:border-black/10 shop:py-4 shop:last:border-b-0"
    >
      <span aria-hidden="true" className={reviewAvatarVariants()}>
        {initial}
      </span>
      <div className="shop:flex shop:min-w-0 shop:flex-1 shop:flex-col shop:gap-1.5">
        <div className="shop:flex shop:flex-wrap shop:items-baseline shop:justify-between shop:gap-x-3 shop:gap-y-0.5">
          <p className="shop:font-semibold shop:break-words">{review.user_name}</p>
          {when ? (
            <time dateTime={review.date} className="shop:text-sm shop:text-muted">
              {when}
            </time>
          ) : null}
        </div>
        <Rating value={review.grade} size="sm" />
        {review.text ? (
          <p
            lang={lang}
            className="shop:text-sm shop:leading-relaxed shop:break-words shop:whitespace-pre-line"
          >
            {review.text}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The product page's reviews block (SPEC §2): the average with its stars and the count, a bar
 * per grade from 5 to 1, the latest reviews (initial, name, date, grade, text) with 'show all',
 * an empty state, and a write-a-review button. The section has `id="reviews"` for the summary's
 * link. A review written in another language than the page's carries its `lang`.
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
        className="shop:min-h-11"
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
        <Heading id={titleId} className="shop:text-xl shop:font-bold">
          {t('productReviews.title')}
        </Heading>
        <EmptyState
          size="sm"
          headingLevel={headingLevel === 2 ? 3 : 4}
          title={t('productReviews.empty')}
          description={t('productReviews.beFirst')}
          action={writeButton('primary')}
          className="shop:rounded-md shop:border shop:border-black/10"
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
      <div className="shop:flex shop:flex-wrap shop:items-center shop:justify-between shop:gap-3">
        <Heading id={titleId} className="shop:text-xl shop:font-bold">
          {t('productReviews.title')}
        </Heading>
        {writeButton('secondary')}
      </div>

      <div className="shop:grid shop:grid-cols-1 shop:gap-6 shop:bp768:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] shop:bp1024:gap-10">
        <div data-slot="product-reviews-overview" className="shop:flex shop:flex-col shop:gap-4">
          <div className="shop:flex shop:flex-col shop:items-start shop:gap-1">
            {average === null ? null : (
              // Said by the stars' label below; shown large for the eye only.
              <p
                aria-hidden="true"
                className="shop:text-4xl shop:leading-none shop:font-bold shop:tabular-nums"
              >
                {number(average)}
              </p>
            )}
            <Rating value={average ?? 0} size="lg" />
            <p className="shop:text-sm shop:text-muted">{t('reviews.count', { count })}</p>
          </div>
          <ul
            aria-label={t('productReviews.distribution')}
            data-slot="product-reviews-distribution"
            className="shop:flex shop:flex-col shop:gap-1.5"
          >
            {bars.map((bar) => (
              <li
                key={bar.grade}
                data-slot="rating-bar"
                data-grade={bar.grade}
                className="shop:flex shop:items-center shop:gap-2 shop:text-sm"
              >
                <span className="shop:sr-only">
                  {t('productReviews.bar', {
                    stars: t('productReviews.stars', { count: bar.grade }),
                    reviews: t('reviews.count', { count: bar.count }),
                  })}
                </span>
                <span
                  aria-hidden="true"
                  className="shop:flex shop:w-7 shop:items-center shop:gap-0.5 shop:tabular-nums"
                >
                  {bar.grade}
                  <StarIcon className="shop:size-3.5 shop:shrink-0 shop:text-star" />
                </span>
                <span aria-hidden="true" className={reviewBarVariants()}>
                  <span
                    className="shop:absolute shop:inset-y-0 shop:left-0 shop:rounded-full shop:bg-star"
                    style={{
                      width: `${String(barTotal === 0 ? 0 : (bar.count / barTotal) * 100)}%`,
                    }}
                  />
                </span>
                <span
                  aria-hidden="true"
                  className="shop:w-8 shop:text-right shop:text-muted shop:tabular-nums"
                >
                  {number(bar.count)}
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div className="shop:flex shop:min-w-0 shop:flex-col shop:gap-2">
          {product.reviews.length > 0 ? (
            <ul
              id={listId}
              aria-label={t('productReviews.list')}
              data-slot="product-reviews-list"
              className="shop:flex shop:flex-col"
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
              className="shop:min-h-11 shop:self-start"
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
