export { Counter, counterVariants } from './counter.js';
export type { CounterProps } from './counter.js';
