export { RadioGroup, radioGroupVariants, radioOptionVariants } from './radio-group.js';
export type { RadioGroupProps, RadioOption } from './radio-group.js';
