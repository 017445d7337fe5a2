import type { ReactNode } from 'react';
import { SAMPLE_PRODUCT, sampleProduct } from '../../product-summary/examples/sample-product.js';
import { ProductReviews, type ProductReviewsProps } from '../product-reviews.js';

/** The sample drill: 4,4 from 7 reviews (5 shown, 2 behind 'show all'). */
export const REVIEWED_PRODUCT = SAMPLE_PRODUCT;

/** No reviews yet: the empty state with the write button. */
export const UNREVIEWED_PRODUCT = sampleProduct({
  rating: null,
  reviews_count: 0,
  reviews: [],
  rating_distribution: [],
});

/** One review: 'o recenzie', no 'show all'. */
export const ONE_REVIEW_PRODUCT = sampleProduct({
  rating: 5,
  reviews_count: 1,
  reviews: SAMPLE_PRODUCT.reviews.slice(0, 1),
  rating_distribution: [{ grade: 5, count: 1 }],
});

/**
 * A popular product: 128 reviews in all, of which the API sent the latest 7; every grade has
 * some. The server sent no rating, so the average comes from the bars.
 */
export const POPULAR_PRODUCT = sampleProduct({
  rating: null,
  reviews_count: 128,
  rating_distribution: [
    { grade: 5, count: 81 },
    { grade: 4, count: 29 },
    { grade: 3, count: 9 },
    { grade: 2, count: 4 },
    { grade: 1, count: 5 },
  ],
});

/**
 * Reviews that say their language (the API sends `lang`): a Romanian, a Russian and one of
 * unknown language.
 */
export const MULTILINGUAL_PRODUCT = sampleProduct({
  rating: 4.7,
  reviews_count: 3,
  reviews: [
    { ...SAMPLE_PRODUCT.reviews[0], lang: 'ro' },
    { ...SAMPLE_PRODUCT.reviews[1], lang: 'ru' },
    { ...SAMPLE_PRODUCT.reviews[2], lang: null },
  ],
  rating_distribution: [
    { grade: 5, count: 2 },
    { grade: 4, count: 1 },
  ],
});

/** The reviews block at the page's content width. */
export function ProductReviewsExample({
  product = REVIEWED_PRODUCT,
  ...props
}: Partial<ProductReviewsProps>): ReactNode {
  return (
    <ProductReviews
      className="shop:max-w-[1200px]"
      product={product}
      onCreateReview={() => undefined}
      {...props}
    />
  );
}
