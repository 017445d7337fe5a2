export { FormFailure, formFailureVariants } from './form-failure.js';
export type { FormFailureProps } from './form-failure.js';
