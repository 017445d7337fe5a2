export { MapFrame, mapFrameVariants } from './map-frame.js';
export type { MapFrameProps } from './map-frame.js';
