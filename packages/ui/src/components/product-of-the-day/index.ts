export {
  ProductOfTheDay,
  productOfTheDayTrackVariants,
  productOfTheDayVariants,
} from './product-of-the-day.js';
export type { ProductOfTheDayProps } from './product-of-the-day.js';
