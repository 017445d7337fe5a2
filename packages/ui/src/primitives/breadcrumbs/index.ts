export { Breadcrumbs, breadcrumbsVariants, defaultRenderLink } from './breadcrumbs.js';
export type { BreadcrumbItem, BreadcrumbLinkProps, BreadcrumbsProps } from './breadcrumbs.js';
