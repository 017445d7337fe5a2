export { MapFrame, mapFrameVariants } from './map-frame.js';
export type { MapFrameProps, MapPoint } from './map-frame.js';
