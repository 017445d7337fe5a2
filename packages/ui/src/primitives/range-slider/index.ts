export { RangeSlider, rangeSliderVariants } from './range-slider.js';
export type { PriceRange, RangeSliderProps } from './range-slider.js';
