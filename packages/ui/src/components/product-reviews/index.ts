export {
  ProductReviews,
  productReviewsVariants,
  reviewAvatarVariants,
  reviewBarVariants,
} from './product-reviews.js';
export type { ProductReviewsProduct, ProductReviewsProps } from './product-reviews.js';
