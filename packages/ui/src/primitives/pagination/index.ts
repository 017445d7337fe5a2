export { Pagination, paginationVariants } from './pagination.js';
export type { PageItem, PaginationLinkProps, PaginationProps } from './pagination.js';
