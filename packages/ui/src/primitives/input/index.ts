export { Input, inputVariants } from './input.js';
export type { InputProps } from './input.js';
