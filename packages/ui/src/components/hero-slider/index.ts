export {
  HERO_SLIDE_MS,
  heroCardVariants,
  heroControlVariants,
  heroDotVariants,
  HeroSlider,
  heroSliderVariants,
  heroSlideVariants,
} from './hero-slider.js';
export type { HeroSliderProps } from './hero-slider.js';
