export { VideoWithCover, videoLinkVariants, videoWithCoverVariants } from './video-with-cover.js';
export type { VideoWithCoverProps } from './video-with-cover.js';
