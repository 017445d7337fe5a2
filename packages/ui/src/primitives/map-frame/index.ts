export { MapFrame, mapEmbedUrl, mapFrameVariants, mapLinkUrl } from './map-frame.js';
export type { MapFrameProps, MapPoint } from './map-frame.js';
