export { Rating, ratingVariants } from './rating.js';
export type { RatingProps } from './rating.js';
