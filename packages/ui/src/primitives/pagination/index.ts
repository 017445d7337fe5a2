export { Pagination, paginationVariants, pageItems } from './pagination.js';
export type { PageItem, PaginationLinkProps, PaginationProps } from './pagination.js';
