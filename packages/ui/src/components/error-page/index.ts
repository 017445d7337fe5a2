export { ErrorPage, errorPageVariants } from './error-page.js';
export type { ErrorPageProps } from './error-page.js';
