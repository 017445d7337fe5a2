export { Skeleton, skeletonVariants } from './skeleton.js';
export type { SkeletonProps } from './skeleton.js';
