export { Breadcrumbs, breadcrumbsVariants } from './breadcrumbs.js';
export type { BreadcrumbItem, BreadcrumbLinkProps, BreadcrumbsProps } from './breadcrumbs.js';
