export { Spinner, spinnerVariants } from './spinner.js';
export type { SpinnerProps } from './spinner.js';
