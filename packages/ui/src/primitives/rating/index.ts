export { Rating, ratingVariants, roundRating } from './rating.js';
export type { RatingProps } from './rating.js';
