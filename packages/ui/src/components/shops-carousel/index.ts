export {
  shopCardVariants,
  ShopsCarousel,
  shopsCarouselButtonVariants,
  shopsCarouselRowVariants,
} from './shops-carousel.js';
export type { ShopsCarouselProps } from './shops-carousel.js';
