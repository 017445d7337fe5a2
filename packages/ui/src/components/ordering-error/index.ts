export { OrderingError, orderingErrorVariants } from './ordering-error.js';
export type { OrderingErrorProps } from './ordering-error.js';
