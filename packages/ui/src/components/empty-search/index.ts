export { EmptySearch, emptySearchVariants } from './empty-search.js';
export type { EmptySearchProps } from './empty-search.js';
