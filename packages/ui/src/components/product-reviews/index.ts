export {
  averageGrade,
  ProductReviews,
  productReviewsVariants,
  ratingBars,
  REVIEWS_PREVIEW_COUNT,
  reviewAvatarVariants,
  reviewBarVariants,
} from './product-reviews.js';
export type { ProductReviewsProduct, ProductReviewsProps } from './product-reviews.js';
