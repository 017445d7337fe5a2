export { Checkbox, checkboxVariants } from './checkbox.js';
export type { CheckboxProps, CheckboxState } from './checkbox.js';
