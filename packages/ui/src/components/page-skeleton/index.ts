export { PAGE_SKELETON_KINDS, PageSkeleton, pageSkeletonVariants } from './page-skeleton.js';
export type { PageSkeletonKind, PageSkeletonProps } from './page-skeleton.js';
