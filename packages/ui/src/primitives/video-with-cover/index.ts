export { VideoWithCover, videoWithCoverVariants } from './video-with-cover.js';
export type { VideoWithCoverProps } from './video-with-cover.js';
export { videoSource } from './video-source.js';
export type { VideoSource } from './video-source.js';
