export { EmptyState, emptyStateVariants } from './empty-state.js';
export type { EmptyStateProps } from './empty-state.js';
