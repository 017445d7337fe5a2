export { Switch, switchThumbVariants, switchVariants } from './switch.js';
export type { SwitchProps } from './switch.js';
